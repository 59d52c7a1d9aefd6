import type { LetterDocumentInput } from '../../../domain/letter/letter-schema';
import { local } from '../../lib/storage-keys';

/** The anonymous visitor's letter, kept on this device until it is saved to an account. */
export const LETTER_DRAFT_KEY = 'tempLetterData';

export function readLetterDraft(): LetterDocumentInput | undefined {
  const raw = local.get(LETTER_DRAFT_KEY);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeLetterDraft(letter: LetterDocumentInput): boolean {
  return local.set(LETTER_DRAFT_KEY, JSON.stringify(letter));
}

export function clearLetterDraft(): void {
  local.remove(LETTER_DRAFT_KEY);
}
