import type { BillingErrorAnswer } from '../../domain/billing/api.js';
import { billingErrorCodes, billingServerMessages, type BillingErrorCode } from '../../domain/billing/messages.js';
import { ApiError } from '../http/errors.js';

/**
 * A failed payments call: `{success: false, error: {code, message}}` as the spec's portal answer
 * reads, plus `detail` and `code` so that the generic client error handling shows the message.
 */
export function billingError(status: number, code: BillingErrorCode, message: string): ApiError {
  const body: BillingErrorAnswer = { success: false, error: { code, message }, detail: message, code };
  return new ApiError(status, body);
}

export const billingErrors = {
  trialAlreadyUsed: () => billingError(409, billingErrorCodes.trialAlreadyUsed, billingServerMessages.trialAlreadyUsed),
  activeSubscription: () => billingError(409, billingErrorCodes.activeSubscription, billingServerMessages.activeSubscription),
  portalAccessDenied: () => billingError(403, billingErrorCodes.portalAccessDenied, billingServerMessages.portalAccessDenied),
  trialActive: (message: string = billingServerMessages.trialActive) => billingError(403, billingErrorCodes.trialActive, message),
  noSubscription: () => billingError(404, billingErrorCodes.noSubscription, billingServerMessages.noSubscription),
  noSchedule: () => billingError(409, billingErrorCodes.noSchedule, billingServerMessages.noSchedule),
  paymentMethodInvalid: () => billingError(400, billingErrorCodes.paymentMethodInvalid, billingServerMessages.paymentMethodInvalid),
  setupIncomplete: () => billingError(400, billingErrorCodes.setupIncomplete, billingServerMessages.setupIncomplete),
  paymentFailed: (message: string = billingServerMessages.paymentFailed) => billingError(402, billingErrorCodes.paymentFailed, message),
  providerUnavailable: () => billingError(502, billingErrorCodes.providerUnavailable, billingServerMessages.providerUnavailable),
  pastDue: () => billingError(409, billingErrorCodes.subscriptionPastDue, billingServerMessages.subscriptionPastDue),
  notResumable: () => billingError(409, billingErrorCodes.notResumable, billingServerMessages.notResumable),
  previewExpired: () => billingError(409, billingErrorCodes.previewExpired, billingServerMessages.previewExpired),
  samePlan: () => billingError(400, billingErrorCodes.samePlan, billingServerMessages.samePlan),
};
