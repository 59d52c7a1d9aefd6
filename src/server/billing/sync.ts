import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../domain/billing/subscription-state.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { users } from '../db/schema/users.js';
import type { Mailer } from '../mail/plugin.js';
import { markTrialUsed } from './customers.js';
import { cancellationMail } from './mails.js';
import type { SubscriptionRow } from './subscription-store.js';

/** A subscription as the provider reports it, in our terms (see the mapping of each provider). */
export interface SubscriptionSnapshot {
  userId: string;
  provider: 'stripe' | 'demo';
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: SubscriptionStatus;
  planType: string | null;
  isTrial: boolean;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduleId: string | null;
  canceledAt: Date | null;
}

export interface SyncDeps {
  config: Config;
  mailer: Pick<Mailer, 'enqueue'>;
}

/** The renewal was on and is now off: the moment to confirm the cancellation by e-mail. */
function renewalTurnedOff(before: SubscriptionRow | undefined, after: SubscriptionSnapshot): boolean {
  if (!before || after.status === 'incomplete' || after.status === 'incomplete_expired') return false;
  const wasOn = before.scheduleId !== null || (!before.cancelAtPeriodEnd && before.status !== 'canceled');
  const isOff = after.isTrial ? after.scheduleId === null && after.cancelAtPeriodEnd : after.cancelAtPeriodEnd;
  return wasOn && isOff;
}

/**
 * Upserts our copy of a subscription: the one place where the mirror is written, for both
 * providers, from our own calls and from webhooks alike. `readAt` is when the snapshot was read
 * from the provider: a snapshot older than the stored one is dropped, so that duplicated and
 * out-of-order deliveries converge on the newest state. Call it inside a transaction; queue
 * mails with the same handle and kick the mailer after the commit.
 */
export async function saveSubscription(db: Database, deps: SyncDeps, snapshot: SubscriptionSnapshot, readAt: Date): Promise<SubscriptionRow> {
  const [before] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, snapshot.providerSubscriptionId))
    .for('update')
    .limit(1);
  if (before && before.syncedAt.getTime() > readAt.getTime()) return before;

  const values = {
    status: snapshot.status,
    planType: snapshot.planType,
    isTrial: snapshot.isTrial,
    trialEnd: snapshot.trialEnd,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    scheduleId: snapshot.scheduleId,
    canceledAt: snapshot.canceledAt,
    providerCustomerId: snapshot.providerCustomerId,
    syncedAt: readAt,
    updatedAt: readAt,
  };
  const [row] = before
    ? await db.update(subscriptions).set(values).where(eq(subscriptions.id, before.id)).returning()
    : await db
        .insert(subscriptions)
        .values({ ...values, userId: snapshot.userId, provider: snapshot.provider, providerSubscriptionId: snapshot.providerSubscriptionId, createdAt: readAt })
        .returning();

  // A trial counts as used once it was paid for, whatever happens to it afterwards.
  if (snapshot.isTrial && snapshot.status !== 'incomplete' && snapshot.status !== 'incomplete_expired') {
    await markTrialUsed(db, snapshot.userId, readAt);
  }

  if (renewalTurnedOff(before, snapshot)) {
    const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, snapshot.userId)).limit(1);
    if (user) {
      const accessEnds = snapshot.isTrial ? snapshot.trialEnd : snapshot.currentPeriodEnd;
      await deps.mailer.enqueue(db, cancellationMail(deps.config, user, { accessEnds, wasTrial: snapshot.isTrial }));
    }
  }
  return row!;
}
