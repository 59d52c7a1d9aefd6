import * as oidc from 'openid-client';
import { errors as joseErrors } from 'jose';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import type { SocialProvider } from '../../domain/social/providers.js';
import { ApiError, detailError } from '../http/errors.js';

/** The provider could not be reached or answered with a server error: 502, try again later. */
export function providerUnavailable(provider: SocialProvider, cause?: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  const err = detailError(502, socialMessages.providerUnavailable(provider), socialErrorCodes.providerUnavailable);
  if (cause !== undefined) err.cause = cause;
  return err;
}

export const invalidResult = (cause?: unknown): ApiError => {
  const err = detailError(400, socialMessages.invalidResult, socialErrorCodes.invalidResult);
  if (cause !== undefined) err.cause = cause;
  return err;
};

const UNREACHABLE_CODES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

function isNetworkFailure(err: unknown): boolean {
  if (err instanceof TypeError) return true;
  if (err instanceof DOMException) return err.name === 'TimeoutError' || err.name === 'AbortError';
  if (err instanceof joseErrors.JWKSTimeout) return true;
  return err instanceof oidc.ClientError && UNREACHABLE_CODES.has(err.code ?? '');
}

/**
 * The answer for a failure while talking to a provider (openid-client, jose): unreachable or
 * failing providers give 502; a refused code gives the spec's « Échec de l'authentification
 * {provider} »; anything that does not check out (nonce, audience, signature, expiry...) gives
 * « Résultat d'authentification invalide reçu ».
 */
export function providerFailure(provider: SocialProvider, err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isNetworkFailure(err)) return providerUnavailable(provider, err);
  if (err instanceof oidc.ResponseBodyError) {
    if (err.status >= 500) return providerUnavailable(provider, err);
    const refused = detailError(400, socialMessages.providerFailed(provider), socialErrorCodes.codeRejected);
    refused.cause = err;
    return refused;
  }
  if (err instanceof oidc.AuthorizationResponseError) return deniedByProvider(provider, err.error);
  return invalidResult(err);
}

/** The provider sent the visitor back with an error instead of a code (cancelled, refused...). */
export function deniedByProvider(provider: SocialProvider, error: string): ApiError {
  // Apple names a cancellation its own way.
  const cancelled = error === 'access_denied' || error === 'user_cancelled_authorize';
  return detailError(400, cancelled ? socialMessages.providerDenied(provider) : socialMessages.providerFailed(provider), socialErrorCodes.providerDenied);
}

/** What goes to the log about a provider failure: codes and messages, never tokens or secrets. */
export function describeFailure(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: String(err) };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const base = cause && err instanceof ApiError ? cause : err;
  const out: Record<string, unknown> = { name: base.name, message: base.message };
  if ('code' in base) out.code = base.code;
  if (base instanceof oidc.ResponseBodyError) {
    out.status = base.status;
    out.error = base.error;
    out.error_description = base.error_description;
  }
  return out;
}
