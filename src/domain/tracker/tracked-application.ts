import { z } from 'zod';
import { isValidDay } from './zurich-time.js';

/**
 * « Mes candidatures » as a job search: every application, sent with a merged file or not,
 * with its status, follow-ups and what the monthly proof for the ORP needs (see
 * docs/decisions/2026-11-26-job-search-tracker.md).
 */

export const APPLICATION_STATUSES = ['to_send', 'sent', 'interview', 'offer', 'rejected', 'no_answer', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses as the product names them (the board's columns, the list's filter). */
export const statusLabels: Record<ApplicationStatus, string> = {
  to_send: 'À envoyer',
  sent: 'Envoyée',
  interview: 'Entretien',
  offer: 'Offre',
  rejected: 'Refus',
  no_answer: 'Sans réponse',
  withdrawn: 'Retirée',
};

export const APPLICATION_CHANNELS = ['written', 'online', 'email', 'phone', 'in_person'] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

export const channelLabels: Record<ApplicationChannel, string> = {
  written: 'Par écrit',
  online: 'En ligne / portail',
  email: 'E-mail',
  phone: 'Par téléphone',
  in_person: 'En personne',
};

export const WORKLOAD_KINDS = ['full_time', 'part_time'] as const;
export type WorkloadKind = (typeof WORKLOAD_KINDS)[number];

export const workloadLabels: Record<WorkloadKind, string> = { full_time: 'Plein temps', part_time: 'Temps partiel' };

/** « Plein temps », « Temps partiel (80 %) », « 80 % ». */
export function workloadText(kind: WorkloadKind | null, percent: number | null): string {
  if (kind === 'full_time') return workloadLabels.full_time;
  if (kind === 'part_time') return percent ? `${workloadLabels.part_time} (${percent}\u00a0%)` : workloadLabels.part_time;
  return percent ? `${percent}\u00a0%` : '';
}

export const TRACKER_LIMITS = {
  company: 160,
  address: 300,
  position: 160,
  place: 120,
  adUrl: 2000,
  adText: 20_000,
  contactName: 120,
  contactPhone: 40,
  contactEmail: 254,
  notes: 5000,
  refusalReason: 300,
  /** Applications a user keeps: several years of a search at 12 a month, with room. */
  maxApplications: 5000,
  /** Rows one CSV import takes (the file is refused above, with a French message). */
  maxImportRows: 2000,
  /** The CSV text one import sends (a 2,000-row spreadsheet with pasted ads is under 1 MB). */
  maxImportBytes: 1_500_000,
  followUpDays: { min: 1, max: 60, default: 10 },
  monthlyTarget: { min: 1, max: 100 },
} as const;

export const trackerMessages = {
  companyRequired: 'Veuillez indiquer l’entreprise.',
  tooLong: (what: string, max: number) => `${what} ne peut pas dépasser ${max.toLocaleString('fr-FR')} caractères.`,
  invalidStatus: 'Statut inconnu.',
  invalidChannel: 'Mode de candidature inconnu.',
  invalidWorkload: 'Le taux d’occupation doit être un nombre entre 1 et 100.',
  partTimeFull: 'Un temps partiel est inférieur à 100\u00a0%.',
  invalidDate: 'Date invalide.',
  futureDate: 'La date d’envoi ne peut pas être dans le futur.',
  invalidDateTime: 'Date et heure invalides.',
  invalidUrl: 'L’adresse de l’annonce doit commencer par http:// ou https://.',
  invalidEmail: 'L’adresse e-mail n’est pas valide',
  invalidPhone: 'Le numéro de téléphone n’est pas valide',
  invalidId: 'Identifiant invalide.',
  cvNotFound: 'Ce CV n’existe pas ou plus.',
  letterNotFound: 'Cette lettre n’existe pas ou plus.',
  dossierNotFound: 'Ce dossier n’existe pas ou plus.',
  dossierAlreadyTracked: 'Ce dossier est déjà suivi dans une autre candidature.',
  limitReached: `Vous suivez déjà ${TRACKER_LIMITS.maxApplications.toLocaleString('fr-FR')} candidatures, le maximum. Supprimez-en pour en ajouter.`,
  notSent: 'Cette candidature n’a pas encore été envoyée.',
  invalidMonth: 'Mois invalide.',
  invalidTarget: `L’objectif mensuel est un nombre entre ${TRACKER_LIMITS.monthlyTarget.min} et ${TRACKER_LIMITS.monthlyTarget.max}.`,
  invalidFollowUpDays: `Le délai de relance est un nombre de jours entre ${TRACKER_LIMITS.followUpDays.min} et ${TRACKER_LIMITS.followUpDays.max}.`,
  invalidLanguage: 'Langue inconnue.',
} as const;

const trimmed = (max: number, what: string) => z.string().trim().max(max, trackerMessages.tooLong(what, max));

/** Same rule as the profile's phone (spec: digits, spaces, plus, parentheses and hyphens). */
const phone = trimmed(TRACKER_LIMITS.contactPhone, 'Le téléphone').refine((v) => v === '' || /^[\d\s+()-]+$/.test(v), trackerMessages.invalidPhone);
const email = trimmed(TRACKER_LIMITS.contactEmail, 'L’e-mail').refine((v) => v === '' || z.email().safeParse(v).success, trackerMessages.invalidEmail);
const url = trimmed(TRACKER_LIMITS.adUrl, 'L’adresse de l’annonce').refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), trackerMessages.invalidUrl);
const day = z.string({ error: trackerMessages.invalidDate }).refine(isValidDay, trackerMessages.invalidDate);
const uuidOrNull = z.uuid({ error: trackerMessages.invalidId }).nullable();

/** The fields a user writes: POST /tracker/applications/ (all but `company` optional) and PATCH (all optional). */
export const trackedApplicationFields = {
  company: z
    .string({ error: trackerMessages.companyRequired })
    .trim()
    .min(1, trackerMessages.companyRequired)
    .max(TRACKER_LIMITS.company, trackerMessages.tooLong('Le nom de l’entreprise', TRACKER_LIMITS.company)),
  company_address: trimmed(TRACKER_LIMITS.address, 'L’adresse'),
  position: trimmed(TRACKER_LIMITS.position, 'Le poste'),
  place: trimmed(TRACKER_LIMITS.place, 'Le lieu'),
  workload_kind: z.enum(WORKLOAD_KINDS, { error: trackerMessages.invalidWorkload }).nullable(),
  workload_percent: z
    .number({ error: trackerMessages.invalidWorkload })
    .int(trackerMessages.invalidWorkload)
    .min(1, trackerMessages.invalidWorkload)
    .max(100, trackerMessages.invalidWorkload)
    .nullable(),
  ad_url: url,
  ad_text: trimmed(TRACKER_LIMITS.adText, 'Le texte de l’annonce'),
  channel: z.enum(APPLICATION_CHANNELS, { error: trackerMessages.invalidChannel }).nullable(),
  sent_on: day.nullable(),
  contact_name: trimmed(TRACKER_LIMITS.contactName, 'Le nom du contact'),
  contact_phone: phone,
  contact_email: email,
  status: z.enum(APPLICATION_STATUSES, { error: trackerMessages.invalidStatus }),
  notes: trimmed(TRACKER_LIMITS.notes, 'Les notes'),
  refusal_reason: trimmed(TRACKER_LIMITS.refusalReason, 'Le motif du refus'),
  orp_assigned: z.boolean(),
  interview_at: z.iso.datetime({ offset: true, error: trackerMessages.invalidDateTime }).nullable(),
  cv_id: uuidOrNull,
  letter_id: uuidOrNull,
  dossier_id: uuidOrNull,
};

const partTimeCheck = (v: { workload_kind?: WorkloadKind | null; workload_percent?: number | null }) =>
  !(v.workload_kind === 'part_time' && v.workload_percent === 100);

export const trackedApplicationInputSchema = z
  .object({
    ...trackedApplicationFields,
    company_address: trackedApplicationFields.company_address.default(''),
    position: trackedApplicationFields.position.default(''),
    place: trackedApplicationFields.place.default(''),
    workload_kind: trackedApplicationFields.workload_kind.default(null),
    workload_percent: trackedApplicationFields.workload_percent.default(null),
    ad_url: trackedApplicationFields.ad_url.default(''),
    ad_text: trackedApplicationFields.ad_text.default(''),
    channel: trackedApplicationFields.channel.default(null),
    sent_on: trackedApplicationFields.sent_on.default(null),
    contact_name: trackedApplicationFields.contact_name.default(''),
    contact_phone: trackedApplicationFields.contact_phone.default(''),
    contact_email: trackedApplicationFields.contact_email.default(''),
    status: trackedApplicationFields.status.default('to_send'),
    notes: trackedApplicationFields.notes.default(''),
    refusal_reason: trackedApplicationFields.refusal_reason.default(''),
    orp_assigned: trackedApplicationFields.orp_assigned.default(false),
    interview_at: trackedApplicationFields.interview_at.default(null),
    cv_id: trackedApplicationFields.cv_id.default(null),
    letter_id: trackedApplicationFields.letter_id.default(null),
    dossier_id: trackedApplicationFields.dossier_id.default(null),
  })
  .refine(partTimeCheck, { message: trackerMessages.partTimeFull, path: ['workload_percent'] });
export type TrackedApplicationInput = z.output<typeof trackedApplicationInputSchema>;

export const trackedApplicationPatchSchema = z
  .object(trackedApplicationFields)
  .partial()
  .refine(partTimeCheck, { message: trackerMessages.partTimeFull, path: ['workload_percent'] });
export type TrackedApplicationPatch = z.output<typeof trackedApplicationPatchSchema>;

export interface StatusChange {
  status: ApplicationStatus;
  at: string;
}

/** The merged file sent with the application, when there is one (« Nouveau dossier »). */
export interface AttachedDossier {
  id: string;
  file_name: string;
  page_count: number;
  byte_size: number;
  /** Letter, CV and annexes merged in it. */
  document_count: number;
  download_url: string;
}

/** One application as the API answers it. */
export interface TrackedApplication {
  id: string;
  company: string;
  company_address: string;
  position: string;
  place: string;
  workload_kind: WorkloadKind | null;
  workload_percent: number | null;
  ad_url: string;
  ad_text: string;
  channel: ApplicationChannel | null;
  sent_on: string | null;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  status: ApplicationStatus;
  status_history: StatusChange[];
  notes: string;
  refusal_reason: string;
  orp_assigned: boolean;
  interview_at: string | null;
  followed_up_at: string | null;
  cv_id: string | null;
  letter_id: string | null;
  dossier: AttachedDossier | null;
  /** The day a « Relancer » reminder is due (null when none is: answered, not sent, already followed up). */
  follow_up_on: string | null;
  created_at: string;
  updated_at: string;
}

/** The list leaves the ad's text out (up to 20,000 characters each); the detail has it. */
export type TrackedApplicationSummary = Omit<TrackedApplication, 'ad_text'>;

/** A merged file made before the tracker, not tracked yet. */
export interface UntrackedDossier {
  id: string;
  company: string;
  position: string;
  created_at: string;
}
