import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { normalizePlans } from '../plan-display';

/** GET /payments/plans/ (public): the object form, or the list form, normalised. */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['payments', 'plans'],
    queryFn: async ({ signal }) => normalizePlans(await apiRequest<unknown>(api.payments.plans, { signal, anonymous: true })),
    staleTime: 60 * 60_000,
  });

export function usePlans() {
  return useQuery(plansQuery());
}
