import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /accounts/password/reset/validate/: checks the link without using it up. */
export function validateResetLink(link: { uid: string; token: string }): Promise<{ detail: string }> {
  return apiRequest(api.accounts.passwordResetValidate, { method: 'POST', body: link, anonymous: true });
}
