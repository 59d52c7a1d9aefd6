import type { SubscriptionAnswer } from '../../../domain/billing/api';

/**
 * Spec §4: after a cancel, the local state is taken from the answer, and a later refresh does
 * not overwrite a locally canceled status with a non-canceled status of the same subscription
 * id (the provider may still report it active until its period ends).
 */
export function keepLocalCancellation(previous: SubscriptionAnswer | undefined, next: SubscriptionAnswer): SubscriptionAnswer {
  const before = previous?.data;
  const after = next?.data;
  if (before && after && before.id === after.id && before.status === 'canceled' && after.status !== 'canceled') {
    return { ...next, data: { ...after, status: 'canceled', cancel_at_period_end: true } };
  }
  return next;
}
