import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../../domain/accounts/user';
import { apiRequest } from '../../../lib/api-client';
import { profileQuery } from '../../../lib/profile-query';
import { api } from '../../../paths';

export type ProfilePayload = Partial<Pick<AccountUser, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'country' | 'address' | 'postal_code' | 'city'>>;
export type ProfileAnswer = AccountUser & { detail?: string };

/** GET /accounts/profile/: the session's profile query (lib/profile-query.ts). */
export function useProfile() {
  return useQuery(profileQuery());
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
