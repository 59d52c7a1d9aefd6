import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanType } from '../../../../domain/billing/plans';
import type { SubscriptionView } from '../../../../domain/billing/subscription-state';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { subscriptionKey } from './subscription';

/**
 * PUT /payments/subscription/update/: another plan. `prorationDate` is the confirmed preview's
 * (the provider then charges the amount that was shown).
 */
export function updateSubscription(input: { planType: PlanType; prorationDate?: number }): Promise<{ success: boolean; data: SubscriptionView }> {
  return apiRequest(api.payments.updateSubscription, { method: 'PUT', body: { plan_type: input.planType, proration_date: input.prorationDate } });
}

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
      await queryClient.invalidateQueries({ queryKey: ['payments', 'history'] });
    },
  });
}
