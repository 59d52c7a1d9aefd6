import { queryOptions } from '@tanstack/react-query';
import type { AccountUser } from '../../domain/accounts/user';
import { api } from '../paths';
import { apiRequest } from './api-client';

/** The signed-in user (the profile answer). Older answers may lack the newer fields. */
export type SessionUser = Pick<AccountUser, 'id' | 'email' | 'first_name' | 'last_name'> & Partial<AccountUser>;

/**
 * GET /accounts/profile/, the one profile of the web app: the session loads it through this query
 * and keeps its cache entry in step (sign-in, profile change, sign-out), and the account pages read
 * the same entry. No retry on 401 here: the session decides when a refresh is worth trying.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'profile'] as const,
    queryFn: async ({ signal }): Promise<SessionUser> => {
      const data = await apiRequest<SessionUser | { user: SessionUser }>(api.accounts.profile, { signal, retryOnUnauthorized: false });
      return 'user' in data ? data.user : data;
    },
    staleTime: 0,
    retry: false,
  });
