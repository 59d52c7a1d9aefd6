import { isPlanType, type PlanType } from '../../../domain/billing/plans';
import { session, sessionKeys } from '../../lib/storage-keys';

export interface RedirectReturn {
  setupIntentId: string;
  clientSecret: string;
  succeeded: boolean;
}

/** The provider's redirect back (PayPal): `setup_intent`, `setup_intent_client_secret`, `redirect_status`. */
export function readRedirectReturn(search: string): RedirectReturn | undefined {
  const params = new URLSearchParams(search);
  const setupIntentId = params.get('setup_intent');
  const clientSecret = params.get('setup_intent_client_secret');
  if (!setupIntentId || !clientSecret) return undefined;
  return { setupIntentId, clientSecret, succeeded: params.get('redirect_status') === 'succeeded' };
}

/**
 * Claims the processing of a redirect return: true the first time for a setup intent, false
 * afterwards (a reload, React's double effects, a second tab of the same session), so that
 * the subscription is created once (sessionStorage `paypalProcessed`).
 */
export function claimRedirectReturn(setupIntentId: string): boolean {
  if (session.get(sessionKeys.paypalProcessed) === setupIntentId) return false;
  session.set(sessionKeys.paypalProcessed, setupIntentId);
  return true;
}

/** What the payment page remembered before the redirect (session keys currentPlanType, isDirect). */
export function rememberedPayment(): { planType: PlanType; direct: boolean } {
  const stored = session.get(sessionKeys.currentPlanType);
  return { planType: isPlanType(stored) ? stored : 'monthly', direct: session.get(sessionKeys.isDirect) === 'true' };
}

export function rememberPayment(planType: PlanType, direct: boolean): void {
  session.set(sessionKeys.currentPlanType, planType);
  session.set(sessionKeys.isDirect, direct ? 'true' : 'false');
}
