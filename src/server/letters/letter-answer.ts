import { isCvLanguage } from '../../domain/cv/cv-language.js';
import type { LetterListItem, SavedLetter } from '../../domain/letter/saved-letter.js';
import type { LetterRow } from '../db/schema/letters.js';

export const letterSignatureUrl = (letterId: string) => `/api/letters/${letterId}/signature/`;

export function toLetterListItem(row: Pick<LetterRow, 'id' | 'title' | 'templateId' | 'language' | 'cvId' | 'createdAt' | 'updatedAt'>): LetterListItem {
  return {
    id: row.id,
    title: row.title,
    template_id: row.templateId,
    letter_language: isCvLanguage(row.language) ? row.language : 'fr',
    cv_id: row.cvId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSavedLetter(row: LetterRow & { hasSignature: boolean }): SavedLetter {
  return {
    ...row.document,
    ...toLetterListItem(row),
    letter_language: row.document.letter_language,
    signature_url: row.hasSignature ? letterSignatureUrl(row.id) : null,
    version: row.version,
  };
}
