import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { api } from '../../../paths';
import { keepLocalCancellation } from '../subscription-cache';

export const subscriptionKey = ['payments', 'subscription'] as const;

/** GET /payments/subscription/?t=: the subscription, its trial eligibility (never cached by the browser). */
export const subscriptionQuery = (options: { fresh?: boolean } = {}) =>
  queryOptions({
    queryKey: subscriptionKey,
    // `fresh` right after a payment: the server re-reads the provider instead of waiting for a webhook.
    queryFn: ({ signal }) =>
      apiRequest<SubscriptionAnswer>(api.payments.subscription, { signal, query: { t: Date.now(), fresh: options.fresh ? 1 : undefined } }),
    staleTime: 0,
    // A refresh never undoes a cancellation made here (spec §4: locally canceled status).
    structuralSharing: (previous: unknown, next: unknown) => keepLocalCancellation(previous as SubscriptionAnswer | undefined, next as SubscriptionAnswer),
  });

export function useSubscription() {
  const session = useSession();
  return useQuery({ ...subscriptionQuery(), enabled: session.status === 'authenticated' });
}
