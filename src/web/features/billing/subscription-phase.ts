import type { SubscriptionPhase } from '../../../domain/billing/subscription-state';

/**
 * The phases the provider's portal manages: an active plan, a cancellation that can still be
 * undone, a card to fix. The menu entry, /abonnement and the modals all read this one rule.
 */
export function managedInPortal(phase: SubscriptionPhase): boolean {
  return phase === 'active' || phase === 'canceled_with_time' || phase === 'past_due';
}
