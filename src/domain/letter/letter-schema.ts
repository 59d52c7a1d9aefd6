import { z } from 'zod';
import { isHexColor } from '../cv/colour-math.js';
import { defaultAccentColors, normaliseAccentColor, secondaryColorFor } from '../cv/colours.js';
import { CV_LANGUAGES, DEFAULT_CV_LANGUAGE } from '../cv/cv-language.js';
import { isTemplateId, resolveTemplateId } from '../cv/template-catalogue.js';
import { HOME_COUNTRY, isCountryCode } from './countries.js';

/**
 * The cover letter document: what the editor edits, the server stores (jsonb) and the letter
 * templates render. Like the CV it is lenient on missing fields (they become '') and strict on
 * types and lengths, with French messages.
 */
export const LETTER_LIMITS = {
  title: 100,
  short: 200,
  subject: 300,
  salutation: 200,
  closing: 400,
  body: 20_000,
  annexes: 15,
  color: 32,
} as const;

export const DEFAULT_LETTER_TITLE = 'Lettre de motivation';

const tooLong = (max: number) => `Ce texte ne peut pas dépasser ${max} caractères.`;

const text = (max: number) =>
  z
    .string({ error: 'Ce champ doit être un texte.' })
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v ?? '');

/** 'YYYY-MM-DD', or '' for « the day it is printed ». */
const letterDate = z
  .string({ error: 'Date invalide.' })
  .nullish()
  .transform((v) => (v ?? '').trim())
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    'Date invalide (format attendu\u00a0: AAAA-MM-JJ).',
  );

const templateIdInput = z
  .union([z.number(), z.string().max(10)])
  .nullish()
  .refine((v) => v == null || v === '' || isTemplateId(typeof v === 'string' ? Number(v) : v), 'Template invalide');

export const letterSenderSchema = z
  .object({
    firstName: text(LETTER_LIMITS.short),
    lastName: text(LETTER_LIMITS.short),
    street: text(LETTER_LIMITS.short),
    postalCode: text(LETTER_LIMITS.short),
    city: text(LETTER_LIMITS.short),
    phone: text(LETTER_LIMITS.short),
    email: text(LETTER_LIMITS.short),
  })
  .nullish()
  .transform((v) => v ?? { firstName: '', lastName: '', street: '', postalCode: '', city: '', phone: '', email: '' });

/** An ISO country code; '' or missing is Switzerland (no country line). */
const country = z
  .string({ error: 'Pays invalide.' })
  .nullish()
  .transform((v) => (v ?? '').trim().toUpperCase() || HOME_COUNTRY)
  .refine(isCountryCode, 'Pays invalide.');

/** Up to six printed lines (letter-address.ts): company, department, contact, street or PO box, NPA and place, country. */
export const letterRecipientSchema = z
  .object({
    company: text(LETTER_LIMITS.short),
    department: text(LETTER_LIMITS.short),
    person: text(LETTER_LIMITS.short),
    street: text(LETTER_LIMITS.short),
    poBox: text(LETTER_LIMITS.short),
    postalCode: text(LETTER_LIMITS.short),
    city: text(LETTER_LIMITS.short),
    country,
  })
  .nullish()
  .transform((v) => v ?? { company: '', department: '', person: '', street: '', poBox: '', postalCode: '', city: '', country: HOME_COUNTRY });

const annexes = z
  .array(text(LETTER_LIMITS.short), { error: 'Liste invalide.' })
  .max(LETTER_LIMITS.annexes, `Cette liste ne peut pas dépasser ${LETTER_LIMITS.annexes} éléments.`)
  .nullish()
  .transform((v) => v ?? []);

export const letterDocumentSchema = z
  .object({
    title: z.string().max(LETTER_LIMITS.title, `Le nom de la lettre ne peut pas dépasser ${LETTER_LIMITS.title} caractères`).nullish(),
    template_id: templateIdInput,
    letter_language: z.enum(CV_LANGUAGES, { error: 'Langue invalide (fr, de, it ou en).' }).nullish(),
    accent_colors: z.object({ primary: text(LETTER_LIMITS.color), secondary: text(LETTER_LIMITS.color) }).nullish(),
    sender: letterSenderSchema,
    recipient: letterRecipientSchema,
    place: text(LETTER_LIMITS.short),
    date: letterDate,
    subject: text(LETTER_LIMITS.subject),
    /** '' prints the language's default (letter-conventions.ts). */
    salutation: text(LETTER_LIMITS.salutation),
    body: text(LETTER_LIMITS.body),
    closing: text(LETTER_LIMITS.closing),
    signature_name: text(LETTER_LIMITS.short),
    annexes,
    /** « Ajuster sur une page »: spacing and size tightened, within readable limits, when the letter runs over a little. */
    fit_one_page: z.boolean({ error: 'Valeur invalide.' }).nullish(),
  })
  .transform((input) => {
    const given = input.template_id;
    const template_id = resolveTemplateId(typeof given === 'string' && given !== '' ? Number(given) : given);
    // No colour given (a blank letter): the template's own default, as a new CV gets.
    const primary = input.accent_colors?.primary ? normaliseAccentColor(input.accent_colors.primary) : defaultAccentColors(template_id).primary;
    const secondaryGiven = input.accent_colors?.secondary;
    return {
      title: input.title?.trim() ? input.title.trim() : DEFAULT_LETTER_TITLE,
      template_id,
      letter_language: input.letter_language ?? DEFAULT_CV_LANGUAGE,
      accent_colors: { primary, secondary: isHexColor(secondaryGiven) ? secondaryGiven : secondaryColorFor(template_id, primary) },
      sender: input.sender,
      recipient: input.recipient,
      place: input.place,
      date: input.date,
      subject: input.subject,
      salutation: input.salutation,
      body: input.body,
      closing: input.closing,
      signature_name: input.signature_name,
      annexes: input.annexes.map((a) => a.trim()).filter((a) => a !== ''),
      fit_one_page: input.fit_one_page ?? false,
    };
  });

export type LetterDocumentInput = z.input<typeof letterDocumentSchema>;
export type LetterDocument = z.output<typeof letterDocumentSchema>;
