import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../domain/billing/plans.js';
import { demoInvoices } from '../db/schema/billing.js';
import { call, createAccountsTestApp, DAY, logInAs, seedUser } from '../testing/accounts.js';
import { seedCv } from '../testing/cvs.js';
import { shiftDemoAccountClock } from './demo-clock.js';
import { userCanDownload } from './subscription-store.js';

/** The demo provider mirrors Stripe: dunning with the declining card, proration, resume, e-mails, the clock. */
type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

async function setUpCard(token: string, last4: string) {
  const intent = (await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token)).json<{ client_secret: string; setup_intent_id: string }>();
  const confirmed = await call(
    t.app,
    'POST',
    '/api/payments/demo/confirm-setup/',
    { setup_intent_id: intent.setup_intent_id, client_secret: intent.client_secret, card_last4: last4 },
    token,
  );
  return confirmed.json<{ payment_method_id: string }>().payment_method_id;
}

async function account(last4 = '4242') {
  const seeded = await seedUser(t.db);
  const token = (await logInAs(t.app, seeded.email, seeded.password)).tokens.access;
  return { ...seeded, token, paymentMethodId: await setUpCard(token, last4) };
}
const tokenOf = async (a: { email: string; password: string }) => (await logInAs(t.app, a.email, a.password)).tokens.access;
const state = async (a: { email: string; password: string }) =>
  (await call(t.app, 'GET', '/api/payments/subscription/', undefined, await tokenOf(a))).json<{
    data: Record<string, unknown> & { status: string; grace_end: string | null };
  }>().data;
const subjects = async (email: string) => (await t.mailsTo(email)).map((m) => m.subject);

describe('the demo provider, as Stripe behaves', () => {
  it('a renewal on the declining card: past_due with grace, mails, card update pays, receipt', async () => {
    const a = await account('0341');
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
    t.clock.advance(14 * DAY + 1000);
    const pastDue = await state(a);
    expect(pastDue).toMatchObject({ status: 'past_due', is_trial: false });
    expect(Date.parse(pastDue.grace_end!) - t.clock.now().getTime()).toBeGreaterThan(13 * DAY);
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(true);
    expect(await subjects(a.email)).toContain('Échec du paiement de votre abonnement – CV Suisse');

    let token = await tokenOf(a);
    expect((await call(t.app, 'POST', '/api/payments/demo/retry-payment/', undefined, token)).statusCode).toBe(402);
    await setUpCard(token, '4242');
    const paid = await call(t.app, 'POST', '/api/payments/demo/retry-payment/', undefined, token);
    expect(paid.json()).toMatchObject({ success: true, data: { status: 'active', grace_end: null } });
    expect(await subjects(a.email)).toContain(`Reçu de paiement de ${formatPrice(1499)} – CV Suisse`);

    token = await tokenOf(a);
    t.clock.advance(40 * DAY);
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(true);
  });

  it('the grace ends the subscription when no card is fixed', async () => {
    const a = await account('0341');
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
    t.clock.advance(14 * DAY + 1000);
    expect((await state(a)).status).toBe('past_due');
    t.clock.advance(14 * DAY);
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(false);
    await t.app.billing.runScheduledJobs(t.clock.now());
    expect(await state(a)).toMatchObject({ status: 'canceled', ended_at: expect.any(String) as string });
    expect(await subjects(a.email)).toContain('Votre abonnement CV Suisse a pris fin');
  });

  it('the download gate reads the card with the subscription: a repeat download is refused once the declining card’s grace ends', async () => {
    const declining = await account('0341');
    const paying = await account('4242');
    const urls: string[] = [];
    for (const a of [declining, paying]) {
      await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
      urls.push(`/api/cvs/${(await seedCv(t.db, a.user.id)).id}/download/`);
    }
    // Signed in again at each step (access tokens last minutes, the clock moves by weeks).
    const downloads = async () => Promise.all([declining, paying].map(async (a, i) => call(t.app, 'GET', urls[i]!, undefined, await tokenOf(a))));
    const statuses = async () => (await downloads()).map((res) => res.statusCode);
    // In the trial, then past due in the grace: the same PDF, made once and kept.
    expect(await statuses()).toEqual([200, 200]);
    t.clock.advance(14 * DAY + 1000);
    expect(await statuses()).toEqual([200, 200]);
    // The grace over, the declining card's CV is refused; the paying one's renewed.
    t.clock.advance(14 * DAY);
    const [refused, renewed] = await downloads();
    expect(refused!.statusCode).toBe(403);
    expect(refused!.json()).toMatchObject({ code: 'subscription_required' });
    expect(renewed!.statusCode).toBe(200);
  });

  it('a trial converts with an e-mail, and a plan change is prorated after a preview', async () => {
    const a = await account();
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
    t.clock.advance(14 * DAY + 1000);
    expect((await state(a)).status).toBe('active');
    expect(await subjects(a.email)).toContain('Votre abonnement CV Suisse a commencé');

    // Half-way through the paid month, the annual plan: the unused half month is credited.
    t.clock.advance(15 * DAY);
    const token = await tokenOf(a);
    const preview = (await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=annual', undefined, token)).json<{
      data: { amount_due: number; credit: number };
    }>();
    expect(preview.data.credit).toBeGreaterThan(600);
    expect(preview.data.credit).toBeLessThan(900);
    expect(preview.data.amount_due).toBe(8999 - preview.data.credit);
    await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, token);
    const invoices = await t.db.select().from(demoInvoices).where(eq(demoInvoices.userId, a.user.id));
    expect(invoices.map((i) => i.amount)).toContain(preview.data.amount_due);
    expect(invoices.map((i) => i.amount)).not.toContain(8999);
  });

  it('from the trial straight to the quarterly plan', async () => {
    const a = await account();
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
    const upgraded = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'quarterly' }, a.token);
    expect(upgraded.json()).toMatchObject({ success: true, data: { status: 'active', is_trial: false, plan_type: 'quarterly', has_schedule: false } });
    const invoices = await t.db.select().from(demoInvoices).where(eq(demoInvoices.userId, a.user.id));
    expect(invoices.map((i) => i.amount).sort((x, y) => x - y)).toEqual([100, 3999 - 100]);
  });

  it('a cancellation is undone before the period end; not after', async () => {
    const a = await account();
    await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'monthly', payment_method_id: a.paymentMethodId }, a.token);
    await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, a.token);
    expect((await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, a.token)).json()).toMatchObject({
      data: { status: 'active', cancel_at_period_end: false },
    });
    await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, a.token);
    t.clock.advance(32 * DAY);
    const late = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, await tokenOf(a));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'NOT_RESUMABLE' } });
  });

  it('a cancelled trial is resumed before its end, and then converts; not after its end', async () => {
    const a = await account();
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
    await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, a.token);
    const resumed = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, a.token);
    expect(resumed.json()).toMatchObject({ success: true, data: { status: 'trial_paid', is_trial: true, has_schedule: true, cancel_at_period_end: false } });
    await shiftDemoAccountClock(t.db, a.user.id, 15);
    expect(await state(a)).toMatchObject({ status: 'active', is_trial: false, plan_type: 'monthly' });

    const b = await account();
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: b.paymentMethodId }, b.token);
    await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, b.token);
    await shiftDemoAccountClock(t.db, b.user.id, 15);
    const late = await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, await tokenOf(b));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'NOT_RESUMABLE' } });
  });

  it('`billing:demo-clock -- <email> <days>` moves one account and prints where it landed', async () => {
    const a = await account();
    await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: a.paymentMethodId }, a.token);
    // The command runs the compiled path end to end on the real clock (the precise shift is tested below).
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/billing/billing-command.ts', 'demo-clock', a.email, '15'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.database.url, STRIPE_SECRET_KEY: '' },
    });
    expect(stdout).toMatch(new RegExp(`^${a.email.replace(/[.+]/g, '\\$&')}: 15 day\\(s\\) later -> active, monthly, until `));
    expect(await state(a)).toMatchObject({ status: 'active', is_trial: false });
  }, 60_000);

  it('the demo clock of one account moves it into the future, and only it', async () => {
    const a = await account();
    const b = await account();
    for (const u of [a, b]) await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: u.paymentMethodId }, u.token);
    await shiftDemoAccountClock(t.db, a.user.id, 15);
    expect((await state(a)).status).toBe('active');
    expect((await state(b)).status).toBe('trial_paid');
  });
});

describe('the demo provider: a downgrade keeps its credit for the next invoices', () => {
  it('annual to monthly: 0 € to pay, the credit stated in the preview, the mail and the dashboard, then paying the renewals', async () => {
    const a = await account();
    await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: 'annual', payment_method_id: a.paymentMethodId }, a.token);
    t.clock.advance(30 * DAY);
    let token = await tokenOf(a);
    const preview = (await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=monthly', undefined, token)).json<{
      data: { amount_due: number; credit: number; credit_carried: number; proration_date: number };
    }>().data;
    // 335 of 365 days unused: 82,59 € of credit, 14,99 € of it pays the month, 67,60 € kept.
    expect(preview).toMatchObject({ amount_due: 0, credit: 8259, credit_carried: 8259 - 1499 });
    const changed = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'monthly', proration_date: preview.proration_date }, token);
    expect(changed.json()).toMatchObject({ success: true, payment: 'paid', data: { plan_type: 'monthly' } });
    const answer = (await call(t.app, 'GET', '/api/payments/subscription/', undefined, token)).json<{ credit_balance: number }>();
    expect(answer.credit_balance).toBe(6760);
    const mails = await t.mailsTo(a.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Votre abonnement a commencé\u00a0: ${formatPrice(8999)} payé – CV Suisse`,
      `Votre formule est maintenant mensuelle\u00a0: ${formatPrice(0)} payé – CV Suisse`,
    ]);
    expect(mails[1]!.text).toContain(`${formatPrice(6760)} sont crédités sur votre compte et seront déduits de vos prochaines factures`);

    // Each renewal takes its 14,99 € from the credit: four months free, the fifth partly.
    t.clock.advance(31 * DAY);
    token = await tokenOf(a);
    expect((await call(t.app, 'GET', '/api/payments/subscription/', undefined, token)).json()).toMatchObject({
      data: { status: 'active' },
      credit_balance: 6760 - 1499,
    });
    for (let month = 0; month < 4; month += 1) {
      t.clock.advance(31 * DAY);
      await t.app.billing.runScheduledJobs(t.clock.now());
    }
    token = await tokenOf(a);
    expect((await call(t.app, 'GET', '/api/payments/subscription/', undefined, token)).json()).toMatchObject({ credit_balance: 0 });
    const invoices = await t.db.select().from(demoInvoices).where(eq(demoInvoices.userId, a.user.id)).orderBy(demoInvoices.paidAt);
    expect(invoices.map((i) => i.amount)).toEqual([8999, 0, 0, 0, 0, 0, 1499 * 5 - 6760]);
    expect(invoices[6]!.description).toBe(`Abonnement mensuel (${formatPrice(6760 - 4 * 1499)} de crédit utilisé)`);
    const receipts = (await t.mailsTo(a.email)).filter((m) => m.subject?.startsWith('Reçu de paiement'));
    expect(receipts.map((m) => m.subject)).toEqual([
      ...Array.from({ length: 4 }, () => `Reçu de paiement de ${formatPrice(0)} – CV Suisse`),
      `Reçu de paiement de ${formatPrice(1499 * 5 - 6760)} – CV Suisse`,
    ]);
    expect(receipts[0]!.text).toContain(`Votre crédit a couvert ${formatPrice(1499)}.`);
  });
});
