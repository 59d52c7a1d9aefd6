import { eq } from 'drizzle-orm';
import { trialOffer } from '../../domain/billing/plans.js';
import { PAYMENT_GRACE_DAYS, type SubscriptionStatus } from '../../domain/billing/subscription-state.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { users } from '../db/schema/users.js';
import type { MailMessage } from '../mail/layout.js';
import type { Mailer } from '../mail/plugin.js';
import { creditBalanceOf, markTrialUsed, saveCreditBalance } from './customers.js';
import {
  cancellationMail,
  paymentFailedMail,
  planChangedMail,
  renewalReceiptMail,
  subscriptionEndedMail,
  subscriptionStartedMail,
  trialConvertedMail,
} from './mails.js';

// The row type from the schema, not from subscription-store.ts (which imports this module through demo-clock.ts).
type SubscriptionRow = typeof subscriptions.$inferSelect;

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
  /** When the provider ended it (access stops then, whatever the period end said). */
  endedAt?: Date | null;
  /** past_due only: when the unpaid period started (the 14-day grace counts from it). */
  unpaidSince?: Date | null;
  /** The provider's creation time (orders a user's subscriptions in the mirror). */
  createdAt?: Date | null;
  /** The latest invoice when the provider told us (receipts quote its amount and link; only a paid one is confirmed). */
  latestInvoice?: { id: string; amount: number; url: string | null; paid: boolean; creditAdded?: number; creditUsed?: number } | null;
  /** The customer's credit (cents) when the provider told us; used by the next invoices. */
  creditBalance?: number;
}

export interface SyncDeps {
  config: Config;
  mailer: Pick<Mailer, 'enqueue'>;
}

const GRACE_MS = PAYMENT_GRACE_DAYS * 86_400_000;

/** The renewal was on and is now off: the moment to confirm the cancellation by e-mail. */
function renewalTurnedOff(before: SubscriptionRow | undefined, after: SubscriptionSnapshot): boolean {
  if (!before || after.status === 'incomplete' || after.status === 'incomplete_expired' || after.endedAt) return false;
  const wasOn = before.scheduleId !== null || (!before.cancelAtPeriodEnd && before.status !== 'canceled');
  const isOff = after.isTrial ? after.scheduleId === null && after.cancelAtPeriodEnd : after.cancelAtPeriodEnd;
  return wasOn && isOff;
}

const isEnded = (s: { status: string; endedAt?: Date | null }) => s.status === 'incomplete_expired' || !!s.endedAt;

/**
 * The payment a change brings, if any: the latest invoice, paid, and not yet confirmed. Money
 * is confirmed only once taken: a renewal's draft invoice (charged an hour later), a declined
 * or pending charge, send nothing; its `invoice.paid` does. A paying row from before this rule
 * (no invoice recorded) only records it, so that a deploy sends nothing twice.
 */
function newPayment(before: SubscriptionRow | undefined, after: SubscriptionSnapshot) {
  const invoice = after.latestInvoice;
  if (!invoice?.paid || invoice.id === before?.lastPaidInvoiceId) return null;
  if (before && before.lastPaidInvoiceId === null && before.status !== 'incomplete' && before.status !== 'incomplete_expired') return null;
  return invoice;
}

/** What a paid invoice paid for: the trial, or the plan. */
const paidPlanOf = (s: SubscriptionSnapshot) => (s.isTrial ? 'trial' : s.planType);

/**
 * The e-mails a change of state calls for: a confirmation at every start of payment (trial,
 * direct plan, plan change), the trial's conversion and each renewal's receipt once paid, the
 * failure when a charge failed, the end, the cancellation. Derived from the stored state before
 * and after, so that a duplicated or replayed sync sends nothing twice.
 */
function mailsFor(
  config: Config,
  to: { email: string; firstName: string },
  before: SubscriptionRow | undefined,
  after: SubscriptionSnapshot,
  graceEndsAt: Date | null,
  creditBalance: number,
): MailMessage[] {
  const out: MailMessage[] = [];
  const payment = newPayment(before, after);
  if (payment) {
    const invoiceUrl = payment.url;
    const started = !before || before.status === 'incomplete' || before.status === 'incomplete_expired';
    const paidFor = before?.lastPaidPlan ?? null;
    if (started) {
      out.push(
        subscriptionStartedMail(config, to, {
          amount: payment.amount,
          trial: after.isTrial,
          planType: after.planType,
          nextCharge: after.isTrial ? after.trialEnd : after.currentPeriodEnd,
          invoiceUrl,
        }),
      );
    } else if (before.status === 'past_due' && !after.isTrial) {
      out.push(
        renewalReceiptMail(config, to, {
          amount: payment.amount,
          creditUsed: payment.creditUsed ?? 0,
          nextRenewal: after.currentPeriodEnd,
          invoiceUrl,
          recovered: true,
        }),
      );
    } else if (paidFor === 'trial' && !after.isTrial && after.planType === trialOffer.convertsTo) {
      // The renewal the trial announced (a draft first: the phase had already changed when it was paid).
      out.push(trialConvertedMail(config, to, { amount: payment.amount, planType: after.planType, nextRenewal: after.currentPeriodEnd, invoiceUrl }));
    } else if (!after.isTrial && paidFor !== paidPlanOf(after)) {
      out.push(
        planChangedMail(config, to, {
          amount: payment.amount,
          planType: after.planType,
          nextRenewal: after.currentPeriodEnd,
          creditAdded: payment.creditAdded ?? 0,
          creditBalance,
          invoiceUrl,
        }),
      );
    } else if (!after.isTrial) {
      out.push(
        renewalReceiptMail(config, to, {
          amount: payment.amount,
          creditUsed: payment.creditUsed ?? 0,
          nextRenewal: after.currentPeriodEnd,
          invoiceUrl,
          recovered: false,
        }),
      );
    }
  }
  if (!before) return out;
  if (after.status === 'past_due' && before.status !== 'past_due') out.push(paymentFailedMail(config, to, { graceEnds: graceEndsAt }));
  if (isEnded(after) && !isEnded(before) && before.status !== 'incomplete') {
    out.push(subscriptionEndedMail(config, to, { wasTrial: after.isTrial, unpaid: before.status === 'past_due' }));
  }
  if (renewalTurnedOff(before, after)) {
    const accessEnds = after.isTrial ? after.trialEnd : after.currentPeriodEnd;
    out.push(cancellationMail(config, to, { accessEnds, wasTrial: after.isTrial }));
  }
  return out;
}

/**
 * Upserts our copy of a subscription: the one place where the mirror is written, for both
 * providers, from our own calls, webhooks, re-syncs and the demo clock alike. `readAt` is when
 * the snapshot was read from the provider: a snapshot older than the stored one is dropped, so
 * that duplicated and out-of-order deliveries converge on the newest state. Call it inside a
 * transaction; queue mails with the same handle and kick the mailer after the commit.
 */
export async function saveSubscription(db: Database, deps: SyncDeps, snapshot: SubscriptionSnapshot, readAt: Date): Promise<SubscriptionRow> {
  const [before] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, snapshot.providerSubscriptionId))
    .for('update')
    .limit(1);
  if (before && before.syncedAt.getTime() > readAt.getTime()) return before;

  // The grace counts from the unpaid period's start and is never extended by later reads.
  let graceEndsAt: Date | null = null;
  if (snapshot.status === 'past_due') {
    graceEndsAt = before?.status === 'past_due' && before.graceEndsAt ? before.graceEndsAt : new Date((snapshot.unpaidSince ?? readAt).getTime() + GRACE_MS);
  }

  const values = {
    status: snapshot.status,
    planType: snapshot.planType,
    isTrial: snapshot.isTrial,
    trialEnd: snapshot.trialEnd,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    scheduleId: snapshot.scheduleId,
    canceledAt: snapshot.canceledAt,
    endedAt: snapshot.endedAt ?? null,
    graceEndsAt,
    providerCustomerId: snapshot.providerCustomerId,
    lastPaidInvoiceId: snapshot.latestInvoice?.paid ? snapshot.latestInvoice.id : (before?.lastPaidInvoiceId ?? null),
    lastPaidPlan:
      snapshot.latestInvoice?.paid && snapshot.latestInvoice.id !== before?.lastPaidInvoiceId ? paidPlanOf(snapshot) : (before?.lastPaidPlan ?? null),
    syncedAt: readAt,
    updatedAt: readAt,
  };
  const [row] = before
    ? await db.update(subscriptions).set(values).where(eq(subscriptions.id, before.id)).returning()
    : await db
        .insert(subscriptions)
        .values({
          ...values,
          userId: snapshot.userId,
          provider: snapshot.provider,
          providerSubscriptionId: snapshot.providerSubscriptionId,
          createdAt: snapshot.createdAt ?? readAt,
        })
        .returning();

  // A trial counts as used once it was paid for, whatever happens to it afterwards.
  if (snapshot.isTrial && snapshot.status !== 'incomplete' && snapshot.status !== 'incomplete_expired') {
    await markTrialUsed(db, snapshot.userId, readAt);
  }

  const creditBalance =
    snapshot.creditBalance !== undefined ? await saveCreditBalance(db, snapshot.userId, snapshot.creditBalance) : await creditBalanceOf(db, snapshot.userId);
  const [user] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, snapshot.userId)).limit(1);
  if (user) for (const mail of mailsFor(deps.config, user, before, snapshot, graceEndsAt, creditBalance)) await deps.mailer.enqueue(db, mail);
  return row!;
}

/** The fields of a stored row as a snapshot, for a provider that changes a few of them (demo). */
export function snapshotOfRow(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    userId: row.userId,
    provider: row.provider as 'stripe' | 'demo',
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    status: row.status as SubscriptionStatus,
    planType: row.planType,
    isTrial: row.isTrial,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduleId: row.scheduleId,
    canceledAt: row.canceledAt,
    endedAt: row.endedAt,
    unpaidSince: row.graceEndsAt ? new Date(row.graceEndsAt.getTime() - GRACE_MS) : null,
  };
}

/** One line of what a re-sync changed (the operator command prints them). */
export interface SyncChange {
  subscriptionId: string;
  userId: string;
  before: string | null;
  after: string;
}

function summary(row: SubscriptionRow): string {
  const end = row.currentPeriodEnd?.toISOString().slice(0, 10) ?? '-';
  const flags = [
    row.isTrial ? 'trial' : null,
    row.cancelAtPeriodEnd ? 'cancel_at_period_end' : null,
    row.endedAt ? `ended ${row.endedAt.toISOString().slice(0, 10)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${row.status} ${row.planType ?? '-'} until ${end}${flags ? ` (${flags})` : ''}`;
}

/** The change between two stored states, or null when nothing a person would notice moved. */
export function describeChange(before: SubscriptionRow | undefined, after: SubscriptionRow): SyncChange | null {
  const b = before ? summary(before) : null;
  const a = summary(after);
  return b === a ? null : { subscriptionId: after.providerSubscriptionId, userId: after.userId, before: b, after: a };
}
