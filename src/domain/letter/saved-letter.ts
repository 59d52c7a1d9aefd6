import { z } from 'zod';
import type { CvLanguage } from '../cv/cv-language.js';
import type { LetterDocument } from './letter-schema.js';

/** The shapes of the letter calls, shared by the server (response schemas) and the web app. */

export interface LetterListItem {
  id: string;
  title: string;
  template_id: number;
  letter_language: CvLanguage;
  cv_id: string | null;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
  /** « Lettre_Prénom_Nom_Entreprise.pdf »: the name its download is saved under. */
  file_name: string;
}

/** A saved letter as get, create, update, rename and duplicate answer it. */
export type SavedLetter = Omit<LetterDocument, 'template_id' | 'letter_language' | 'title'> &
  LetterListItem & {
    /** Where the owner fetches the handwritten signature (bearer token), or null. */
    signature_url: string | null;
    version: number;
  };

const stringRecord = z.object({}).catchall(z.string());

/** Response schemas (serialisation and documentation of the routes). */
export const letterListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  template_id: z.number(),
  letter_language: z.string(),
  cv_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  file_name: z.string(),
});

export const savedLetterSchema = letterListItemSchema.extend({
  accent_colors: z.object({ primary: z.string(), secondary: z.string() }),
  sender: stringRecord,
  recipient: stringRecord,
  fit_one_page: z.boolean(),
  place: z.string(),
  date: z.string(),
  subject: z.string(),
  salutation: z.string(),
  body: z.string(),
  closing: z.string(),
  signature_name: z.string(),
  annexes: z.array(z.string()),
  signature_url: z.string().nullable(),
  version: z.number(),
});

/**
 * POST /letters/preview/: the letter in the PDF's pages; `fit` is the spacing factor used (1 when
 * not tightened), `address_fits` whether the recipient's address stays inside the envelope's window.
 */
export const letterPreviewSchema = z.object({ data: z.string(), pages: z.number(), fit: z.number(), address_fits: z.boolean() });
