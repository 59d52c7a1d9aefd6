import type { PortalAnswer } from '../../../../domain/billing/api';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-errors';
import { api, routes } from '../../../paths';

/** The page the provider's portal sends the customer back to. */
export const portalReturnUrl = () => `${window.location.origin}${routes.subscription}?from_stripe_portal=true`;

/** POST /payments/customer-portal/: `{success, portal_url}`, or the error code of a refusal. */
export async function openCustomerPortal(returnUrl = portalReturnUrl()): Promise<PortalAnswer> {
  try {
    return await apiRequest<PortalAnswer>(api.payments.customerPortal, { method: 'POST', body: { return_url: returnUrl } });
  } catch (err) {
    const data = err instanceof ApiRequestError ? (err.data as PortalAnswer | undefined) : undefined;
    if (data && typeof data === 'object' && data.error?.code) return { success: false, error: data.error };
    throw err;
  }
}
