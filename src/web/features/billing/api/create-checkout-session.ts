import type { CheckoutSessionAnswer } from '../../../../domain/billing/api';
import type { PlanType } from '../../../../domain/billing/plans';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/create-checkout-session/: the provider's hosted page for a direct plan. */
export function createCheckoutSession(input: { subscription_type: PlanType; direct: boolean }): Promise<CheckoutSessionAnswer> {
  return apiRequest(api.payments.createCheckoutSession, { method: 'POST', body: input });
}
