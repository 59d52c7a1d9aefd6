import { z } from 'zod';
import { accountMessages as m } from './messages.js';

/**
 * Request schemas of the accounts calls (spec section 7). The server validates every payload
 * with them; the web forms reuse them (`.pick()`, `.extend()`) so that both say the same thing.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const fieldLimits = {
  name: 100,
  phone: 30,
  country: 100,
  address: 200,
  postalCode: 20,
  city: 100,
  contactName: 150,
  contactSubject: 200,
  contactMessage: 5000,
} as const;

/** Digits, spaces, plus, parentheses and hyphen (spec section 5). */
export const PHONE_PATTERN = /^[0-9\s+()-]*$/;

/** A required e-mail, trimmed and lower-cased (accounts are unique per lower-cased address). */
export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid, abort: true })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((v) => v.toLowerCase());

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, m.fieldTooLong(max));

const optionalText = (max: number) => z.string({ error: m.fieldRequired }).trim().max(max, m.fieldTooLong(max));

/** A password typed to sign in or to prove identity: never trimmed, only bounded. */
export const passwordInputSchema = (requiredMessage: string = m.passwordRequired) =>
  z.string({ error: requiredMessage }).min(1, { error: requiredMessage, abort: true }).max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

/** A new password: length rules here; the common-password rules are the server's. */
export const newPasswordSchema = (messages: { required: string; tooShort: string } = { required: m.passwordRequired, tooShort: m.passwordTooShort }) =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: messages.tooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

/** Login accepts `username` as an alias of `email` (clients written for username-based APIs). */
export const loginRequestSchema = z.preprocess(
  (input) => {
    if (input && typeof input === 'object' && !Array.isArray(input)) {
      const body = input as Record<string, unknown>;
      if ((body.email === undefined || body.email === '') && typeof body.username === 'string') {
        return { ...body, email: body.username };
      }
    }
    return input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  },
  z.object({
    email: emailSchema,
    password: passwordInputSchema(),
    remember: z.boolean({ error: m.fieldInvalid }).optional().default(false),
  }),
);
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema(),
  first_name: requiredText(m.firstNameRequired, fieldLimits.name),
  last_name: requiredText(m.lastNameRequired, fieldLimits.name),
  accept_terms: z.literal(true, { error: m.acceptTerms }),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });

export const refreshRequestSchema = z.object({
  refresh: z.string({ error: m.fieldRequired }).min(1, m.fieldRequired).max(512, m.tokenNotValid),
});

export const tokenVerifyRequestSchema = z.object({
  token: z.string({ error: m.fieldRequired }).min(1, m.fieldRequired).max(4096, m.tokenNotValid),
});

export const verifyEmailRequestSchema = z.object({
  key: z.string({ error: m.verifyMissingKey }).trim().min(1, m.verifyMissingKey).max(512, m.verifyInvalidKey),
});

export const resetLinkSchema = z.object({
  uid: z.string({ error: m.resetUidInvalid }).trim().min(1, m.resetUidInvalid).max(100, m.resetUidInvalid),
  token: z.string({ error: m.resetTokenInvalid }).trim().min(10, m.resetTokenInvalid).max(512, m.resetTokenInvalid),
});

const passwordsMatch = (v: { new_password1: string; new_password2: string }) => v.new_password1 === v.new_password2;

/** The two fields of the new-password form (reset page). */
export const resetPasswordFieldsSchema = z.object({
  new_password1: newPasswordSchema(),
  new_password2: z.string({ error: m.confirmationRequired }).min(1, m.confirmationRequired),
});

export const resetPasswordFormSchema = resetPasswordFieldsSchema.refine(passwordsMatch, {
  path: ['new_password2'],
  error: m.passwordsDoNotMatch,
});

export const resetConfirmRequestSchema = resetLinkSchema
  .extend(resetPasswordFieldsSchema.shape)
  .refine(passwordsMatch, { path: ['new_password2'], error: m.passwordsDoNotMatch });

/** `old_password` is optional here: an account created through a social provider has none yet. */
export const passwordChangeRequestSchema = z
  .object({
    old_password: z.string({ error: m.currentPasswordRequired }).max(PASSWORD_MAX_LENGTH, m.passwordTooLong).optional(),
    new_password1: newPasswordSchema({ required: m.newPasswordRequired, tooShort: m.newPasswordTooShort }),
    new_password2: z.string({ error: m.confirmationRequired }).min(1, m.confirmationRequired),
  })
  .refine(passwordsMatch, { path: ['new_password2'], error: m.confirmationMismatch })
  .refine((v) => !v.old_password || v.old_password !== v.new_password1, { path: ['new_password1'], error: m.newPasswordMustDiffer });

/** Each profile field on its own, for the web form that uses French field names. */
export const profileFieldSchemas = {
  first_name: requiredText(m.firstNameRequired, fieldLimits.name),
  last_name: requiredText(m.lastNameRequired, fieldLimits.name),
  email: emailSchema,
  phone_number: optionalText(fieldLimits.phone).regex(PHONE_PATTERN, m.phoneInvalid),
  country: optionalText(fieldLimits.country),
  address: optionalText(fieldLimits.address),
  postal_code: optionalText(fieldLimits.postalCode),
  city: optionalText(fieldLimits.city),
};

/** The client sends only non-empty values (spec section 3): every field is optional. */
export const profileUpdateRequestSchema = z.object({
  first_name: profileFieldSchemas.first_name.optional(),
  last_name: profileFieldSchemas.last_name.optional(),
  email: profileFieldSchemas.email.optional(),
  phone_number: profileFieldSchemas.phone_number.optional(),
  country: profileFieldSchemas.country.optional(),
  address: profileFieldSchemas.address.optional(),
  postal_code: profileFieldSchemas.postal_code.optional(),
  city: profileFieldSchemas.city.optional(),
});
export type ProfileUpdateRequest = z.output<typeof profileUpdateRequestSchema>;

export const contactRequestSchema = z.object({
  email: emailSchema,
  name: requiredText(m.fieldRequired, fieldLimits.contactName),
  // A subject is one header line: line breaks become spaces.
  subject: requiredText(m.fieldRequired, fieldLimits.contactSubject).transform((v) => v.replace(/\s+/g, ' ')),
  message: requiredText(m.fieldRequired, fieldLimits.contactMessage),
});
export type ContactRequest = z.output<typeof contactRequestSchema>;
