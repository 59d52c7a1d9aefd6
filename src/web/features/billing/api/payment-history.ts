import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** GET /payments/history/: the invoices, newest first. */
export const paymentHistoryQuery = () =>
  queryOptions({
    queryKey: ['payments', 'history'],
    queryFn: async ({ signal }) => (await apiRequest<HistoryAnswer>(api.payments.history, { signal })).data ?? [],
    staleTime: 0,
  });

export function usePaymentHistory(enabled = true) {
  return useQuery({ ...paymentHistoryQuery(), enabled });
}
