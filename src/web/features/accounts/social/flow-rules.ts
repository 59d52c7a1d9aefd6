import type { AccountUser } from '../../../../domain/accounts/user';
import { socialMessages } from '../../../../domain/social/messages';
import { MOBILE_MAX_WIDTH, oauthMessageType, socialFlowTimings, type SocialProvider } from '../../../../domain/social/providers';
import { httpMessages } from '../../../../domain/messages';
import { ApiRequestError, serverMessage } from '../../../lib/api-errors';
import { readTokenPair, type TokenPair } from '../../../lib/tokens';

/**
 * The rules of the social sign-in flows that need no browser: which flow a device gets, where
 * the popup opens, which messages the opener accepts, what a callback must carry.
 */

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Spec section 9: 768 px or less, or a mobile user agent, is a phone: full-page redirect. */
export function isPhone(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth <= MOBILE_MAX_WIDTH || MOBILE_AGENT.test(userAgent);
}

/** The 500 x 600 popup, centred over the current window. */
export function popupFeatures(host: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const { popupWidth: width, popupHeight: height } = socialFlowTimings;
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

export type SignInPayload = { tokens: TokenPair; user?: AccountUser };

export type OAuthMessage = { kind: 'success'; payload: SignInPayload } | { kind: 'error'; error: string };

/**
 * A message from the callback page in the popup: only from our own origin (and, when the
 * browser says who sent it, from the popup itself), of the provider's two types.
 */
export function readOAuthMessage(
  event: { origin: string; data: unknown; source?: unknown },
  expected: { origin: string; provider: SocialProvider; source?: unknown },
): OAuthMessage | undefined {
  if (event.origin !== expected.origin) return undefined;
  if (expected.source && event.source && event.source !== expected.source) return undefined;
  if (!event.data || typeof event.data !== 'object') return undefined;
  const data = event.data as { type?: unknown; tokens?: unknown; user?: unknown; error?: unknown };
  if (data.type === oauthMessageType(expected.provider, 'SUCCESS')) {
    const tokens = readTokenPair(data);
    if (!tokens) return { kind: 'error', error: tokensMissingMessage(expected.provider) };
    return { kind: 'success', payload: { tokens, user: data.user && typeof data.user === 'object' ? (data.user as AccountUser) : undefined } };
  }
  if (data.type === oauthMessageType(expected.provider, 'ERROR')) {
    return { kind: 'error', error: typeof data.error === 'string' && data.error ? data.error : failedMessage(expected.provider) };
  }
  return undefined;
}

export function failedMessage(provider: SocialProvider): string {
  return provider === 'apple' ? socialMessages.appleFailed : socialMessages.oauthFailed;
}

export function tokensMissingMessage(provider: SocialProvider): string {
  return provider === 'apple' ? socialMessages.appleTokensMissing : socialMessages.oauthTokensMissing;
}

/** Spec section 5: what the callback URL must carry before the API is called. */
export type CallbackParams = { code?: string; state?: string; iss?: string; id_token?: string; user?: string; error?: string };

export function readCallbackParams(provider: SocialProvider, search: string, hash: string): CallbackParams {
  // Google and LinkedIn answer in the query; Apple's form post reaches the page in the fragment.
  const source = new URLSearchParams(provider === 'apple' && hash.length > 1 ? hash.slice(1) : search);
  const out: CallbackParams = {};
  for (const key of ['code', 'state', 'iss', 'id_token', 'user', 'error'] as const) {
    const value = source.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/** The message for a callback that cannot be exchanged, or undefined when it can. */
export function callbackProblem(provider: SocialProvider, params: CallbackParams): string | undefined {
  if (params.error) {
    const cancelled = params.error === 'access_denied' || params.error === 'user_cancelled_authorize';
    return cancelled ? socialMessages.providerDenied(provider) : socialMessages.providerFailed(provider);
  }
  if (provider === 'apple') return params.code || params.id_token ? undefined : socialMessages.missingAppleData;
  return params.code ? undefined : socialMessages.missingCode;
}

/** A same-site path (never `//host` nor `/\host`, which browsers read as another site). */
export function isInternalPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * The message for a failed call or step: the server's own French detail (it never puts
 * internals there, whatever the status: a provider that does not answer is a 502 with its own
 * sentence), the connection message without an answer, else the provider's failure text.
 */
export function describeSocialError(error: unknown, provider: SocialProvider): string {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'network') return httpMessages.connectionProblem;
    if (error.status === 429) return serverMessage(error.data) ?? httpMessages.tooManyRequests;
    if (error.status !== undefined && error.status >= 500 && error.status !== 502) return httpMessages.serverError;
    return serverMessage(error.data) ?? failedMessage(provider);
  }
  if (error instanceof Error && error.name === 'SocialSignInError' && error.message) return error.message;
  return failedMessage(provider);
}
