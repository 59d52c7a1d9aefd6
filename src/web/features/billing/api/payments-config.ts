import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfigAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { readSiteConfig } from '../../../lib/site-info';
import { api } from '../../../paths';

/** GET /payments/config/ (public); the page starts from the configuration embedded in index.html. */
export function usePaymentsConfig() {
  const site = readSiteConfig().payments;
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => apiRequest<PaymentsConfigAnswer>(api.payments.config, { signal, anonymous: true }),
    initialData: { mode: site.mode, publishable_key: site.publishableKey },
    staleTime: Infinity,
  });
}
