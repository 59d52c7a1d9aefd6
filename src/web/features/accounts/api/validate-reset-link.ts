import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /accounts/password/reset/validate/: checks the link without using it up. */
export function validateResetLink(link: { uid: string; token: string }): Promise<{ detail: string }> {
  return apiRequest(api.accounts.passwordResetValidate, { method: 'POST', body: link, anonymous: true });
}

/**
 * The link's check as the reset page runs it: once per link (a repeated check would say the same
 * until the link is used, which only this page does), never retried (an error is the answer).
 */
export const resetLinkQuery = (link: { uid: string; token: string }) =>
  queryOptions({
    queryKey: ['accounts', 'reset-link', link.uid, link.token],
    queryFn: () => validateResetLink(link),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useResetLinkCheck(link: { uid: string; token: string } | undefined, enabled: boolean) {
  return useQuery({ ...resetLinkQuery(link ?? { uid: '', token: '' }), enabled: enabled && link !== undefined });
}
