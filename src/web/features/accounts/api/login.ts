import type { z } from 'zod';
import type { loginRequestSchema } from '../../../../domain/accounts/schemas';
import type { AuthResult } from '../../../../domain/accounts/user';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export type LoginPayload = z.output<typeof loginRequestSchema>;

/** POST /accounts/login/: `{tokens, user}` (or the flat `{access, refresh}` shape). */
export function logIn(payload: LoginPayload): Promise<Partial<AuthResult> & Record<string, unknown>> {
  return apiRequest(api.accounts.login, { method: 'POST', body: payload, anonymous: true });
}
