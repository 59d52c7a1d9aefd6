import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export interface ChangePasswordPayload {
  old_password?: string;
  new_password1?: string;
  new_password2?: string;
}

/** POST /accounts/password/change/: `{detail, access}`, the fresh access token of this session. */
export function changePassword(payload: ChangePasswordPayload): Promise<{ detail: string; access?: string }> {
  return apiRequest(api.accounts.passwordChange, { method: 'POST', body: payload });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
