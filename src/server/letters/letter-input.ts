import { letterDocumentSchema, type LetterDocument } from '../../domain/letter/letter-schema.js';
import { looksLikeHtml, sanitizeRichText } from '../../templates/rich-text.js';
import { ApiError, zodIssuesToFieldErrors, type FieldErrors } from '../http/errors.js';
import { letterMessages } from './messages.js';

/** `{detail: 'Données de lettre invalides', <field>: [...]}`, as the CV calls answer (cv-input.ts). */
export function invalidLetter(errors: FieldErrors): ApiError {
  const aboutTemplate = Object.keys(errors).includes('template_id');
  return new ApiError(400, { detail: aboutTemplate ? letterMessages.invalidTemplate : letterMessages.invalidLetter, ...errors });
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A letter body as the client sends it, parsed with the domain schema, its body through the
 * CV's rich-text allowlist (plain text is kept as typed). Throws the 400 answer.
 */
export function parseLetterBody(body: unknown): LetterDocument {
  if (!isObject(body)) throw invalidLetter({ non_field_errors: [letterMessages.invalidLetter] });
  const parsed = letterDocumentSchema.safeParse(body);
  if (!parsed.success) throw invalidLetter(zodIssuesToFieldErrors(parsed.error.issues));
  const letter = parsed.data;
  return { ...letter, body: looksLikeHtml(letter.body) ? sanitizeRichText(letter.body) : letter.body };
}
