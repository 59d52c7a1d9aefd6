import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../domain/accounts/schemas';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /accounts/contact/ (signed in or not). */
export function sendContactMessage(payload: ContactRequest): Promise<{ detail: string }> {
  return apiRequest(api.accounts.contact, { method: 'POST', body: payload });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
