import type { RegisterRequest } from '../../../../domain/accounts/schemas';
import type { AuthResult } from '../../../../domain/accounts/user';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export type RegisterAnswer = Partial<AuthResult> & { detail?: string; email_verification_required?: boolean } & Record<string, unknown>;

/** POST /accounts/register/: 201 with tokens and the (unverified) user. */
export function register(payload: RegisterRequest): Promise<RegisterAnswer> {
  return apiRequest(api.accounts.register, { method: 'POST', body: payload, anonymous: true });
}
