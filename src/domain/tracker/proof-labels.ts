import type { ApplicationChannel } from './tracked-application.js';
import { countWord, proofLabelsDe, proofLabelsIt } from './proof-labels-de-it.js';
import { swissDate, type ProofLanguage } from './zurich-time.js';

/** The form's three ways of applying (« brieflich / elektronisch », « persönlich », « telefonisch »). */
export type FormChannel = 'written' | 'in_person' | 'phone';
/** The form's four results (« noch offen », « Vorstellungsgespräch », « Anstellung », « Absage »), and a withdrawal. */
export type FormResult = 'pending' | 'interview' | 'hired' | 'rejected' | 'withdrawn';

export interface ProofTotals {
  count: number;
  written: number;
  in_person: number;
  phone: number;
  pending: number;
  interview: number;
  hired: number;
  rejected: number;
}

export interface ProofLabels {
  insurance: string;
  title: string;
  name: string;
  address: string;
  personNumber: string;
  month: string;
  columns: { date: string; employer: string; position: string; orp: string; workload: string; channel: string; result: string; reason: string };
  /** The CSV's columns: the employer cell in its parts (company, address, contact, phone). */
  csvHeader: [string, string, string, string, string, string, string, string, string, string, string];
  yes: string;
  no: string;
  fullTime: string;
  partTime: string;
  channels: Record<FormChannel, string>;
  ourChannels: Record<ApplicationChannel, string>;
  results: Record<FormResult, string>;
  total: string;
  totalsLine: (t: ProofTotals) => string;
  deadline: (day: string) => string;
  date: string;
  signature: string;
  enclosures: string;
  page: string;
  empty: string;
  madeWith: string;
}

const proofLabelsFr: ProofLabels = {
  insurance: 'Assurance-chômage',
  title: 'Preuves des recherches personnelles effectuées en vue de trouver un emploi',
  name: 'Nom et prénom',
  address: 'Adresse',
  personNumber: 'N° AVS',
  month: 'Mois et année',
  columns: {
    date: 'Date de la postulation',
    employer: 'Entreprise, adresse / personne de contact, n° de téléphone',
    position: 'Poste',
    orp: 'Assignation ORP',
    workload: 'Taux d’occupation',
    channel: 'Postulation',
    result: 'Résultat de la postulation',
    reason: 'Motif du refus',
  },
  csvHeader: [
    'Date de la postulation',
    'Entreprise',
    'Adresse',
    'Personne de contact',
    'N° de téléphone',
    'Poste',
    'Assignation ORP',
    'Taux d’occupation',
    'Postulation',
    'Résultat de la postulation',
    'Motif du refus',
  ],
  yes: 'Oui',
  no: 'Non',
  fullTime: 'Plein temps',
  partTime: 'Temps partiel',
  channels: { written: 'Par écrit / électronique', in_person: 'En personne', phone: 'Par téléphone' },
  ourChannels: { written: 'courrier', online: 'portail en ligne', email: 'e-mail', phone: 'téléphone', in_person: 'en personne' },
  results: { pending: 'En suspens', interview: 'Entretien d’embauche', hired: 'Engagement', rejected: 'Refus', withdrawn: 'Retirée' },
  total: 'Total\u00a0:',
  totalsLine: (t) =>
    `${countWord(t.count, 'postulation', 'postulations')} · par écrit / électronique\u00a0: ${t.written} · en personne\u00a0: ${t.in_person} · par téléphone\u00a0: ${t.phone} · en suspens\u00a0: ${t.pending} · entretiens\u00a0: ${t.interview} · engagements\u00a0: ${t.hired} · refus\u00a0: ${t.rejected}`,
  deadline: (day) => `À remettre à l’ORP au plus tard le 5e jour du mois suivant, soit le ${swissDate(day)}.`,
  date: 'Date',
  signature: 'Signature de la personne assurée',
  enclosures: 'Annexes',
  page: 'Page',
  empty: 'Aucune postulation ce mois-ci.',
  madeWith: 'Établi avec CV Suisse d’après le suivi des candidatures, selon le formulaire fédéral 716.007.',
};

/** The form's wording in each language: German as printed on 716.007 d, French and Italian as the ORP and URC name the same fields. */
export const proofLabels: Record<ProofLanguage, ProofLabels> = { fr: proofLabelsFr, de: proofLabelsDe, it: proofLabelsIt };
