import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export interface ResetConfirmPayload {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
}

/** POST /accounts/password/reset/confirm/. */
export function confirmPasswordReset(payload: ResetConfirmPayload): Promise<{ detail: string }> {
  return apiRequest(api.accounts.passwordResetConfirm, { method: 'POST', body: payload, anonymous: true });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
