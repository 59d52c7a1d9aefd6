import type { AuthResult } from '../../../../domain/accounts/user';
import { anonymousRequestWithStatus } from '../../../lib/api-client';
import { api } from '../../../paths';

export type VerifyEmailAnswer = Partial<AuthResult> & { detail?: string } & Record<string, unknown>;

/** POST /accounts/verify-email/: 200 with tokens and the user (signed in). The status is kept: only 200 is a success. */
export function verifyEmail(key: string): Promise<{ status: number; data: VerifyEmailAnswer | undefined }> {
  return anonymousRequestWithStatus(api.accounts.verifyEmail, { method: 'POST', body: { key } });
}
