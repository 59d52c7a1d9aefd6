import type { CreationAnswer } from '../../../domain/billing/api';
import { billingMessages as m } from '../../../domain/billing/messages';
import type { PlanType } from '../../../domain/billing/plans';
import { ApiRequestError, serverMessage } from '../../lib/api-errors';
import { routes } from '../../paths';
import { createDirectSubscription } from './api/create-direct-subscription';
import { createTrialWithPaymentMethod } from './api/create-trial-with-payment-method';

/** The trial or the direct plan, once the payment method is set up. */
export function createSubscriptionWith(paymentMethodId: string, planType: PlanType, direct: boolean): Promise<CreationAnswer> {
  return direct
    ? createDirectSubscription({ subscription_type: planType, payment_method_id: paymentMethodId })
    : createTrialWithPaymentMethod({ subscription_type: planType, payment_method_id: paymentMethodId });
}

/** The payment page's message for a failed creation: the server's own reason (trial used, active subscription, declined card), else spec §8. */
export function creationErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== undefined && error.status < 500 && error.status !== 401) {
    return serverMessage(error.data) ?? m.paymentCreateSubscription;
  }
  return m.paymentCreateSubscription;
}

/** Where a finished payment goes. */
export const successUrl = (direct: boolean) => `${routes.paymentSuccess}?type=${direct ? 'subscription' : 'trial'}`;

/** A failure the setup form shows as is (its message is already the one for the user). */
export class PaymentFlowError extends Error {}
