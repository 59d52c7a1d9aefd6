import type { ImportField } from './csv-import.js';
import { toCsv } from './csv.js';
import { channelLabels, statusLabels, workloadText, type TrackedApplication } from './tracked-application.js';
import { swissDate, zurichDay, zurichTime } from './zurich-time.js';

/**
 * The whole tracker as CSV (« Exporter »): one row per application, every field a person can
 * read back, in the columns the import recognises first (csv-import.ts), so that an export
 * imported again gives the same applications.
 */
export const TRACKER_CSV_COLUMNS = [
  'Date d’envoi',
  'Entreprise',
  'Adresse de l’entreprise',
  'Poste',
  'Lieu',
  'Taux d’occupation',
  'Mode de candidature',
  'Statut',
  'Personne de contact',
  'Téléphone',
  'E-mail',
  'Assignation ORP',
  'Annonce (lien)',
  'Annonce (texte)',
  'Motif du refus',
  'Entretien',
  'Relancée le',
  'Notes',
] as const;

/** Every field the import reads back (its one « workload » column is our kind and percentage). */
type ExportedApplication = Pick<TrackedApplication, Exclude<ImportField, 'workload'> | 'workload_kind' | 'workload_percent'>;

/** `31.01.2026 14:30` in Zurich. */
export function swissDateTime(iso: string): string {
  const at = new Date(iso);
  return `${swissDate(zurichDay(at))} ${zurichTime(at)}`;
}

export function trackerCsvRow(a: ExportedApplication): string[] {
  return [
    a.sent_on ? swissDate(a.sent_on) : '',
    a.company,
    a.company_address,
    a.position,
    a.place,
    workloadText(a.workload_kind, a.workload_percent),
    a.channel ? channelLabels[a.channel] : '',
    statusLabels[a.status],
    a.contact_name,
    a.contact_phone,
    a.contact_email,
    a.orp_assigned ? 'Oui' : 'Non',
    a.ad_url,
    a.ad_text,
    a.refusal_reason,
    a.interview_at ? swissDateTime(a.interview_at) : '',
    a.followed_up_at ? swissDate(zurichDay(new Date(a.followed_up_at))) : '',
    a.notes,
  ];
}

export function trackerCsv(apps: readonly ExportedApplication[]): string {
  return toCsv([[...TRACKER_CSV_COLUMNS], ...apps.map(trackerCsvRow)]);
}
