import { formatPrice } from '../../domain/billing/plans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoInvoices, demoSetupIntents } from '../db/schema/billing.js';
import { call, createAccountsTestApp, DAY, logInAs, seedUser } from '../testing/accounts.js';
import { userCanDownload } from './subscription-store.js';

type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

/** A signed-in user with a demo card set up; returns the token and the payment method. */
async function userWithCard() {
  const seeded = await seedUser(t.db);
  const { tokens } = await logInAs(t.app, seeded.email, seeded.password);
  const token = tokens.access;
  const intent = (await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token)).json<{ client_secret: string; setup_intent_id: string }>();
  const confirmed = await call(
    t.app,
    'POST',
    '/api/payments/demo/confirm-setup/',
    { setup_intent_id: intent.setup_intent_id, client_secret: intent.client_secret, card_last4: '4242' },
    token,
  );
  expect(confirmed.statusCode).toBe(200);
  const retrieved = await call(t.app, 'POST', '/api/payments/retrieve-payment-method-from-setup-intent/', { setup_intent_id: intent.setup_intent_id }, token);
  expect(retrieved.json()).toEqual({ success: true, payment_method_id: confirmed.json<{ payment_method_id: string }>().payment_method_id });
  return { ...seeded, token, paymentMethodId: retrieved.json<{ payment_method_id: string }>().payment_method_id };
}

/** A fresh access token (the clock moves by days, past the token's life). */
const tokenOf = async (u: { email: string; password: string }) => (await logInAs(t.app, u.email, u.password)).tokens.access;

const subscription = async (u: { email: string; password: string }) =>
  (await call(t.app, 'GET', '/api/payments/subscription/?t=1', undefined, await tokenOf(u))).json<{
    success: boolean;
    data: null | (Record<string, unknown> & { status: string; is_trial: boolean; has_schedule: boolean; trial_end: string; current_period_end: string });
    trial_eligibility: { eligible: boolean; reason: string | null };
  }>();

describe('the demo provider', () => {
  it('answers the public configuration and the plans', async () => {
    expect((await call(t.app, 'GET', '/api/payments/config/')).json()).toEqual({ mode: 'demo', publishable_key: null });
    const plans = (await call(t.app, 'GET', '/api/payments/plans/')).json<Record<string, { amount: number }>>();
    expect([plans.monthly?.amount, plans.quarterly?.amount, plans.annual?.amount]).toEqual([1499, 3999, 8999]);
  });

  it('stores only a fake payment method id and the last 4 digits', async () => {
    const { user, paymentMethodId } = await userWithCard();
    expect(paymentMethodId).toMatch(/^pm_demo_[0-9a-f]{24}$/);
    const [row] = await t.db.select().from(demoSetupIntents).where(eq(demoSetupIntents.userId, user.id));
    expect(row).toMatchObject({ paymentMethodId, cardLast4: '4242' });
  });

  it('runs the trial: 1 EUR now, monthly at the end, renewals after, each invoiced', async () => {
    const u = await userWithCard();
    const { user, token, paymentMethodId } = u;
    expect((await subscription(u)).trial_eligibility).toEqual({ eligible: true, reason: null });

    const created = await call(
      t.app,
      'POST',
      '/api/payments/create-trial-with-payment-method/',
      { subscription_type: 'monthly', payment_method_id: paymentMethodId },
      token,
    );
    expect(created.statusCode).toBe(201);
    const answer = created.json<{ success: boolean; subscription_id: string; schedule_id: string; client_secret: null }>();
    expect(answer).toMatchObject({ success: true, client_secret: null });
    expect(answer.subscription_id).toMatch(/^sub_demo_/);
    expect(answer.schedule_id).toMatch(/^sub_sched_demo_/);

    const during = await subscription(u);
    expect(during.data).toMatchObject({ status: 'trial_paid', is_trial: true, has_schedule: true, plan: { amount: 1499, interval: 'month' } });
    expect(Date.parse(during.data!.trial_end) - t.clock.now().getTime()).toBe(14 * DAY);
    expect(during.trial_eligibility).toEqual({ eligible: false, reason: 'TRIAL_ALREADY_USED' });
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(true);

    t.clock.advance(14 * DAY + 1000);
    const after = await subscription(u);
    expect(after.data).toMatchObject({ status: 'active', is_trial: false, has_schedule: false, plan_type: 'monthly' });
    expect(after.trial_eligibility.reason).toBe('ACTIVE_SUBSCRIPTION');

    t.clock.advance(31 * DAY);
    await t.app.billing.runScheduledJobs(t.clock.now());
    const invoices = await t.db.select().from(demoInvoices).where(eq(demoInvoices.userId, user.id));
    expect(invoices.map((i) => i.amount).sort()).toEqual([100, 1499, 1499]);
    const history = (await call(t.app, 'GET', '/api/payments/history/', undefined, await tokenOf(u))).json<{
      success: boolean;
      data: Array<{ amount: number }>;
    }>();
    expect(history.success).toBe(true);
    expect(history.data.map((i) => i.amount)).toEqual([1499, 1499, 100]);
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(true);
  });

  it('a cancelled renewal ends the trial at its end, and downloads stop', async () => {
    const u = await userWithCard();
    const { user, email, token, paymentMethodId } = u;
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: paymentMethodId }, token);

    const cancelled = await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ success: true, data: { status: 'trial_paid', is_trial: true, has_schedule: false, schedule_id: null } });
    const mails = await t.mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Votre essai a commencé\u00a0: ${formatPrice(100)} payé – CV Suisse`,
      'Confirmation de votre annulation – CV Suisse',
    ]);
    // The trial can still be resumed: the mail says how, not « souscrire une offre ».
    expect(mails[1]!.text).toContain("Vous pouvez réactiver votre abonnement jusqu'à la fin de l'essai");
    expect(mails[1]!.text).toContain('http://cv.test/abonnement?view=trial');
    expect((await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, token)).json()).toMatchObject({ error: { code: 'NO_SCHEDULE' } });

    t.clock.advance(13 * DAY);
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(true);
    t.clock.advance(DAY + 1000);
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(false);
    const ended = await subscription(u);
    expect(ended.data).toMatchObject({ status: 'canceled', is_trial: true });
    expect(ended.trial_eligibility).toEqual({ eligible: false, reason: 'TRIAL_ALREADY_USED' });

    // The trial is granted once per user, ever.
    const fresh = await tokenOf(u);
    const again = await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: paymentMethodId }, fresh);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: { code: 'TRIAL_ALREADY_USED' }, code: 'TRIAL_ALREADY_USED' });
    expect((await call(t.app, 'GET', '/api/payments/trial-eligibility/', undefined, fresh)).json()).toEqual({ eligible: false, reason: 'TRIAL_ALREADY_USED' });
  });

  it('direct annual subscription, plan change, cancellation at period end, portal rules', async () => {
    const { user, email, token, paymentMethodId } = await userWithCard();
    const portalBefore = await call(t.app, 'POST', '/api/payments/customer-portal/', {}, token);
    expect(portalBefore.statusCode).toBe(403);
    expect(portalBefore.json()).toMatchObject({ success: false, error: { code: 'PORTAL_ACCESS_DENIED' } });

    const created = await call(
      t.app,
      'POST',
      '/api/payments/create-direct-subscription/',
      { subscription_type: 'annual', payment_method_id: paymentMethodId },
      token,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      schedule_id: null,
      data: { status: 'active', plan_type: 'annual', plan: { amount: 8999, interval: 'year' } },
    });

    const second = await call(
      t.app,
      'POST',
      '/api/payments/create-direct-subscription/',
      { subscription_type: 'monthly', payment_method_id: paymentMethodId },
      token,
    );
    expect(second.json()).toMatchObject({ error: { code: 'ACTIVE_SUBSCRIPTION' } });
    const trial = await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: paymentMethodId }, token);
    expect(trial.json()).toMatchObject({ error: { code: 'ACTIVE_SUBSCRIPTION' } });

    const portal = await call(t.app, 'POST', '/api/payments/customer-portal/', { return_url: 'https://evil.example/x' }, token);
    const portalUrl = new URL(portal.json<{ portal_url: string }>().portal_url);
    expect(portalUrl.pathname).toBe('/abonnement/portail-demo');
    expect(portalUrl.searchParams.get('return_url')).toBe('http://cv.test/abonnement?from_stripe_portal=true');

    expect((await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, token)).json()).toMatchObject({
      error: { code: 'SAME_PLAN' },
    });
    expect((await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'weekly' }, token)).statusCode).toBe(400);
    const changed = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'quarterly' }, token);
    expect(changed.json()).toMatchObject({ success: true, data: { status: 'active', plan_type: 'quarterly' } });

    const cancel = await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, token);
    expect(cancel.json()).toMatchObject({ success: true, data: { status: 'canceled', cancel_at_period_end: true } });
    // Each payment confirmed: the annual plan started, then the change to quarterly (its price paid by the annual credit).
    expect((await t.mailsTo(email)).map((m) => m.subject)).toEqual([
      `Votre abonnement a commencé\u00a0: ${formatPrice(8999)} payé – CV Suisse`,
      `Votre formule est maintenant trimestrielle\u00a0: ${formatPrice(0)} payé – CV Suisse`,
      'Confirmation de votre annulation – CV Suisse',
    ]);
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(true);
    t.clock.advance(92 * DAY);
    expect(await userCanDownload(t.db, user.id, t.clock.now())).toBe(false);
  });

  it('validates payloads and ownership, and needs a session', async () => {
    const { token } = await userWithCard();
    const other = await userWithCard();
    const stolen = await call(
      t.app,
      'POST',
      '/api/payments/create-direct-subscription/',
      { subscription_type: 'monthly', payment_method_id: other.paymentMethodId },
      token,
    );
    expect(stolen.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_INVALID' } });
    const missing = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'monthly' }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ payment_method_id: ['Un moyen de paiement est requis.'] });
    expect((await call(t.app, 'GET', '/api/payments/subscription/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, token)).json()).toMatchObject({ error: { code: 'NO_SUBSCRIPTION' } });
    expect((await call(t.app, 'POST', '/api/payments/create-setup-intent/', undefined, other.token)).statusCode).toBe(200);
  });

  it('create-trial-subscription uses the card on file, and needs one', async () => {
    const seeded = await seedUser(t.db);
    const bare = (await logInAs(t.app, seeded.email, seeded.password)).tokens.access;
    const refused = await call(t.app, 'POST', '/api/payments/create-trial-subscription/', { subscription_type: 'monthly' }, bare);
    expect(refused.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_INVALID' } });
    const { token } = await userWithCard();
    const created = await call(t.app, 'POST', '/api/payments/create-trial-subscription/', { subscription_type: 'monthly' }, token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, client_secret: null, schedule_id: expect.stringMatching(/^sub_sched_demo_/) as string });
  });

  it('sends the trial reminder 3 days before conversion, once', async () => {
    const { email, token, paymentMethodId } = await userWithCard();
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: paymentMethodId }, token);
    await t.app.billing.runScheduledJobs(t.clock.now());
    const reminders = async () => (await t.mailsTo(email)).filter((m) => m.subject?.startsWith('Votre essai se termine'));
    expect(await reminders()).toHaveLength(0);
    t.clock.advance(11 * DAY + 60_000);
    const first = await t.app.billing.runScheduledJobs(t.clock.now());
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    await t.app.billing.runScheduledJobs(t.clock.now());
    t.clock.advance(DAY);
    await t.app.billing.runScheduledJobs(t.clock.now());
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('14,99');
    expect(mails[0]!.text).toContain('http://cv.test/abonnement?view=trial');
  });
});
