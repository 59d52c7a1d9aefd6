import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /accounts/password/reset/: always the neutral confirmation. */
export function requestPasswordReset(email: string): Promise<{ detail: string }> {
  return apiRequest(api.accounts.passwordReset, { method: 'POST', body: { email }, anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
