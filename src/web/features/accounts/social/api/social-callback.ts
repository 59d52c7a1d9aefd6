import type { CodeFlowProvider } from '../../../../../domain/social/providers';
import type { SocialAuthResult } from '../../../../../domain/social/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { api } from '../../../../paths';

export type SocialCallbackAnswer = Partial<SocialAuthResult> & Record<string, unknown>;

/** GET /accounts/{google|linkedin}/login/callback/?code&state: tokens, user, created. */
export function exchangeCode(provider: CodeFlowProvider, params: { code?: string; state?: string; iss?: string }): Promise<SocialCallbackAnswer> {
  return apiRequest(api.accounts.socialCallback(provider), { query: params, anonymous: true });
}

/** POST /accounts/apple/login/callback/ with Apple's code, id_token, state and (first time) user. */
export function exchangeApple(payload: { code?: string; id_token?: string; state?: string; user?: string }): Promise<SocialCallbackAnswer> {
  return apiRequest(api.accounts.socialCallback('apple'), { method: 'POST', body: payload, anonymous: true });
}
