import { z } from 'zod';
import { ATTACHMENT_LIMITS } from './attachment.js';

/** « Mes candidatures »: one application file sent to one company. */

export const APPLICATION_LIMITS = {
  company: 120,
  position: 160,
  maxApplications: 200,
  /** The sent files kept for one user: about a hundred applications at the 3 MB target. */
  quotaBytes: 300 * 1024 * 1024,
} as const;
/** The sizes the merged file can aim under; 3 MB by default (what most Swiss job portals and mailboxes take). */
export const TARGET_SIZES_MB = [2, 3, 5, 10] as const;

export const applicationMessages = {
  companyRequired: 'Veuillez indiquer l’entreprise.',
  companyTooLong: `Le nom de l’entreprise ne peut pas dépasser ${APPLICATION_LIMITS.company} caractères.`,
  positionTooLong: `Le poste ne peut pas dépasser ${APPLICATION_LIMITS.position} caractères.`,
  cvRequired: 'Veuillez choisir un CV.',
  cvNotFound: 'Ce CV n’existe pas ou plus.',
  letterNotFound: 'Cette lettre n’existe pas ou plus.',
  attachmentNotFound: 'Un des documents choisis n’existe pas ou plus.',
  duplicateAttachment: 'Un document ne peut figurer qu’une fois dans le dossier.',
  tooManyAttachments: `Un dossier peut contenir au plus ${ATTACHMENT_LIMITS.maxFiles} documents.`,
  invalidTarget: 'Taille visée invalide.',
  applicationLimitReached: `Vous avez atteint la limite de ${APPLICATION_LIMITS.maxApplications} candidatures. Supprimez-en une pour en créer une nouvelle.`,
  applicationQuotaExceeded: `Vos candidatures enregistrées occupent déjà ${APPLICATION_LIMITS.quotaBytes / (1024 * 1024)}\u00a0Mo. Supprimez-en d’anciennes pour en créer une nouvelle.`,
  dossierTooBig: 'Le dossier dépasse 60 pages. Retirez des documents, puis réessayez.',
} as const;

export const dossierOptionsSchema = z.object({
  cover_page: z.boolean().default(false),
  page_numbers: z.boolean().default(true),
  target_mb: z
    .number({ error: applicationMessages.invalidTarget })
    .refine((n) => (TARGET_SIZES_MB as readonly number[]).includes(n), applicationMessages.invalidTarget)
    .default(3),
});
export type DossierOptions = z.output<typeof dossierOptionsSchema>;

/** The body of POST /applications/create/ and /applications/estimate/. */
export const applicationInputSchema = z.object({
  company: z
    .string({ error: applicationMessages.companyRequired })
    .trim()
    .min(1, applicationMessages.companyRequired)
    .max(APPLICATION_LIMITS.company, applicationMessages.companyTooLong),
  position: z.string().trim().max(APPLICATION_LIMITS.position, applicationMessages.positionTooLong).default(''),
  cv_id: z.string({ error: applicationMessages.cvRequired }).min(1, applicationMessages.cvRequired),
  letter_id: z.string().nullable().default(null),
  attachment_ids: z
    .array(z.string())
    .max(ATTACHMENT_LIMITS.maxFiles, applicationMessages.tooManyAttachments)
    .refine((ids) => new Set(ids).size === ids.length, applicationMessages.duplicateAttachment)
    .default([]),
  options: dossierOptionsSchema.default({ cover_page: false, page_numbers: true, target_mb: 3 }),
});
export type ApplicationInput = z.output<typeof applicationInputSchema>;

/** One part of a sent file as the list shows it (the names as they were when it was made). */
export interface ApplicationPart {
  type: 'letter' | 'cv' | 'attachment';
  title: string;
  pages: number;
}

export interface Application {
  id: string;
  company: string;
  position: string;
  cv_id: string | null;
  letter_id: string | null;
  attachment_ids: string[];
  options: DossierOptions;
  parts: ApplicationPart[];
  page_count: number;
  byte_size: number;
  file_name: string;
  created_at: string;
  download_url: string;
}

export interface DossierEstimate {
  page_count: number;
  /** Estimated bytes of the merged file after shrinking to the target. */
  estimated_bytes: number;
  target_bytes: number;
  /** True when even the smallest images leave the file over the target. */
  over_target: boolean;
}
