import type { SubscriptionAnswer } from '../../../domain/billing/api';

/**
 * Spec §4: after a cancel, the local state is taken from the answer, and a later refresh does
 * not overwrite a locally canceled status with a non-canceled status of the same subscription
 * id (the provider may still report it active until its period ends).
 */
export function keepLocalCancellation(previous: SubscriptionAnswer | undefined, next: SubscriptionAnswer): SubscriptionAnswer {
  const before = previous?.data;
  const after = next?.data;
  // A new cancellation of a resumed subscription is kept again.
  if (after?.status === 'canceled') resumedHere.delete(after.id);
  if (before && after && before.id === after.id && before.status === 'canceled' && after.status !== 'canceled' && !resumedHere.has(after.id)) {
    return { ...next, data: { ...after, status: 'canceled', cancel_at_period_end: true } };
  }
  return next;
}

const resumedHere = new Set<string>();

/** A cancellation undone here (resume): the next reads of that subscription are taken as they are. */
export function forgetLocalCancellation(subscriptionId: string): void {
  resumedHere.add(subscriptionId);
}
