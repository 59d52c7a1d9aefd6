import { z } from 'zod';

/**
 * The attachments of an application file (« Mes documents »): certificates, diplomas and the
 * rest, with the limits every upload is held to. Shared by the server (checks, answers) and the
 * web app (labels, the quota shown, the checks made before sending a file).
 */

export const ATTACHMENT_KINDS = ['certificat_travail', 'certificat_intermediaire', 'diplome', 'attestation', 'autre'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const attachmentKindLabels: Record<AttachmentKind, string> = {
  certificat_travail: 'Certificat de travail',
  certificat_intermediaire: 'Certificat intermédiaire',
  diplome: 'Diplôme',
  attestation: 'Attestation',
  autre: 'Autre',
};

/** Limits (docs/decisions/2026-11-23-application-files.md gives the reasons). */
export const ATTACHMENT_LIMITS = {
  /** One uploaded file, as sent. */
  maxUploadBytes: 20 * 1024 * 1024,
  maxFiles: 50,
  /** The sum of the stored (re-written, shrunk) files of one user. */
  quotaBytes: 100 * 1024 * 1024,
  maxPages: 30,
  /**
   * What one page may hold once decompressed (its content streams, forms, fonts and other
   * streams, images aside): a page of text is kilobytes, a dense vector drawing a few megabytes.
   */
  pageContentBytes: 32 * 1024 * 1024,
  /** The same for the whole file, each shared stream counted once. */
  documentContentBytes: 128 * 1024 * 1024,
  name: 100,
} as const;

export const attachmentMessages = {
  fileMissing: 'Veuillez choisir un fichier (PDF, JPEG ou PNG).',
  tooLarge: 'Ce fichier dépasse 20 Mo. Réduisez-le (un scan en 150-300 dpi suffit) puis réessayez.',
  unsupported: 'Format non pris en charge. Envoyez un PDF, une image JPEG ou PNG.',
  heicUnsupported:
    'Les photos HEIC (iPhone) ne sont pas encore prises en charge. Exportez la photo en JPEG (ou réglez l’appareil photo sur «\u00a0Le plus compatible\u00a0») puis réessayez.',
  notReallyPdf: 'Ce fichier porte l’extension .pdf mais n’est pas un PDF.',
  corruptPdf: 'Ce PDF est endommagé ou illisible. Enregistrez-le à nouveau depuis votre logiciel, puis réessayez.',
  encryptedPdf: 'Ce PDF ne s’ouvre qu’avec un mot de passe. Enregistrez-en une copie sans mot de passe d’ouverture, puis réessayez.',
  encryptionUnsupported:
    'Ce PDF est chiffré pour des destinataires précis (certificat numérique)\u00a0: nous ne pouvons pas le lire. Enregistrez-en une copie non chiffrée, puis réessayez.',
  contentBomb: `Une page de ce PDF contient bien plus de données qu’une page de document (plus de ${ATTACHMENT_LIMITS.pageContentBytes / (1024 * 1024)}\u00a0Mo une fois décompressée). Enregistrez-le à nouveau ou imprimez-le en PDF, puis réessayez.`,
  tooManyPages: `Ce PDF compte plus de ${ATTACHMENT_LIMITS.maxPages} pages. Envoyez seulement les pages utiles.`,
  imageTooBig: 'Cette image est trop grande pour être traitée (plus de 100 mégapixels).',
  corruptImage: 'Cette image est endommagée ou illisible.',
  fileLimitReached: `Vous avez atteint la limite de ${ATTACHMENT_LIMITS.maxFiles} documents. Supprimez un document pour en ajouter un autre.`,
  quotaExceeded: 'Votre espace de 100 Mo est plein. Supprimez des documents pour en ajouter.',
  nameRequired: 'Veuillez saisir un nom pour ce document.',
  nameTooLong: `Le nom ne peut pas dépasser ${ATTACHMENT_LIMITS.name} caractères.`,
  invalidKind: 'Type de document invalide.',
  invalidDate: 'Date invalide (AAAA-MM-JJ).',
  unreadable: 'Ce fichier n’a pas pu être lu. Enregistrez-le à nouveau (PDF, JPEG ou PNG), puis réessayez.',
} as const;

/** A calendar date (the certificate's date), or null when the user has not given one. */
const isoDate = z
  .string()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), attachmentMessages.invalidDate);

/** PATCH /documents/{id}/: any of name, kind and date. */
export const attachmentEditSchema = z.object({
  name: z
    .string({ error: attachmentMessages.nameRequired })
    .trim()
    .min(1, attachmentMessages.nameRequired)
    .max(ATTACHMENT_LIMITS.name, attachmentMessages.nameTooLong)
    .optional(),
  kind: z.enum(ATTACHMENT_KINDS, { error: attachmentMessages.invalidKind }).optional(),
  document_date: isoDate.nullable().optional(),
});

/** An attachment as the list and the upload answer it. */
export interface Attachment {
  id: string;
  name: string;
  kind: AttachmentKind;
  /** YYYY-MM-DD or null. */
  document_date: string | null;
  page_count: number;
  /** Bytes stored (after re-writing), counted against the quota. */
  byte_size: number;
  /** 'application/pdf' or 'image/jpeg'. */
  content_type: string;
  created_at: string;
  thumbnail_url: string;
  /** The stored, cleaned copy: what recruiters receive. */
  file_url: string;
}

export interface AttachmentList {
  documents: Attachment[];
  used_bytes: number;
  quota_bytes: number;
  max_files: number;
}

/** A kind guessed from a file name, so that most uploads need no correction. */
export function guessAttachmentKind(fileName: string): AttachmentKind {
  const n = fileName.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (/interm|zwischenzeugnis/.test(n)) return 'certificat_intermediaire';
  if (/certificat|arbeitszeugnis|zeugnis|certificato/.test(n)) return 'certificat_travail';
  if (/diplom|cfc|bachelor|master|licence|maturit|brevet/.test(n)) return 'diplome';
  if (/attestation|bestatigung|attestato/.test(n)) return 'attestation';
  return 'autre';
}

/** A file name without its extension, cut to the name limit: the default name of an upload. */
export function attachmentNameFromFile(fileName: string): string {
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return Array.from(base || 'Document')
    .slice(0, ATTACHMENT_LIMITS.name)
    .join('');
}

/** « 1,4 Mo », « 820 Ko »: sizes as French users read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')}\u00a0Mo`;
  return `${bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`;
}
