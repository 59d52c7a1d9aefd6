import type { CreationAnswer } from '../../../../domain/billing/api';
import type { PlanType } from '../../../../domain/billing/plans';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/create-trial-subscription/: the trial with the payment method already on file. */
export function createTrialSubscription(input: { subscription_type: PlanType }): Promise<CreationAnswer> {
  return apiRequest(api.payments.createTrialSubscription, { method: 'POST', body: input });
}
