import type { PaymentMethodAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/demo/confirm-setup/: the demo provider's card confirmation (last four digits only). */
export function confirmDemoSetup(input: { setup_intent_id: string; client_secret: string; card_last4: string }): Promise<PaymentMethodAnswer> {
  return apiRequest(api.payments.demoConfirmSetup, { method: 'POST', body: input });
}
