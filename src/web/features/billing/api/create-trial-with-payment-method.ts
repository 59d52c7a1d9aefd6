import type { CreationAnswer } from '../../../../domain/billing/api';
import type { PlanType } from '../../../../domain/billing/plans';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/create-trial-with-payment-method/: 1 EUR now, 14 days, then monthly. */
export function createTrialWithPaymentMethod(input: { subscription_type: PlanType; payment_method_id: string }): Promise<CreationAnswer> {
  return apiRequest(api.payments.createTrialWithPaymentMethod, { method: 'POST', body: input });
}
