import type { AuthResult } from '../../../../domain/accounts/user';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /accounts/verify-email/: 200 with tokens and the user (signed in). */
export function verifyEmail(key: string): Promise<Partial<AuthResult> & { detail?: string } & Record<string, unknown>> {
  return apiRequest(api.accounts.verifyEmail, { method: 'POST', body: { key }, anonymous: true });
}
