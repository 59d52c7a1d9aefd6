import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '../../../../domain/billing/subscription-state';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';
import { subscriptionKey } from './subscription';

/** DELETE /payments/subscription-schedule/: the trial will not convert; access lasts until its end. */
export function cancelTrialRenewal(): Promise<{ success: boolean; data: SubscriptionView }> {
  return apiRequest(api.payments.subscriptionSchedule, { method: 'DELETE' });
}

export function useCancelTrialRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTrialRenewal,
    // Spec §4: confirm, delete the schedule, refresh the subscription data, then the success dialog.
    onSuccess: () => queryClient.refetchQueries({ queryKey: subscriptionKey }),
  });
}
