import { z } from 'zod';
import { answers, detailAnswerSchema, looseObject } from '../http/response-schemas.js';

/** The answers of the accounts calls (shapes in src/domain/accounts/user.ts); loose: see http/response-schemas.ts. */

export const accountUserSchema = looseObject({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  country: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  is_email_verified: z.boolean(),
  date_joined: z.string(),
  has_password: z.boolean(),
  pending_email: z.string().nullable(),
});

export const authTokensSchema = looseObject({ access: z.string(), refresh: z.string() });

/** Login, registration, verify-email and social sign-in. */
export const authResultSchema = looseObject({ tokens: authTokensSchema, user: accountUserSchema });

/** Token refresh: the pair, also flat (the client of spec section 7 reads `access`/`refresh`). */
export const refreshAnswerSchema = looseObject({ tokens: authTokensSchema, access: z.string(), refresh: z.string() });

export const registeredSchema = authResultSchema.extend({ detail: z.string(), email_verification_required: z.literal(true) });

export const passwordChangedSchema = looseObject({ detail: z.string(), access: z.string().optional() });

/** Answers `{detail}` on success. */
export const detailAnswers = answers({ 200: detailAnswerSchema });
