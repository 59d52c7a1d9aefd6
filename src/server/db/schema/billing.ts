import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Our mirror of the payment provider's subscriptions (the provider holds the truth; webhooks
 * and our own calls re-read it and upsert here). The app reads only this table.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stripe' or 'demo'. */
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    /** One of the statuses of src/domain/billing/subscription-state.ts. */
    status: text('status').notNull(),
    planType: text('plan_type'),
    isTrial: boolean('is_trial').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    scheduleId: text('schedule_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the provider ended the subscription (end of dunning, immediate cancel): access stops then. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** While past_due: the end of the 14-day payment grace of the terms (access is kept until then). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** The last paid invoice a confirmation or receipt was sent for: each payment is confirmed once, and only once paid. */
    lastPaidInvoiceId: text('last_paid_invoice_id'),
    /** What that invoice paid for: 'trial' or the plan type (a conversion or a plan change is told from a renewal by it). */
    lastPaidPlan: text('last_paid_plan'),
    /** When the "your trial converts in 3 days" mail was queued: each trial gets it once. */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /** Provider event time of the last sync, so that an older event never overwrites a newer state. */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/** One provider customer per user, and whether the user already had the trial. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
  /** Credit the customer holds (cents, >= 0): a downgrade's unused time, used by the next invoices (Stripe: the customer balance). */
  creditBalance: integer('credit_balance').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payments recorded by the demo provider (Stripe keeps its own invoices). */
export const demoInvoices = pgTable(
  'demo_invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    description: text('description').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_invoices_user_idx').on(t.userId, t.paidAt)],
);

/** Webhook events already processed: each is handled once, whatever the provider retries. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo provider's stand-in for card setup: the browser validates a card form locally and
 * sends only the last four digits; no card number, expiry or CVC ever reaches the server.
 */
export const demoSetupIntents = pgTable(
  'demo_setup_intents',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientSecret: text('client_secret').notNull(),
    paymentMethodId: text('payment_method_id').unique(),
    cardLast4: text('card_last4'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_setup_intents_user_idx').on(t.userId, t.createdAt)],
);
