import type { CodeFlowProvider, SocialFlowMode } from '../../../../../domain/social/providers';
import type { AppleSignInConfig, SocialAuthUrl } from '../../../../../domain/social/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { api } from '../../../../paths';

/** GET /accounts/{google|linkedin}/login/: the provider's authorization URL. */
export function fetchAuthUrl(provider: CodeFlowProvider, mode: SocialFlowMode): Promise<SocialAuthUrl> {
  return apiRequest(api.accounts.socialLogin(provider), { query: { mode }, anonymous: true });
}

/** GET /accounts/apple/login/: what Apple's script is initialised with. */
export function fetchAppleConfig(mode: SocialFlowMode): Promise<AppleSignInConfig> {
  return apiRequest(api.accounts.socialLogin('apple'), { query: { mode }, anonymous: true });
}
