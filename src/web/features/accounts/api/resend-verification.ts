import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /accounts/resend-verification-email/: always the same neutral answer. */
export function resendVerificationEmail(email: string): Promise<{ detail: string }> {
  return apiRequest(api.accounts.resendVerification, { method: 'POST', body: { email }, anonymous: true });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
