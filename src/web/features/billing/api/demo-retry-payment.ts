import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '../../../../domain/billing/subscription-state';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { subscriptionKey } from './subscription';

/** POST /payments/demo/retry-payment/: after a new demo card, the unpaid renewal is charged again. */
export function retryDemoPayment(): Promise<{ success: boolean; data: SubscriptionView }> {
  return apiRequest(api.payments.demoRetryPayment, { method: 'POST', body: {} });
}

export function useRetryDemoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDemoPayment,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
      await queryClient.invalidateQueries({ queryKey: ['payments', 'history'] });
    },
  });
}
