import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { PaymentHistoryEntry } from '../../domain/billing/api.js';
import { privacyMessages } from '../../domain/privacy/account-data.js';
import { RETENTION } from '../../domain/privacy/retention.js';
import { findUserById } from '../accounts/users.js';
import { findBillingCustomer } from '../billing/customers.js';
import type { SubscriptionRow } from '../billing/subscription-store.js';
import type { Database } from '../db/client.js';
import { accountTokens } from '../db/schema/account-tokens.js';
import { subscriptions } from '../db/schema/billing.js';
import { contactMessages } from '../db/schema/contact-messages.js';
import { mailOutbox } from '../db/schema/mail-outbox.js';
import { paymentRecords } from '../db/schema/privacy.js';
import { socialAccounts } from '../db/schema/social.js';
import { users, type UserRow } from '../db/schema/users.js';
import { ApiError, detailError } from '../http/errors.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { DataRightsDeps } from './context.js';
import { accountErasedMail, type ErasedAccount, type ErasureReason } from './mails.js';
import { userReferences } from './user-tables.js';

/** Subscriptions the provider may still charge or still count as running: ended at once by the erasure. */
export async function runningSubscriptions(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt), ne(subscriptions.status, 'incomplete_expired')));
}

/** The last day of the tenth year after the invoice's year (art. 958f CO counts from the end of the financial year). */
export function accountingRetainUntil(invoicedAt: Date): string {
  return `${invoicedAt.getUTCFullYear() + RETENTION.accountingYears}-12-31`;
}

/**
 * Erases an account and everything it owns, for good:
 * 1. every running subscription is ended at the provider (no further charge); if that fails,
 *    nothing is erased and the caller is told;
 * 2. the payments are copied, reduced to their accounting record, into payment_records (kept
 *    ten years, apart from everything else);
 * 3. in one transaction: the contact messages and mails that name the account's addresses,
 *    the rows of every table that points at the account without ON DELETE CASCADE, then the
 *    account itself, which takes every other row with it (CVs and their versions, photos,
 *    renders, letters and signatures, documents, application files, billing mirror, social
 *    links, sessions and links, preview images, exports, and any table added later with a
 *    cascading key to users); the confirmation mail is queued to leave no trace once sent;
 * 4. the rate-limit counters about the account's id and addresses.
 * Sessions end with the account: its access tokens are refused at once (http/auth.ts reads the
 * user with every call).
 */
export async function eraseAccount(
  deps: DataRightsDeps & { limiter?: Pick<RateLimiter, 'forgetSubjects'> },
  userId: string,
  reason: ErasureReason,
): Promise<ErasedAccount | undefined> {
  const { db, provider } = deps;
  const user = await findUserById(db, userId);
  if (!user) return undefined;

  // Read before anything changes: a provider that does not answer leaves the account as it was.
  const invoices = await paymentsToKeep(deps, user);
  let subscriptionsEnded = 0;
  for (const row of await runningSubscriptions(db, user.id)) {
    try {
      await provider.cancelNow(db, user, row);
      subscriptionsEnded++;
    } catch (err) {
      deps.log.error(
        { err: err instanceof ApiError ? err.body : err, userId: user.id, subscription: row.providerSubscriptionId },
        'account erasure: the subscription could not be ended at the provider; nothing erased',
      );
      throw detailError(503, privacyMessages.providerCancelFailed, 'provider_unavailable');
    }
  }

  const erasedAt = deps.now();
  const erased: ErasedAccount = { email: user.email, firstName: user.firstName, erasedAt, reason, subscriptionsEnded, paymentsKept: invoices.rows.length };
  const addresses = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) return undefined;
    if (invoices.rows.length) {
      await tx
        .insert(paymentRecords)
        .values(
          invoices.rows.map((inv) => ({
            provider: provider.kind,
            providerInvoiceId: inv.id,
            providerCustomerId: invoices.customerId,
            amount: inv.amount,
            currency: inv.currency,
            description: inv.description,
            status: inv.status,
            invoicedAt: new Date(inv.created),
            accountErasedAt: erasedAt,
            retainUntil: accountingRetainUntil(new Date(inv.created)),
          })),
        )
        .onConflictDoNothing();
    }
    const emails = await addressesOf(tx, user);
    await tx.delete(contactMessages).where(or(eq(contactMessages.userId, user.id), inArray(sql`lower(${contactMessages.email})`, emails)));
    await tx
      .delete(mailOutbox)
      .where(or(inArray(sql`lower(${mailOutbox.recipient})`, emails), ...emails.map((e) => sql`lower(${mailOutbox.replyTo}) like ${`%${likeEscaped(e)}%`}`)));
    for (const ref of await userReferences(tx)) {
      if (ref.onDelete !== 'cascade') await tx.execute(sql`delete from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${user.id}`);
    }
    await tx.delete(users).where(eq(users.id, user.id));
    await deps.mailer.enqueue(tx, accountErasedMail(deps.config, erased), { eraseWhenSent: true });
    return emails;
  });
  if (!addresses) return undefined;
  await deps.limiter?.forgetSubjects([user.id, `user:${user.id}`, ...addresses]);
  deps.mailer.kick?.();
  deps.log.info({ reason, subscriptionsEnded, paymentsKept: erased.paymentsKept }, 'account erased');
  return erased;
}

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every address the account is known by: its own, one waiting for confirmation, its providers'. */
async function addressesOf(db: Database, user: UserRow): Promise<string[]> {
  const pending = await db.select({ email: accountTokens.email }).from(accountTokens).where(eq(accountTokens.userId, user.id));
  const social = await db.select({ email: socialAccounts.email }).from(socialAccounts).where(eq(socialAccounts.userId, user.id));
  return [...new Set([user.email, ...pending.map((r) => r.email), ...social.map((r) => r.email)].filter((e): e is string => !!e).map((e) => e.toLowerCase()))];
}

/** The payments of the account as the provider lists them (the demo: our table; Stripe: its invoices). */
async function paymentsToKeep(deps: DataRightsDeps, user: UserRow): Promise<{ rows: PaymentHistoryEntry[]; customerId: string | null }> {
  try {
    const rows = (await deps.provider.listInvoices(deps.db, user)).filter((inv) => inv.status !== 'draft' && inv.amount > 0);
    const customer = await findBillingCustomer(deps.db, user.id);
    return { rows, customerId: customer?.providerCustomerId ?? null };
  } catch (err) {
    deps.log.error(
      { err: err instanceof ApiError ? err.body : err, userId: user.id },
      'account erasure: the payment history could not be read; nothing erased',
    );
    throw detailError(503, privacyMessages.providerUnavailable, 'provider_unavailable');
  }
}
