import Papa from 'papaparse';
import { restoreCell } from './csv.js';
import { foldText, parseSwissDate, parseTimeAfterDate } from './swiss-date.js';
import {
  TRACKER_LIMITS,
  trackedApplicationInputSchema,
  type ApplicationChannel,
  type ApplicationStatus,
  type TrackedApplicationInput,
  type WorkloadKind,
} from './tracked-application.js';
import { zurichInstant } from './zurich-time.js';

/**
 * Import of a spreadsheet people already keep (pasted cells or a CSV file): columns recognised
 * by their names in French, German, Italian or English (and ours, and the proof's), values read
 * as people write them (dates in every Swiss format, « 80 % », « par e-mail », « Absage »).
 * Rows with a problem are reported with their line and left out; the others are imported.
 * Pure and synchronous: the server runs it in a worker thread with a deadline.
 */

export type ImportField =
  | 'sent_on'
  | 'company'
  | 'company_address'
  | 'position'
  | 'place'
  | 'workload'
  | 'channel'
  | 'status'
  | 'contact_name'
  | 'contact_phone'
  | 'contact_email'
  | 'orp_assigned'
  | 'ad_url'
  | 'ad_text'
  | 'refusal_reason'
  | 'interview_at'
  | 'followed_up_at'
  | 'notes';

/** The column names each field is recognised by, folded (lower case, no accents, no punctuation). */
const SYNONYMS: Record<ImportField, string[]> = {
  sent_on: [
    'date d envoi',
    'date',
    'date de la postulation',
    'date de postulation',
    'date de candidature',
    'envoyee le',
    'envoye le',
    'datum',
    'datum der bewerbung',
    'bewerbungsdatum',
    'gesendet am',
    'data',
    'data della candidatura',
    'data di invio',
    'inviata il',
    'date sent',
    'sent',
    'sent on',
    'applied',
    'applied on',
    'date applied',
  ],
  company: [
    'entreprise',
    'employeur',
    'societe',
    'nom de l entreprise',
    'firma',
    'arbeitgeber',
    'unternehmen',
    'ditta',
    'azienda',
    'datore di lavoro',
    'company',
    'employer',
    'organisation',
    'organization',
  ],
  company_address: [
    'adresse de l entreprise',
    'adresse',
    'adresse entreprise',
    'adresse de l employeur',
    'firmenadresse',
    'indirizzo',
    'indirizzo della ditta',
    'address',
    'company address',
  ],
  position: [
    'poste',
    'emploi',
    'fonction',
    'intitule',
    'intitule du poste',
    'titre du poste',
    'stelle',
    'stellenbezeichnung',
    'stellentitel',
    'funktion',
    'posto',
    'posto di lavoro',
    'impiego',
    'funzione',
    'position',
    'job',
    'job title',
    'title',
    'role',
  ],
  place: ['lieu', 'localite', 'ville', 'lieu de travail', 'ort', 'arbeitsort', 'luogo', 'localita', 'luogo di lavoro', 'location', 'city', 'place'],
  workload: [
    'taux d occupation',
    'taux',
    'taux d activite',
    'taux de travail',
    'pourcentage',
    'pensum',
    'beschaftigungsgrad',
    'arbeitspensum',
    'grado d occupazione',
    'grado di occupazione',
    'percentuale',
    'workload',
    'percentage',
  ],
  channel: [
    'mode de candidature',
    'canal',
    'mode',
    'moyen',
    'type de candidature',
    'postulation',
    'envoi',
    'bewerbung',
    'bewerbungsart',
    'art der bewerbung',
    'kanal',
    'candidatura',
    'modalita',
    'modalita di candidatura',
    'canale',
    'channel',
    'method',
  ],
  status: [
    'statut',
    'etat',
    'resultat',
    'resultat de la postulation',
    'status',
    'ergebnis',
    'ergebnis der bewerbung',
    'stand',
    'stato',
    'risultato',
    'esito',
    'esito della candidatura',
    'result',
    'outcome',
  ],
  contact_name: [
    'personne de contact',
    'contact',
    'interlocuteur',
    'kontaktperson',
    'kontakt',
    'ansprechperson',
    'ansprechpartner',
    'persona di contatto',
    'contatto',
    'contact person',
    'contact name',
  ],
  contact_phone: [
    'telephone',
    'tel',
    'n de telephone',
    'numero de telephone',
    'telefon',
    'telefon nr',
    'telefonnummer',
    'telefono',
    'n di telefono',
    'numero di telefono',
    'phone',
    'phone number',
  ],
  contact_email: ['e mail', 'email', 'courriel', 'mail', 'adresse e mail', 'e mail du contact'],
  orp_assigned: [
    'assignation orp',
    'orp',
    'assigne par l orp',
    'assignation',
    'zuweisung rav',
    'rav',
    'zuweisung',
    'assegnazione urc',
    'urc',
    'assegnazione',
    'orp assignment',
  ],
  ad_url: ['annonce lien', 'annonce', 'lien', 'lien de l annonce', 'url', 'inserat', 'stelleninserat', 'link', 'annuncio', 'link annuncio', 'job ad', 'ad url'],
  ad_text: ['annonce texte', 'texte de l annonce', 'inserattext', 'testo dell annuncio', 'ad text'],
  refusal_reason: ['motif du refus', 'motif', 'raison du refus', 'absagegrund', 'grund', 'motivo del rifiuto', 'motivo', 'rejection reason', 'reason'],
  interview_at: ['entretien', 'date de l entretien', 'entretien le', 'vorstellungsgesprach', 'interview', 'colloquio', 'data del colloquio', 'interview date'],
  followed_up_at: ['relancee le', 'relance', 'relance le', 'date de relance', 'nachgefasst am', 'sollecitata il', 'followed up'],
  notes: [
    'notes',
    'note',
    'remarques',
    'remarque',
    'commentaire',
    'commentaires',
    'bemerkungen',
    'bemerkung',
    'notizen',
    'notiz',
    'osservazioni',
    'commenti',
    'comments',
  ],
};

/** How each field is named in the messages. */
export const importFieldLabels: Record<ImportField, string> = {
  sent_on: 'Date d’envoi',
  company: 'Entreprise',
  company_address: 'Adresse de l’entreprise',
  position: 'Poste',
  place: 'Lieu',
  workload: 'Taux d’occupation',
  channel: 'Mode de candidature',
  status: 'Statut',
  contact_name: 'Personne de contact',
  contact_phone: 'Téléphone',
  contact_email: 'E-mail',
  orp_assigned: 'Assignation ORP',
  ad_url: 'Annonce (lien)',
  ad_text: 'Annonce (texte)',
  refusal_reason: 'Motif du refus',
  interview_at: 'Entretien',
  followed_up_at: 'Relancée le',
  notes: 'Notes',
};

const FIELD_BY_HEADER = new Map<string, ImportField>();
for (const [field, words] of Object.entries(SYNONYMS) as Array<[ImportField, string[]]>) {
  for (const word of words) if (!FIELD_BY_HEADER.has(word)) FIELD_BY_HEADER.set(word, field);
}

const quoted = (s: string) => `«\u00a0${s}\u00a0»`;

export const importMessages = {
  empty: 'Le fichier est vide. Collez des lignes d’un tableur ou choisissez un fichier CSV.',
  tooLarge: `Le fichier est trop volumineux (au plus ${(TRACKER_LIMITS.maxImportBytes / 1_000_000).toLocaleString('fr-FR')}\u00a0Mo). Importez-le en plusieurs parties.`,
  tooManyRows: (n: number) =>
    `Le fichier compte ${n.toLocaleString('fr-FR')} lignes\u00a0: importez-en au plus ${TRACKER_LIMITS.maxImportRows.toLocaleString('fr-FR')} à la fois.`,
  malformed: 'Ce fichier n’est pas un tableau lisible (guillemets non fermés). Enregistrez-le au format CSV depuis votre tableur, puis réessayez.',
  noCompanyColumn: (headers: string[]) =>
    `Aucune colonne ${quoted('Entreprise')} n’a été trouvée. La première ligne doit nommer les colonnes (par exemple ${quoted('Date')}, ${quoted('Entreprise')}, ${quoted('Poste')}, ${quoted('Statut')}). Colonnes lues\u00a0: ${headers.map(quoted).join(', ') || 'aucune'}.`,
  unknownColumn: (header: string) => `Colonne ${quoted(header)} ignorée\u00a0: son nom n’est pas reconnu.`,
  duplicateColumn: (header: string, first: string) => `Colonne ${quoted(header)} ignorée\u00a0: la colonne ${quoted(first)} donne déjà cette information.`,
  badDate: (value: string) => `date illisible ${quoted(value)} (écrivez par exemple 31.01.2026)`,
  futureDate: (value: string) => `la date d’envoi ${quoted(value)} est dans le futur`,
  badDateTime: (value: string) => `date d’entretien illisible ${quoted(value)} (écrivez par exemple 31.01.2026 14:30)`,
  badStatus: (value: string) => `statut inconnu ${quoted(value)} (par exemple ${quoted('envoyée')}, ${quoted('entretien')}, ${quoted('refus')})`,
  badChannel: (value: string) =>
    `mode de candidature inconnu ${quoted(value)} (par exemple ${quoted('e-mail')}, ${quoted('en ligne')}, ${quoted('par téléphone')})`,
  badWorkload: (value: string) => `taux d’occupation illisible ${quoted(value)} (par exemple ${quoted('100 %')}, ${quoted('temps partiel 80 %')})`,
  badYesNo: (value: string) => `valeur ${quoted(value)} à remplacer par ${quoted('oui')} ou ${quoted('non')}`,
  line: (line: number, problems: string[]) => `Ligne ${line}\u00a0: ${problems.join('\u00a0; ')}.`,
} as const;

export class TrackerImportError extends Error {}

/** What POST /tracker/import/ answers: the report of the rows read, and what was imported. */
export interface ImportSummary {
  dry_run: boolean;
  total_rows: number;
  /** Rows that can be (or were) imported. */
  ready: number;
  imported: number;
  errors: string[];
  more_errors: number;
  ignored_columns: string[];
  /** Each column read and what it became (null: ignored). */
  columns: Array<{ header: string; field: string | null }>;
  preview: Array<{ line: number; company: string; position: string; sent_on: string | null; status: string }>;
}

export function foldHeader(header: string): string {
  return foldText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The column a header names, or null. */
export function fieldOfHeader(header: string): ImportField | null {
  return FIELD_BY_HEADER.get(foldHeader(header)) ?? null;
}

/** One pattern matching any of `words` as whole words of a folded value. */
function anyWord(words: readonly string[]): RegExp {
  return new RegExp(`(^|[^a-z])(${words.join('|')})([^a-z]|$)`);
}

/** Read from the most specific to the least: « entretien d'embauche » is an interview, « refusé » a refusal. */
const STATUS_WORDS: Array<[ApplicationStatus, RegExp]> = (
  [
    ['to_send', ['a envoyer', 'to send', 'brouillon', 'entwurf', 'da inviare', 'draft', 'a faire']],
    ['no_answer', ['sans reponse', 'pas de reponse', 'keine antwort', 'keine ruckmeldung', 'nessuna risposta', 'no answer', 'no response']],
    ['withdrawn', ['retiree', 'retire', 'retiree par moi', 'zuruckgezogen', 'zurueckgezogen', 'ritirata', 'ritirato', 'withdrawn', 'annulee', 'annule']],
    ['rejected', ['refus', 'refusee', 'refuse', 'absage', 'abgesagt', 'rifiuto', 'rifiutata', 'negatif', 'negative', 'negativ', 'rejected', 'rejection']],
    ['interview', ['entretien', 'entretien d embauche', 'vorstellungsgesprach', 'gesprach', 'colloquio', 'colloquio di presentazione', 'interview']],
    [
      'offer',
      ['offre', 'engagement', 'engagee', 'engage', 'embauche', 'anstellung', 'zusage', 'assunzione', 'assunta', 'assunto', 'offer', 'hired', 'acceptee'],
    ],
    [
      'sent',
      [
        'envoyee',
        'envoye',
        'en suspens',
        'en attente',
        'en cours',
        'noch offen',
        'offen',
        'gesendet',
        'beworben',
        'in sospeso',
        'in attesa',
        'inviata',
        'sent',
        'applied',
        'pending',
        'postule',
        'postulee',
      ],
    ],
  ] as Array<[ApplicationStatus, string[]]>
).map(([status, words]) => [status, anyWord(words)]);

export function parseStatus(value: string): ApplicationStatus | null {
  const v = foldHeader(value);
  for (const [status, pattern] of STATUS_WORDS) if (pattern.test(v)) return status;
  return null;
}

const CHANNEL_WORDS: Array<[ApplicationChannel, RegExp]> = (
  [
    ['email', ['e mail', 'email', 'courriel', 'mail']],
    [
      'online',
      [
        'en ligne',
        'online',
        'portail',
        'portal',
        'portale',
        'internet',
        'formulaire',
        'formular',
        'modulo',
        'site',
        'web',
        'plateforme',
        'plattform',
        'piattaforma',
        'linkedin',
        'jobup',
        'indeed',
        'job room',
      ],
    ],
    ['phone', ['telephone', 'tel', 'telefon', 'telefonisch', 'telefono', 'telefonica', 'phone', 'appel']],
    ['in_person', ['en personne', 'personnel', 'personnellement', 'sur place', 'personlich', 'persoenlich', 'di persona', 'personale', 'in person']],
    [
      'written',
      [
        'ecrit',
        'par ecrit',
        'lettre',
        'courrier',
        'poste',
        'brieflich',
        'brief',
        'schriftlich',
        'per iscritto',
        'iscritto',
        'lettera',
        'written',
        'letter',
        'post',
      ],
    ],
    ['online', ['electronique', 'elektronisch', 'elettronica', 'electronic']],
  ] as Array<[ApplicationChannel, string[]]>
).map(([channel, words]) => [channel, anyWord(words)]);

export function parseChannel(value: string): ApplicationChannel | null {
  const v = foldHeader(value);
  for (const [channel, pattern] of CHANNEL_WORDS) if (pattern.test(v)) return channel;
  return null;
}

const FULL_TIME = anyWord(['plein temps', 'temps plein', 'vollzeit', 'tempo pieno', 'full time', 'fulltime', 'plein']);
const PART_TIME = anyWord(['temps partiel', 'partiel', 'teilzeit', 'tempo parziale', 'parziale', 'part time', 'parttime']);

/** « 100 % », « 80 », « temps partiel (60 %) », « Vollzeit », « 60-80 % » (the upper bound). */
export function parseWorkload(value: string): { kind: WorkloadKind | null; percent: number | null } | null {
  const v = foldText(value);
  const numbers = [...v.matchAll(/(\d{1,3})(?:[.,]\d+)?/g)].map((m) => Number(m[1]));
  const percent = numbers.length ? Math.max(...numbers) : null;
  if (percent !== null && (percent < 1 || percent > 100)) return null;
  const full = FULL_TIME.test(foldHeader(value));
  const part = PART_TIME.test(foldHeader(value));
  if (full) return { kind: 'full_time', percent: percent ?? 100 };
  if (part) return { kind: 'part_time', percent: percent === 100 ? null : percent };
  if (percent === null) return null;
  return { kind: percent === 100 ? 'full_time' : 'part_time', percent };
}

export function parseYesNo(value: string): boolean | null {
  const v = foldHeader(value);
  if (['oui', 'ja', 'si', 'yes', 'x', '1', 'true', 'vrai', 'o', 'j', 'y'].includes(v)) return true;
  if (['non', 'nein', 'no', '0', 'false', 'faux', 'n', ''].includes(v)) return false;
  return null;
}

export interface ImportedApplication extends TrackedApplicationInput {
  followed_up_at: string | null;
}

export interface ImportedRow {
  line: number;
  application: ImportedApplication;
}

export interface ImportResult {
  /** Data rows read (blank rows not counted). */
  totalRows: number;
  rows: ImportedRow[];
  /** One French sentence per refused row: « Ligne 4 : date illisible « 32.01.2026 » … ». */
  rowErrors: Array<{ line: number; message: string }>;
  /** Columns read, and what each one became. */
  columns: Array<{ header: string; field: ImportField | null }>;
  /** Columns left out, each with its French reason. */
  ignoredColumns: string[];
}

function readRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new TrackerImportError(importMessages.empty);
  if (new TextEncoder().encode(body).length > TRACKER_LIMITS.maxImportBytes) throw new TrackerImportError(importMessages.tooLarge);
  // Blank lines kept, so that a row's index is its line in the file (for the messages).
  const parsed = Papa.parse<string[]>(body, { delimitersToGuess: [';', '\t', ',', '|'], skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw new TrackerImportError(importMessages.malformed);
  return parsed.data;
}

function mapColumns(header: string[]): { columns: ImportResult['columns']; ignored: string[]; indexOf: Partial<Record<ImportField, number>> } {
  const indexOf: Partial<Record<ImportField, number>> = {};
  const columns: ImportResult['columns'] = [];
  const ignored: string[] = [];
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (!name) return;
    const field = fieldOfHeader(name);
    if (!field) {
      ignored.push(importMessages.unknownColumn(name));
      columns.push({ header: name, field: null });
    } else if (indexOf[field] !== undefined) {
      ignored.push(importMessages.duplicateColumn(name, header[indexOf[field]]!.trim()));
      columns.push({ header: name, field: null });
    } else {
      indexOf[field] = index;
      columns.push({ header: name, field });
    }
  });
  return { columns, ignored, indexOf };
}

function readRow(cells: string[], indexOf: Partial<Record<ImportField, number>>, today: string): { application?: ImportedApplication; problems: string[] } {
  const cell = (field: ImportField) => {
    const i = indexOf[field];
    return i === undefined ? '' : restoreCell(cells[i] ?? '').trim();
  };
  const problems: string[] = [];

  const dateText = cell('sent_on');
  let sentOn: string | null = null;
  if (dateText) {
    sentOn = parseSwissDate(dateText);
    if (!sentOn) problems.push(importMessages.badDate(dateText));
    else if (sentOn > today) problems.push(importMessages.futureDate(dateText));
  }

  const statusText = cell('status');
  let status: ApplicationStatus = sentOn ? 'sent' : 'to_send';
  if (statusText) {
    const parsed = parseStatus(statusText);
    if (parsed) status = parsed;
    else problems.push(importMessages.badStatus(statusText));
  }

  const channelText = cell('channel');
  const channel = channelText ? parseChannel(channelText) : null;
  if (channelText && !channel) problems.push(importMessages.badChannel(channelText));

  const workloadTextValue = cell('workload');
  const workload = workloadTextValue ? parseWorkload(workloadTextValue) : { kind: null, percent: null };
  if (!workload) problems.push(importMessages.badWorkload(workloadTextValue));

  const orpText = cell('orp_assigned');
  const orp = parseYesNo(orpText);
  if (orp === null) problems.push(importMessages.badYesNo(orpText));

  const interviewText = cell('interview_at');
  let interviewAt: string | null = null;
  if (interviewText) {
    const dayOfInterview = parseSwissDate(interviewText);
    const time = parseTimeAfterDate(interviewText) ?? { hour: 9, minute: 0 };
    if (dayOfInterview) interviewAt = zurichInstant(dayOfInterview, time.hour, time.minute).toISOString();
    else problems.push(importMessages.badDateTime(interviewText));
  }

  const followedText = cell('followed_up_at');
  let followedUpAt: string | null = null;
  if (followedText) {
    const followed = parseSwissDate(followedText);
    if (followed) followedUpAt = zurichInstant(followed, 12).toISOString();
    else problems.push(importMessages.badDate(followedText));
  }

  const parsed = trackedApplicationInputSchema.safeParse({
    company: cell('company'),
    company_address: cell('company_address'),
    position: cell('position'),
    place: cell('place'),
    workload_kind: workload?.kind ?? null,
    workload_percent: workload?.percent ?? null,
    ad_url: cell('ad_url'),
    ad_text: cell('ad_text'),
    channel,
    sent_on: status === 'to_send' ? null : sentOn,
    contact_name: cell('contact_name'),
    contact_phone: cell('contact_phone'),
    contact_email: cell('contact_email'),
    status,
    notes: cell('notes'),
    refusal_reason: cell('refusal_reason'),
    orp_assigned: orp ?? false,
    interview_at: interviewAt,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const label = field in importFieldLabels ? importFieldLabels[field as ImportField] : field === 'workload_percent' ? importFieldLabels.workload : '';
      problems.push(label ? `${label}\u00a0: ${issue.message.replace(/\.$/, '')}` : issue.message.replace(/\.$/, ''));
    }
  }
  if (problems.length || !parsed.success) return { problems };
  return { application: { ...parsed.data, followed_up_at: followedUpAt }, problems };
}

/**
 * Reads `text` (CSV with `;`, `,` or tabs, or cells pasted from a spreadsheet; the first line
 * names the columns). Throws TrackerImportError (French) when the whole file cannot be read.
 * `today` is the Zurich day: a sending date after it is refused.
 */
export function parseTrackerImport(text: string, today: string): ImportResult {
  const table = readRows(text);
  const blank = (cells: string[]) => cells.every((c) => !c.trim());
  const headerAt = Math.max(
    0,
    table.findIndex((cells) => !blank(cells)),
  );
  const header = table[headerAt] ?? [];
  const data = table.slice(headerAt + 1);
  const { columns, ignored, indexOf } = mapColumns(header);
  if (indexOf.company === undefined) throw new TrackerImportError(importMessages.noCompanyColumn(header.map((h) => h.trim()).filter(Boolean)));
  const dataRows = data.filter((cells) => !blank(cells)).length;
  if (dataRows > TRACKER_LIMITS.maxImportRows) throw new TrackerImportError(importMessages.tooManyRows(dataRows));

  const rows: ImportedRow[] = [];
  const rowErrors: ImportResult['rowErrors'] = [];
  let totalRows = 0;
  data.forEach((cells, i) => {
    if (blank(cells)) return;
    totalRows++;
    const line = headerAt + i + 2;
    const { application, problems } = readRow(cells, indexOf, today);
    if (application) rows.push({ line, application });
    else rowErrors.push({ line, message: importMessages.line(line, problems) });
  });
  return { totalRows, rows, rowErrors, columns, ignoredColumns: ignored };
}
