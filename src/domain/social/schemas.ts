import { z } from 'zod';
import type { AuthResult } from '../accounts/user.js';
import type { SocialFlowMode } from './providers.js';

/**
 * Request and answer shapes of the social calls (spec sections 3 and 7). Each parameter is
 * optional at this level so that a missing one gets its own French answer, not a field error.
 */
const optionalParam = z
  .string()
  .max(4096)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/** `?mode=popup|redirect` of the login calls (redirect when absent or unknown). */
export const socialLoginQuerySchema = z.object({
  mode: z
    .string()
    .optional()
    .transform((v): SocialFlowMode => (v === 'popup' ? 'popup' : 'redirect')),
});

/** What the provider put on the callback URL; the web passes its query string on as it is. */
export const codeCallbackQuerySchema = z.object({
  code: optionalParam,
  state: optionalParam,
  iss: optionalParam,
  error: optionalParam,
  error_description: optionalParam,
});

/** Apple's answer, as its script gives it (or as the form it posts to the callback page holds). */
export const appleCallbackBodySchema = z.object({
  code: optionalParam,
  id_token: optionalParam,
  state: optionalParam,
  /** The user's name as JSON: Apple sends it only the first time the user signs in. */
  user: optionalParam,
  error: optionalParam,
});

export type CodeCallbackQuery = z.input<typeof codeCallbackQuerySchema>;
export type AppleCallbackBody = z.input<typeof appleCallbackBodySchema>;

/** GET /accounts/{google|linkedin}/login/ */
export interface SocialAuthUrl {
  auth_url: string;
}

/** GET /accounts/apple/login/: what Apple's script is initialised with. */
export interface AppleSignInConfig {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
}

/** The callbacks: a sign-in answer, and whether the account was created by it. */
export interface SocialAuthResult extends AuthResult {
  created: boolean;
  mode: SocialFlowMode;
}
