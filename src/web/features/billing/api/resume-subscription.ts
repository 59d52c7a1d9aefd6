import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '../../../../domain/billing/subscription-state';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { forgetLocalCancellation } from '../subscription-cache';
import { subscriptionKey } from './subscription';

/** POST /payments/subscription/resume/: a cancellation undone before the period end. */
export function resumeSubscription(): Promise<{ success: boolean; data: SubscriptionView }> {
  return apiRequest(api.payments.resumeSubscription, { method: 'POST', body: {} });
}

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    // The cache keeps a local cancellation over later reads (spec §4): forget it, then read
    // afresh through the mounted query so that every screen showing it updates.
    onSuccess: async (answer) => {
      forgetLocalCancellation(answer.data.id);
      await queryClient.refetchQueries({ queryKey: subscriptionKey });
    },
  });
}
