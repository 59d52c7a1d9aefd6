import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoices } from '../db/schema/billing.js';
import { call, createAccountsTestApp, DAY, logInAs, seedUser } from '../testing/accounts.js';
import { findCurrentSubscription, userCanDownload } from './subscription-store.js';

/** The demo provider's immediate cancellation (account erasure); Stripe's is in privacy/stripe-erasure.test.ts. */
type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

describe('cancelNow (demo provider)', () => {
  it('ends the trial at once: no access, no renewal when its end comes, no further charge', async () => {
    const { user, email, password } = await seedUser(t.db);
    const token = (await logInAs(t.app, email, password)).tokens.access;
    const intent = (await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token)).json<{ client_secret: string; setup_intent_id: string }>();
    const card = (
      await call(
        t.app,
        'POST',
        '/api/payments/demo/confirm-setup/',
        { setup_intent_id: intent.setup_intent_id, client_secret: intent.client_secret, card_last4: '4242' },
        token,
      )
    ).json<{ payment_method_id: string }>();
    expect(
      (await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: card.payment_method_id }, token)).statusCode,
    ).toBe(201);
    const running = (await findCurrentSubscription(t.db, user.id))!;

    const ended = await t.app.billing.provider.cancelNow(t.db, user, running);
    expect(ended).toMatchObject({ status: 'canceled', isTrial: true, cancelAtPeriodEnd: false, scheduleId: null, endedAt: t.clock.now() });
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(false);
    // Asked again (a retried erasure): left as it is.
    expect(await t.app.billing.provider.cancelNow(t.db, user, ended)).toEqual(ended);

    t.clock.advance(15 * DAY);
    await t.app.billing.runScheduledJobs(t.clock.now());
    expect(await findCurrentSubscription(t.db, user.id)).toMatchObject({ status: 'canceled', endedAt: ended.endedAt });
    expect((await t.db.select().from(demoInvoices).where(eq(demoInvoices.userId, user.id))).map((i) => i.amount)).toEqual([100]);
  });
});
