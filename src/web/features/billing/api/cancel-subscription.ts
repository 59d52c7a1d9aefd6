import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '../../../../domain/billing/api';
import type { SubscriptionView } from '../../../../domain/billing/subscription-state';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { subscriptionKey } from './subscription';

/** POST /payments/subscription/cancel/: the answer replaces the local subscription state. */
export function cancelSubscription(): Promise<{ success: boolean; data: SubscriptionView }> {
  return apiRequest(api.payments.cancelSubscription, { method: 'POST', body: {} });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => queryClient.setQueryData<SubscriptionAnswer>(subscriptionKey, (old) => (old ? { ...old, data: answer.data } : old)),
  });
}
