import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PaymentHistoryEntry } from '../../domain/billing/api.js';
import { periodEnd, plans, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { demoInvoices, demoSetupIntents } from '../db/schema/billing.js';
import type { UserRow } from '../db/schema/users.js';
import { notFound } from '../http/errors.js';
import { creditBalanceOf, findBillingCustomer, saveBillingCustomer, saveCreditBalance } from './customers.js';
import { planDescriptions, recordDemoInvoice, settleDemoSubscription } from './demo-clock.js';
import { planChangeDescription, planChangeQuote } from './plan-change.js';
import { billingErrors } from './errors.js';
import type { CreatedSubscription, PaymentProvider } from './provider.js';
import { saveSubscription, snapshotOfRow, type SubscriptionSnapshot, type SyncDeps } from './sync.js';
import type { SubscriptionRow } from './subscription-store.js';

const DAY_MS = 86_400_000;
const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;

export const DEMO_PORTAL_PATH = '/abonnement/portail-demo';

/**
 * The local default when no Stripe key is configured: the same flows with the state in our
 * database and no money moving. Card setup is a local form (only the last four digits reach
 * us), the portal is our own page, and trials and renewals follow the app's clock (demo-clock.ts).
 */
export function createDemoProvider(deps: SyncDeps & { config: Config; now: () => Date }): PaymentProvider {
  const { config, now } = deps;

  async function customerId(db: Database, user: UserRow): Promise<string> {
    const existing = await findBillingCustomer(db, user.id);
    if (existing?.provider === 'demo') return existing.providerCustomerId;
    const saved = await saveBillingCustomer(db, user.id, 'demo', `cus_demo_${user.id.replace(/-/g, '').slice(0, 24)}`);
    return saved.providerCustomerId;
  }

  async function ownPaymentMethod(db: Database, user: UserRow, paymentMethodId: string | undefined): Promise<string> {
    const [row] = await db
      .select({ id: demoSetupIntents.paymentMethodId })
      .from(demoSetupIntents)
      .where(
        paymentMethodId
          ? and(eq(demoSetupIntents.userId, user.id), eq(demoSetupIntents.paymentMethodId, paymentMethodId))
          : and(eq(demoSetupIntents.userId, user.id), isNotNull(demoSetupIntents.paymentMethodId)),
      )
      .orderBy(desc(demoSetupIntents.createdAt))
      .limit(1);
    if (!row?.id) throw billingErrors.paymentMethodInvalid();
    return row.id;
  }

  /** A plan change paid at once: the leftover credit kept, then the new plan charged (credit first). */
  async function applyChange(
    db: Database,
    current: SubscriptionRow,
    planType: PlanType,
    prorationDate: Date | undefined,
    fields: Partial<SubscriptionSnapshot>,
  ) {
    const start = now();
    const quote = planChangeQuote(current, planType, prorationDate ?? start);
    if (quote.creditCarried > 0) await saveCreditBalance(db, current.userId, (await creditBalanceOf(db, current.userId)) + quote.creditCarried);
    const invoice = await recordDemoInvoice(db, current, quote.amountDue, planChangeDescription(planType, quote.credit), start);
    return saveSubscription(
      db,
      deps,
      {
        ...snapshotOfRow(current),
        ...fields,
        planType,
        currentPeriodEnd: periodEnd(start, planType),
        latestInvoice: { ...invoice, creditAdded: quote.creditCarried },
      },
      start,
    );
  }

  return {
    kind: 'demo',
    publishableKey: null,

    async createSetupIntent(db, user) {
      await customerId(db, user);
      const id = demoId('seti');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await db.insert(demoSetupIntents).values({ id, userId: user.id, clientSecret, createdAt: now() });
      return { clientSecret, setupIntentId: id };
    },

    async paymentMethodFromSetupIntent(db, user, setupIntentId) {
      const [row] = await db
        .select()
        .from(demoSetupIntents)
        .where(and(eq(demoSetupIntents.id, setupIntentId), eq(demoSetupIntents.userId, user.id)))
        .limit(1);
      if (!row) throw notFound();
      if (!row.paymentMethodId) throw billingErrors.setupIncomplete();
      return row.paymentMethodId;
    },

    async startTrial(db, user, input): Promise<CreatedSubscription> {
      await ownPaymentMethod(db, user, input.paymentMethodId);
      const start = now();
      const trialEnd = new Date(start.getTime() + trialOffer.days * DAY_MS);
      const snapshot = {
        userId: user.id,
        provider: 'demo' as const,
        providerSubscriptionId: demoId('sub'),
        providerCustomerId: await customerId(db, user),
        status: 'trial_paid' as const,
        planType: trialOffer.convertsTo,
        isTrial: true,
        trialEnd,
        currentPeriodEnd: trialEnd,
        cancelAtPeriodEnd: false,
        scheduleId: demoId('sub_sched'),
        canceledAt: null,
      };
      const invoice = await recordDemoInvoice(db, snapshot, trialOffer.amount, 'Essai 14 jours', start);
      const subscription = await saveSubscription(db, deps, { ...snapshot, latestInvoice: invoice }, start);
      return { subscription, clientSecret: null };
    },

    async subscribe(db, user, input): Promise<CreatedSubscription> {
      await ownPaymentMethod(db, user, input.paymentMethodId);
      const start = now();
      const snapshot = {
        userId: user.id,
        provider: 'demo' as const,
        providerSubscriptionId: demoId('sub'),
        providerCustomerId: await customerId(db, user),
        status: 'active' as const,
        planType: input.planType,
        isTrial: false,
        trialEnd: null,
        currentPeriodEnd: periodEnd(start, input.planType),
        cancelAtPeriodEnd: false,
        scheduleId: null,
        canceledAt: null,
      };
      const invoice = await recordDemoInvoice(db, snapshot, plans[input.planType].amount, planDescriptions[input.planType], start);
      const subscription = await saveSubscription(db, deps, { ...snapshot, latestInvoice: invoice }, start);
      return { subscription, clientSecret: null };
    },

    // As Stripe does when the interval changes: a new period starts now, the unused part of the
    // current one is credited (beyond the new price, kept as credit for the next invoices), and
    // the user's credit pays first. The credit is computed at the confirmed preview's instant, so
    // the charge is the amount the user saw. Nothing declines here: the demo card pays changes.
    async previewPlanChange(db, user, current, planType) {
      const at = now();
      return { ...planChangeQuote(current, planType, at, await creditBalanceOf(db, user.id)), prorationDate: at };
    },

    async changePlan(db, _user, current, planType, options = {}) {
      return { subscription: await applyChange(db, current, planType, options.prorationDate, {}), payment: 'paid', clientSecret: null };
    },

    async resume(db, _user, current) {
      const at = now();
      // A trial gets its renewal back (the schedule that converts it at its end), and stays a trial.
      if (current.isTrial) {
        return saveSubscription(
          db,
          deps,
          { ...snapshotOfRow(current), cancelAtPeriodEnd: false, canceledAt: null, scheduleId: current.scheduleId ?? demoId('sub_sched') },
          at,
        );
      }
      return saveSubscription(db, deps, { ...snapshotOfRow(current), status: 'active', cancelAtPeriodEnd: false, canceledAt: null }, at);
    },

    async upgradeTrial(db, _user, current, planType, options = {}) {
      const upgraded = { status: 'active' as const, isTrial: false, trialEnd: null, scheduleId: null, cancelAtPeriodEnd: false, canceledAt: null };
      return { subscription: await applyChange(db, current, planType, options.prorationDate, upgraded), payment: 'paid', clientSecret: null };
    },

    async cancelAtPeriodEnd(db, _user, current) {
      const at = now();
      return saveSubscription(db, deps, { ...snapshotOfRow(current), status: 'canceled', cancelAtPeriodEnd: true, canceledAt: at }, at);
    },

    async cancelTrialRenewal(db, _user, current) {
      const at = now();
      return saveSubscription(db, deps, { ...snapshotOfRow(current), scheduleId: null, cancelAtPeriodEnd: true, canceledAt: at }, at);
    },

    async cancelNow(db, _user, current) {
      if (current.endedAt) return current;
      const at = now();
      return saveSubscription(
        db,
        deps,
        // As Stripe's snapshot reads an early end: access stops now, not at the period's end.
        {
          ...snapshotOfRow(current),
          status: 'canceled',
          scheduleId: null,
          cancelAtPeriodEnd: false,
          canceledAt: current.canceledAt ?? at,
          endedAt: at,
          currentPeriodEnd: at,
          trialEnd: current.isTrial ? at : current.trialEnd,
        },
        at,
      );
    },

    async listInvoices(db, user): Promise<PaymentHistoryEntry[]> {
      const rows = await db.select().from(demoInvoices).where(eq(demoInvoices.userId, user.id)).orderBy(desc(demoInvoices.paidAt)).limit(100);
      return rows.map((r) => ({
        id: r.id,
        amount: r.amount,
        currency: r.currency,
        status: 'paid',
        description: r.description,
        created: r.paidAt.toISOString(),
        invoice_url: null,
        invoice_pdf: null,
      }));
    },

    async createPortalSession(_db, _user, returnUrl) {
      const url = new URL(DEMO_PORTAL_PATH, `${config.publicUrl}/`);
      url.searchParams.set('return_url', returnUrl);
      return url.toString();
    },

    async createCheckoutSession(_db, _user, input) {
      const url = new URL(`/payment/${input.planType}`, `${config.publicUrl}/`);
      url.searchParams.set('direct', input.direct ? 'true' : 'false');
      return { id: demoId('cs'), url: url.toString() };
    },

    async refresh(db, _userId, current) {
      return current ? settleDemoSubscription(db, deps, current, now()) : undefined;
    },
  };
}

/** The demo card form's confirmation: stores a fake payment-method id and the last four digits. */
export async function confirmDemoSetupIntent(
  db: Database,
  user: UserRow,
  input: { setupIntentId: string; clientSecret: string; cardLast4: string },
  at: Date,
): Promise<string> {
  const [row] = await db
    .select()
    .from(demoSetupIntents)
    .where(and(eq(demoSetupIntents.id, input.setupIntentId), eq(demoSetupIntents.userId, user.id)))
    .limit(1);
  if (!row || row.clientSecret !== input.clientSecret) throw notFound();
  if (row.paymentMethodId) return row.paymentMethodId;
  const paymentMethodId = demoId('pm');
  await db.update(demoSetupIntents).set({ paymentMethodId, cardLast4: input.cardLast4, confirmedAt: at }).where(eq(demoSetupIntents.id, row.id));
  return paymentMethodId;
}
