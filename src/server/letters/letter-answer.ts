import { isCvLanguage } from '../../domain/cv/cv-language.js';
import { letterFileName } from '../../domain/letter/letter-address.js';
import { letterDocumentSchema, type LetterDocument } from '../../domain/letter/letter-schema.js';
import type { LetterListItem, SavedLetter } from '../../domain/letter/saved-letter.js';
import type { LetterRow } from '../db/schema/letters.js';

export const letterSignatureUrl = (letterId: string) => `/api/letters/${letterId}/signature/`;

/** The parts of the document the list needs besides the columns: what the file name is made of. */
export interface FileNameParts {
  senderFirstName: string;
  senderLastName: string;
  company: string;
}

export function toLetterListItem(
  row: Pick<LetterRow, 'id' | 'title' | 'templateId' | 'language' | 'cvId' | 'createdAt' | 'updatedAt'> & FileNameParts,
): LetterListItem {
  return {
    id: row.id,
    title: row.title,
    template_id: row.templateId,
    letter_language: isCvLanguage(row.language) ? row.language : 'fr',
    cv_id: row.cvId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    file_name: letterFileName(row.senderFirstName, row.senderLastName, row.company),
  };
}

/**
 * A stored document with the fields added since it was written (the recipient's department,
 * PO box and country, « Ajuster sur une page ») at their defaults: read through the same schema.
 */
export function storedLetterDocument(document: LetterDocument): LetterDocument {
  const parsed = letterDocumentSchema.safeParse(document);
  return parsed.success ? parsed.data : document;
}

export function toSavedLetter(stored: LetterRow & { hasSignature: boolean }): SavedLetter {
  const row = { ...stored, document: storedLetterDocument(stored.document) };
  return {
    ...row.document,
    ...toLetterListItem({
      ...row,
      senderFirstName: row.document.sender.firstName,
      senderLastName: row.document.sender.lastName,
      company: row.document.recipient.company,
    }),
    letter_language: row.document.letter_language,
    signature_url: row.hasSignature ? letterSignatureUrl(row.id) : null,
    version: row.version,
  };
}
