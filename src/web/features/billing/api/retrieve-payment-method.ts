import type { PaymentMethodAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/retrieve-payment-method-from-setup-intent/ (the PayPal return). */
export function retrievePaymentMethod(setupIntentId: string): Promise<PaymentMethodAnswer> {
  return apiRequest(api.payments.retrievePaymentMethod, { method: 'POST', body: { setup_intent_id: setupIntentId } });
}
