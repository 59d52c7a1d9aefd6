import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { users } from '../db/schema/users.js';
import { createTestDatabase } from '../testing/test-db.js';
import { findCurrentSubscription, toSubscriptionView, userCanDownload } from './subscription-store.js';

let database: DatabaseHandle;
const now = new Date('2026-11-22T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

async function userWith(subs: Array<Partial<typeof subscriptions.$inferInsert>>) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `u${Math.random().toString(36).slice(2)}@example.ch` })
    .returning();
  let created = new Date('2026-01-01T00:00:00Z');
  for (const s of subs) {
    created = new Date(created.getTime() + 1000);
    await database.db.insert(subscriptions).values({
      userId: user!.id,
      provider: 'stripe',
      providerSubscriptionId: `sub_${Math.random().toString(36).slice(2)}`,
      status: 'active',
      createdAt: created,
      ...s,
    });
  }
  return user!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('userCanDownload', () => {
  it.each([
    ['no subscription', [], false],
    ['active until next month', [{ status: 'active', currentPeriodEnd: days(20) }], true],
    ['active but expired', [{ status: 'active', currentPeriodEnd: days(-1) }], false],
    ['paid trial running', [{ status: 'trial_paid', isTrial: true, trialEnd: days(5) }], true],
    ['canceled trial with days left', [{ status: 'canceled', isTrial: true, trialEnd: days(3) }], true],
    ['past due', [{ status: 'past_due', currentPeriodEnd: days(10) }], false],
    ['the most recent subscription decides', [{ status: 'active', currentPeriodEnd: days(20) }, { status: 'incomplete_expired' }], false],
  ])('%s', async (_n, subs, expected) => {
    const userId = await userWith(subs);
    expect(await userCanDownload(database.db, userId, now)).toBe(expected);
  });
});

describe('toSubscriptionView', () => {
  it('answers the API shape with the plan and schedule', async () => {
    const userId = await userWith([{ status: 'trial_paid', isTrial: true, trialEnd: days(14), planType: 'monthly', scheduleId: 'sched_1' }]);
    const row = await findCurrentSubscription(database.db, userId);
    expect(toSubscriptionView(row!)).toMatchObject({
      status: 'trial_paid',
      is_trial: true,
      trial_end: days(14).toISOString(),
      has_schedule: true,
      schedule_id: 'sched_1',
      plan: { amount: 1499, currency: 'eur', interval: 'month', interval_count: 1 },
    });
  });
});
