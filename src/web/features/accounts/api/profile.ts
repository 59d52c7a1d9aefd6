import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../../domain/accounts/user';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

export type ProfilePayload = Partial<Pick<AccountUser, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'country' | 'address' | 'postal_code' | 'city'>>;
export type ProfileAnswer = AccountUser & { detail?: string };

export const profileQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'profile'],
    queryFn: ({ signal }) => apiRequest<AccountUser>(api.accounts.profile, { signal }),
    staleTime: 0,
  });

/** GET /accounts/profile/. */
export function useProfile() {
  return useQuery({ ...profileQuery(), retry: false });
}

/** PUT /accounts/profile/ with only the non-empty values (spec section 3). */
export function updateProfile(payload: ProfilePayload): Promise<ProfileAnswer> {
  return apiRequest(api.accounts.profile, { method: 'PUT', body: payload });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData(profileQuery().queryKey, answer),
  });
}
