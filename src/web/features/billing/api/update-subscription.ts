import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeAnswer } from '../../../../domain/billing/api';
import type { PlanType } from '../../../../domain/billing/plans';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { subscriptionKey } from './subscription';

/**
 * PUT /payments/subscription/update/: another plan. `prorationDate` is the confirmed preview's
 * (the provider then charges the amount that was shown). A declined payment is an error (402)
 * saying the plan did not change; `payment: 'requires_action'` asks for 3-D Secure first.
 */
export function updateSubscription(input: { planType: PlanType; prorationDate?: number }): Promise<PlanChangeAnswer> {
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
