import type { CreationAnswer } from '../../../../domain/billing/api';
import type { PlanType } from '../../../../domain/billing/plans';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/create-direct-subscription/: a plan without trial. */
export function createDirectSubscription(input: { subscription_type: PlanType; payment_method_id: string }): Promise<CreationAnswer> {
  return apiRequest(api.payments.createDirectSubscription, { method: 'POST', body: input });
}
