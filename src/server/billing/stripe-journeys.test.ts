import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../domain/billing/plans.js';
import { subscriptions } from '../db/schema/billing.js';
import { call, DAY, logInAs, MINUTE, seedUser } from '../testing/accounts.js';
import { zurichDateTime } from './mails.js';
import { STRIPE_API_VERSION } from './stripe-provider.js';
import { userCanDownload } from './subscription-store.js';
import type { StripeEmulator } from './testing/stripe-emulator.js';
import { startStripeTestApp, type StripeTestApp } from './testing/stripe-test-app.js';

/**
 * Each money path against the emulator in its strict form, the events Stripe would send
 * delivered as signed webhooks, and the outbox read after each journey: which mails, with
 * which amounts and dates.
 */
let t: StripeTestApp;
let emulator: StripeEmulator;
const WEBHOOK_SECRET = 'whsec_journeys';
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  ({ t, emulator } = await startStripeTestApp(WEBHOOK_SECRET));
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

interface Account {
  user: { id: string };
  email: string;
  password: string;
}
const tokenOf = async (a: Account) => (await logInAs(t.app, a.email, a.password)).tokens.access;

async function cardOf(token: string) {
  const intent = (await call(t.app, 'POST', '/api/payments/create-setup-intent/', {}, token)).json<{ setup_intent_id: string }>();
  emulator.succeedSetupIntent(intent.setup_intent_id);
  return (await call(t.app, 'POST', '/api/payments/retrieve-payment-method-from-setup-intent/', { setup_intent_id: intent.setup_intent_id }, token)).json<{
    payment_method_id: string;
  }>().payment_method_id;
}

/** Every event Stripe emitted since the last delivery, signed and posted to our endpoint in order. */
let delivered = 0;
async function deliverEvents() {
  const pending = emulator.events.slice(delivered);
  delivered = emulator.events.length;
  for (const event of pending) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(res.statusCode, `${String(event.type)}: ${res.body}`).toBe(200);
  }
}

async function trialAccount() {
  const seeded = await seedUser(t.db);
  const account = { ...seeded, token: (await logInAs(t.app, seeded.email, seeded.password)).tokens.access };
  const pm = await cardOf(account.token);
  const res = await call(t.app, 'POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: pm }, account.token);
  expect(res.statusCode).toBe(201);
  await deliverEvents();
  return { ...account, pm, subscriptionId: res.json<{ subscription_id: string }>().subscription_id, startedAt: t.clock.now() };
}

async function planAccount(planType: 'monthly' | 'annual') {
  const seeded = await seedUser(t.db);
  const account = { ...seeded, token: (await logInAs(t.app, seeded.email, seeded.password)).tokens.access };
  const pm = await cardOf(account.token);
  const res = await call(t.app, 'POST', '/api/payments/create-direct-subscription/', { subscription_type: planType, payment_method_id: pm }, account.token);
  expect(res.statusCode).toBe(201);
  await deliverEvents();
  return { ...account, pm, subscriptionId: res.json<{ subscription_id: string }>().subscription_id };
}

const state = async (a: Account) =>
  (await call(t.app, 'GET', '/api/payments/subscription/', undefined, await tokenOf(a))).json<{
    data: {
      status: string;
      is_trial: boolean;
      plan_type: string;
      has_schedule: boolean;
      cancel_at_period_end: boolean;
      current_period_end: string;
      trial_end: string | null;
    };
    credit_balance: number;
  }>();

/** The outbox for one address: subject and text of each mail, in order. */
const outbox = async (a: Account) => (await t.mailsTo(a.email)).map((m) => ({ subject: m.subject ?? '', text: m.text ?? '' }));
const subjects = async (a: Account) => (await outbox(a)).map((m) => m.subject);

const euros = formatPrice;
const started = (amount: number) => `Votre essai a commencé\u00a0: ${euros(amount)} payé – CV Suisse`;
const CONVERTED = 'Votre abonnement CV Suisse a commencé';
const CANCELLED = 'Confirmation de votre annulation – CV Suisse';
const FAILED = 'Échec du paiement de votre abonnement – CV Suisse';
const ENDED = 'Votre abonnement CV Suisse a pris fin';

describe('the trial: confirmed in writing at once, with the conversion date and hour', () => {
  it('says what was paid, when it converts (Zurich time), for how much, and links to a one-click cancel', async () => {
    const a = await trialAccount();
    const [mail] = await outbox(a);
    const conversion = new Date(a.startedAt.getTime() + 14 * DAY);
    expect(mail!.subject).toBe(started(100));
    expect(mail!.text).toContain(`Nous avons prélevé ${euros(100)}`);
    expect(mail!.text).toContain(`le ${zurichDateTime(new Date(Math.floor(conversion.getTime() / 1000) * 1000))}\u00a0: ${euros(1499)} seront alors prélevés`);
    expect(mail!.text).toMatch(/\d{1,2} \p{L}+ 20\d\d à \d{1,2}\u00a0h\u00a0\d\d \(heure de Zurich\)/u);
    expect(mail!.text).toContain('http://cv.test/abonnement?view=trial&annuler=1');
  });
});

describe('cancel in every phase', () => {
  it('in the trial: the schedule released, then the renewal off; access until the trial end', async () => {
    const a = await trialAccount();
    const res = await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, a.token);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'trial_paid', has_schedule: false, cancel_at_period_end: true } });
    await deliverEvents();
    expect(await subjects(a)).toEqual([started(100), CANCELLED]);
  });

  it('in the first paid month (the schedule still attached): Stripe refuses the direct way, ours ends the schedule', async () => {
    const a = await trialAccount();
    t.clock.advance(14 * DAY + MINUTE);
    emulator.enterRegularPhase(a.subscriptionId);
    await deliverEvents();
    const sub = emulator.subscriptions.get(a.subscriptionId)!;
    expect(sub.schedule).toMatch(/^sub_sched_/);

    // What the old cancel did: Stripe refuses it for a scheduled subscription.
    const stripe = t.app.billing.provider as unknown as { stripe: Stripe };
    const refused = await stripe.stripe.subscriptions.update(a.subscriptionId, { cancel_at_period_end: true }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((refused as Error).message).toContain('updating any cancelation behavior directly is not allowed');

    const token = await tokenOf(a);
    const cancel = await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, token);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ success: true, data: { status: 'canceled', cancel_at_period_end: true, plan_type: 'monthly' } });
    expect(emulator.schedules.get(sub.schedule as string)).toMatchObject({ end_behavior: 'cancel' });
    // Resumed, then cancelled again: the schedule's end behaviour follows.
    expect((await call(t.app, 'POST', '/api/payments/subscription/resume/', undefined, token)).json()).toMatchObject({
      data: { status: 'active', cancel_at_period_end: false },
    });
    expect(emulator.schedules.get(sub.schedule as string)).toMatchObject({ end_behavior: 'release' });
    await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, token);

    // At the end of the paid month Stripe ends the subscription: no further charge.
    const periodEnd = Date.parse((await state(a)).data.current_period_end);
    t.clock.advance(periodEnd - t.clock.now().getTime() + MINUTE);
    expect(emulator.reachPeriodEnd(a.subscriptionId)).toBeNull();
    await deliverEvents();
    expect(await userCanDownload(t.db, a.user.id, t.clock.now())).toBe(false);
    const mails = await outbox(a);
    expect(mails.map((m) => m.subject)).toEqual([started(100), CONVERTED, CANCELLED, CANCELLED, ENDED]);
    expect(mails[1]!.text).toContain(`Nous avons prélevé ${euros(1499)}`);
  });

  it('later (the schedule released after the first month): cancel at period end on the subscription', async () => {
    const a = await trialAccount();
    t.clock.advance(14 * DAY + MINUTE);
    emulator.enterRegularPhase(a.subscriptionId);
    await deliverEvents();
    t.clock.advance(31 * DAY);
    emulator.enterRegularPhase(a.subscriptionId); // the last phase ends: released, renewed monthly
    await deliverEvents();
    expect(emulator.subscriptions.get(a.subscriptionId)!.schedule).toBeNull();
    const cancel = await call(t.app, 'POST', '/api/payments/subscription/cancel/', undefined, await tokenOf(a));
    expect(cancel.json()).toMatchObject({ data: { status: 'canceled', cancel_at_period_end: true } });
    expect(emulator.calls(`POST /v1/subscriptions/${a.subscriptionId}`).at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
    const mails = await outbox(a);
    expect(mails.map((m) => m.subject)).toEqual([started(100), CONVERTED, `Reçu de paiement de ${euros(1499)} – CV Suisse`, CANCELLED]);
  });
});

describe('conversion and renewals: a draft first, the money an hour later', () => {
  it('paid: no receipt on the draft, the conversion mail once the invoice is paid', async () => {
    const a = await trialAccount();
    t.clock.advance(14 * DAY + MINUTE);
    const draft = emulator.reachPeriodEnd(a.subscriptionId)!;
    await deliverEvents();
    expect(emulator.invoices.get(draft)).toMatchObject({ status: 'draft', amount_due: 1499 });
    expect(await subjects(a)).toEqual([started(100)]);

    t.clock.advance(HOUR);
    expect(emulator.finalizeInvoice(draft)).toBe(true);
    await deliverEvents();
    const mails = await outbox(a);
    expect(mails.map((m) => m.subject)).toEqual([started(100), CONVERTED]);
    expect(mails[1]!.text).toContain(`Nous avons prélevé ${euros(1499)}`);
    expect((await state(a)).data).toMatchObject({ status: 'active', is_trial: false, plan_type: 'monthly' });
  });

  it('declined: no receipt at all, only the failure mail, and the grace', async () => {
    const a = await trialAccount();
    t.clock.advance(14 * DAY + MINUTE);
    const draft = emulator.reachPeriodEnd(a.subscriptionId)!;
    await deliverEvents();
    t.clock.advance(HOUR);
    expect(emulator.finalizeInvoice(draft, 'decline')).toBe(false);
    await deliverEvents();
    expect(await subjects(a)).toEqual([started(100), FAILED]);
    expect((await state(a)).data.status).toBe('past_due');
  });

  it('a renewal: the receipt after the payment only, with its amount and the next date', async () => {
    const a = await planAccount('monthly');
    const periodEnd = Date.parse((await state(a)).data.current_period_end);
    t.clock.advance(periodEnd - t.clock.now().getTime() + MINUTE);
    const draft = emulator.reachPeriodEnd(a.subscriptionId)!;
    await deliverEvents();
    expect(await subjects(a)).toEqual([`Votre abonnement a commencé\u00a0: ${euros(1499)} payé – CV Suisse`]);
    t.clock.advance(HOUR);
    emulator.finalizeInvoice(draft);
    await deliverEvents();
    const receipt = (await outbox(a)).at(-1)!;
    expect(receipt.subject).toBe(`Reçu de paiement de ${euros(1499)} – CV Suisse`);
    expect(receipt.text).toContain(`Prochain renouvellement\u00a0: le ${zurichDateTime(new Date((await state(a)).data.current_period_end))}`);
  });
});

describe('plan changes: no access without payment', () => {
  it('declined: 402 saying the plan stays monthly, nothing changed, nothing owed', async () => {
    const a = await planAccount('monthly');
    emulator.nextPaymentWill('decline');
    const res = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, a.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      detail: expect.stringContaining('Paiement refusé\u00a0: votre formule reste mensuelle.') as string,
    });
    const sent = emulator.calls(`POST /v1/subscriptions/${a.subscriptionId}`).at(-1)!.body;
    expect(sent).toMatchObject({ payment_behavior: 'pending_if_incomplete', proration_behavior: 'always_invoice', items: [{ price: 'price_annual' }] });
    expect(sent).not.toHaveProperty('metadata');
    await deliverEvents();
    expect((await state(a)).data).toMatchObject({ status: 'active', plan_type: 'monthly' });
    // The open invoice of the refused change is voided: Stripe drops the pending update.
    expect(emulator.subscriptions.get(a.subscriptionId)).toMatchObject({ pending_update: null });
    expect([...emulator.invoices.values()].filter((i) => i.customer === emulator.subscriptions.get(a.subscriptionId)!.customer).map((i) => i.status)).toEqual([
      'paid',
      'void',
    ]);
    expect(await subjects(a)).toEqual([`Votre abonnement a commencé\u00a0: ${euros(1499)} payé – CV Suisse`]);
  });

  it('3-D Secure: the secret to confirm, the plan unchanged until the payment succeeds, then changed and confirmed', async () => {
    const a = await planAccount('monthly');
    emulator.nextPaymentWill('require_action');
    const res = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, a.token);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ payment: string; client_secret: string; data: { plan_type: string } }>();
    expect(answer).toMatchObject({ payment: 'requires_action', data: { plan_type: 'monthly' } });
    expect(answer.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    await deliverEvents();
    expect((await state(a)).data.plan_type).toBe('monthly');

    // The browser confirms; Stripe pays the invoice and applies the pending update.
    const invoiceId = emulator.subscriptions.get(a.subscriptionId)!.latest_invoice as string;
    emulator.confirmPayment(invoiceId);
    await deliverEvents();
    expect((await state(a)).data).toMatchObject({ status: 'active', plan_type: 'annual' });
    // Changed in the second it started: the whole month is credited.
    const amount = emulator.invoices.get(invoiceId)!.amount_paid as number;
    expect(amount).toBe(8999 - 1499);
    expect((await subjects(a)).at(-1)).toBe(`Votre formule est maintenant annuelle\u00a0: ${euros(amount)} payé – CV Suisse`);
  });

  it('3-D Secure abandoned: the pending update expires, the plan never changed', async () => {
    const a = await planAccount('monthly');
    emulator.nextPaymentWill('require_action');
    await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'quarterly' }, a.token);
    emulator.expirePendingUpdate(a.subscriptionId);
    await deliverEvents();
    expect((await state(a)).data).toMatchObject({ status: 'active', plan_type: 'monthly' });
    expect(await subjects(a)).toHaveLength(1);
  });

  it('from the trial, declined: the trial goes on, its conversion restored', async () => {
    const a = await trialAccount();
    t.clock.advance(3 * DAY);
    emulator.nextPaymentWill('decline');
    const res = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, await tokenOf(a));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ detail: expect.stringContaining('Paiement refusé\u00a0: votre essai continue comme avant.') as string });
    await deliverEvents();
    expect((await state(a)).data).toMatchObject({ status: 'trial_paid', is_trial: true, has_schedule: true, cancel_at_period_end: false });
    const schedule = emulator.schedules.get(emulator.subscriptions.get(a.subscriptionId)!.schedule as string)!;
    expect((schedule.phases as Array<{ metadata: Record<string, string> }>).map((p) => p.metadata.cv_phase)).toEqual(['trial', 'regular']);
  });

  it('from the trial, 3-D Secure abandoned: when the pending update expires the trial gets its conversion back', async () => {
    const a = await trialAccount();
    emulator.nextPaymentWill('require_action');
    const res = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'annual' }, await tokenOf(a));
    expect(res.json()).toMatchObject({ payment: 'requires_action', data: { is_trial: true, plan_type: 'monthly' } });
    await deliverEvents();
    expect(emulator.subscriptions.get(a.subscriptionId)!.schedule).toBeNull();
    emulator.expirePendingUpdate(a.subscriptionId);
    await deliverEvents();
    const schedule = emulator.schedules.get(emulator.subscriptions.get(a.subscriptionId)!.schedule as string)!;
    expect((schedule.phases as Array<{ metadata: Record<string, string> }>).map((p) => p.metadata.cv_phase)).toEqual(['trial', 'regular']);
    expect((await state(a)).data).toMatchObject({ status: 'trial_paid', is_trial: true, has_schedule: true });
    expect(await subjects(a)).toEqual([started(100)]);
  });

  it('after an upgrade from the trial, the trial page’s cancel stops the paid plan’s renewal (no « pas d’abonnement »)', async () => {
    const a = await trialAccount();
    const token = await tokenOf(a);
    expect((await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'quarterly' }, token)).json()).toMatchObject({
      payment: 'paid',
      data: { plan_type: 'quarterly', is_trial: false },
    });
    const res = await call(t.app, 'DELETE', '/api/payments/subscription-schedule/', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'canceled', cancel_at_period_end: true, plan_type: 'quarterly' } });
    expect(res.body).not.toContain("Vous n'avez pas d'abonnement.");
  });
});

describe('downgrade: the unused time is kept as credit, stated, and used by the next invoice', () => {
  it('annual to monthly: nothing to pay, the credit on the customer balance, shown, then paying the renewal', async () => {
    const a = await planAccount('annual');
    t.clock.advance(30 * DAY);
    const token = await tokenOf(a);
    const preview = (await call(t.app, 'GET', '/api/payments/subscription/preview-change/?plan_type=monthly', undefined, token)).json<{
      data: { amount_due: number; credit: number; credit_carried: number; price: number };
    }>().data;
    expect(preview.amount_due).toBe(0);
    expect(preview.credit_carried).toBe(preview.credit - 1499);
    expect(preview.credit_carried).toBe(Math.round((8999 * 335) / 365) - 1499);

    const changed = await call(t.app, 'PUT', '/api/payments/subscription/update/', { plan_type: 'monthly' }, token);
    expect(changed.json()).toMatchObject({ payment: 'paid', data: { plan_type: 'monthly' } });
    await deliverEvents();
    const customer = emulator.subscriptions.get(a.subscriptionId)!.customer as string;
    expect(emulator.balanceOf(customer)).toBe(-preview.credit_carried);
    expect((await state(a)).credit_balance).toBe(preview.credit_carried);
    const confirmation = (await outbox(a)).at(-1)!;
    expect(confirmation.subject).toBe(`Votre formule est maintenant mensuelle\u00a0: ${euros(0)} payé – CV Suisse`);
    expect(confirmation.text).toContain(`${euros(preview.credit_carried)} sont crédités sur votre compte et seront déduits de vos prochaines factures`);

    // The next renewal is paid from the credit.
    const periodEnd = Date.parse((await state(a)).data.current_period_end);
    t.clock.advance(periodEnd - t.clock.now().getTime() + MINUTE);
    const draft = emulator.reachPeriodEnd(a.subscriptionId)!;
    emulator.finalizeInvoice(draft);
    await deliverEvents();
    expect(emulator.invoices.get(draft)).toMatchObject({
      status: 'paid',
      total: 1499,
      amount_paid: 0,
      starting_balance: -preview.credit_carried,
      ending_balance: -(preview.credit_carried - 1499),
    });
    expect((await state(a)).credit_balance).toBe(preview.credit_carried - 1499);
    const receipt = (await outbox(a)).at(-1)!;
    expect(receipt.subject).toBe(`Reçu de paiement de ${euros(0)} – CV Suisse`);
    expect(receipt.text).toContain(`Votre crédit a couvert ${euros(1499)}.`);
  });
});

describe('webhook API versions', () => {
  it('an invoice event in the shape before 2025-03-31 (top-level `subscription`) is synced too', async () => {
    const a = await planAccount('monthly');
    emulator.endNow(a.subscriptionId);
    delivered = emulator.events.length; // not delivered: only the old-shape invoice event reaches us
    const payload = JSON.stringify({
      id: 'evt_old_shape',
      object: 'event',
      api_version: '2024-06-20',
      created: 1,
      type: 'invoice.paid',
      data: { object: { id: 'in_old', object: 'invoice', subscription: a.subscriptionId } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(res.json()).toEqual({ received: true });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, a.subscriptionId));
    expect(row!.status).toBe('canceled');
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
  });
});
