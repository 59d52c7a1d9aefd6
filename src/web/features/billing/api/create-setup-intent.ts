import type { SetupIntentAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { api } from '../../../paths';

/** POST /payments/create-setup-intent/: the secret the provider's form (or the demo form) confirms. */
export function createSetupIntent(): Promise<SetupIntentAnswer> {
  return apiRequest(api.payments.createSetupIntent, { method: 'POST', body: {} });
}
