import type { ProofLabels } from './proof-labels.js';
import { swissDate } from './zurich-time.js';

/**
 * The proof in German and Italian. Their typography puts no space before a colon, so this file
 * stays out of the French typography scan (scripts/french-strings.ts).
 */

/** « 12 postulations », « 1 Bewerbung ». */
export function countWord(n: number, one: string, many: string): string {
  return `${n}\u00a0${n === 1 ? one : many}`;
}

export const proofLabelsDe: ProofLabels = {
  insurance: 'Arbeitslosenversicherung',
  title: 'Nachweis der persönlichen Arbeitsbemühungen',
  name: 'Name und Vorname',
  address: 'Adresse',
  personNumber: 'AHV-Nr.',
  month: 'Monat und Jahr',
  columns: {
    date: 'Datum der Bewerbung',
    employer: 'Firma, Adresse / Kontaktperson, Telefon-Nr.',
    position: 'Stellenbezeichnung',
    orp: 'Zuweisung RAV',
    workload: 'Pensum',
    channel: 'Bewerbung',
    result: 'Ergebnis der Bewerbung',
    reason: 'Absagegrund',
  },
  csvHeader: [
    'Datum der Bewerbung',
    'Firma',
    'Adresse',
    'Kontaktperson',
    'Telefon-Nr.',
    'Stellenbezeichnung',
    'Zuweisung RAV',
    'Pensum',
    'Bewerbung',
    'Ergebnis der Bewerbung',
    'Absagegrund',
  ],
  yes: 'Ja',
  no: 'Nein',
  fullTime: 'Vollzeit',
  partTime: 'Teilzeit',
  channels: { written: 'Brieflich / elektronisch', in_person: 'Persönlich', phone: 'Telefonisch' },
  ourChannels: { written: 'Brief', online: 'Online-Portal', email: 'E-Mail', phone: 'Telefon', in_person: 'persönlich' },
  results: { pending: 'Noch offen', interview: 'Vorstellungsgespräch', hired: 'Anstellung', rejected: 'Absage', withdrawn: 'Zurückgezogen' },
  total: 'Total:',
  totalsLine: (t) =>
    `${countWord(t.count, 'Bewerbung', 'Bewerbungen')} · brieflich / elektronisch: ${t.written} · persönlich: ${t.in_person} · telefonisch: ${t.phone} · noch offen: ${t.pending} · Vorstellungsgespräche: ${t.interview} · Anstellungen: ${t.hired} · Absagen: ${t.rejected}`,
  deadline: (day) => `Einzureichen beim RAV bis spätestens am 5. Tag des Folgemonats, also am ${swissDate(day)}.`,
  date: 'Datum',
  signature: 'Unterschrift der versicherten Person',
  enclosures: 'Beilagen',
  page: 'Seite',
  empty: 'Keine Bewerbungen in diesem Monat.',
  madeWith: 'Erstellt mit CV Suisse aus der Bewerbungsübersicht, nach dem Bundesformular 716.007.',
};

export const proofLabelsIt: ProofLabels = {
  insurance: 'Assicurazione contro la disoccupazione',
  title: 'Prova degli sforzi personali intrapresi per trovare lavoro',
  name: 'Cognome e nome',
  address: 'Indirizzo',
  personNumber: 'N. AVS',
  month: 'Mese e anno',
  columns: {
    date: 'Data della candidatura',
    employer: 'Ditta, indirizzo / persona di contatto, n. di telefono',
    position: 'Posto di lavoro',
    orp: 'Assegnazione URC',
    workload: 'Grado d’occupazione',
    channel: 'Candidatura',
    result: 'Esito della candidatura',
    reason: 'Motivo del rifiuto',
  },
  csvHeader: [
    'Data della candidatura',
    'Ditta',
    'Indirizzo',
    'Persona di contatto',
    'N. di telefono',
    'Posto di lavoro',
    'Assegnazione URC',
    'Grado d’occupazione',
    'Candidatura',
    'Esito della candidatura',
    'Motivo del rifiuto',
  ],
  yes: 'Sì',
  no: 'No',
  fullTime: 'Tempo pieno',
  partTime: 'Tempo parziale',
  channels: { written: 'Per iscritto / elettronica', in_person: 'Di persona', phone: 'Per telefono' },
  ourChannels: { written: 'lettera', online: 'portale online', email: 'e-mail', phone: 'telefono', in_person: 'di persona' },
  results: { pending: 'In sospeso', interview: 'Colloquio di presentazione', hired: 'Assunzione', rejected: 'Rifiuto', withdrawn: 'Ritirata' },
  total: 'Totale:',
  totalsLine: (t) =>
    `${countWord(t.count, 'candidatura', 'candidature')} · per iscritto / elettronica: ${t.written} · di persona: ${t.in_person} · per telefono: ${t.phone} · in sospeso: ${t.pending} · colloqui: ${t.interview} · assunzioni: ${t.hired} · rifiuti: ${t.rejected}`,
  deadline: (day) => `Da consegnare all’URC entro il 5° giorno del mese successivo, ossia il ${swissDate(day)}.`,
  date: 'Data',
  signature: 'Firma della persona assicurata',
  enclosures: 'Allegati',
  page: 'Pagina',
  empty: 'Nessuna candidatura in questo mese.',
  madeWith: 'Allestito con CV Suisse dal riepilogo delle candidature, secondo il modulo federale 716.007.',
};
