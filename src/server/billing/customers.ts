import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { billingCustomers } from '../db/schema/billing.js';

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

export async function findBillingCustomer(db: Database, userId: string): Promise<BillingCustomerRow | undefined> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row;
}

export async function findUserIdByCustomer(db: Database, provider: string, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.providerCustomerId, customerId)))
    .limit(1);
  return row?.userId;
}

/**
 * Records the user's provider customer. A user who switches provider (demo, then Stripe) keeps
 * the date of the trial: the trial is granted once per person, whatever the provider.
 */
export async function saveBillingCustomer(db: Database, userId: string, provider: string, providerCustomerId: string): Promise<BillingCustomerRow> {
  const [row] = await db
    .insert(billingCustomers)
    .values({ userId, provider, providerCustomerId })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { provider, providerCustomerId } })
    .returning();
  return row!;
}

/** Marks the trial as used (first time only). */
export async function markTrialUsed(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(billingCustomers)
    .set({ trialUsedAt: at })
    .where(and(eq(billingCustomers.userId, userId), isNull(billingCustomers.trialUsedAt)));
}

/** The credit the user holds (cents): a downgrade's unused time, used by the next invoices. */
export async function creditBalanceOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ credit: billingCustomers.creditBalance }).from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row?.credit ?? 0;
}

/** Records the credit as the provider reports it (Stripe's customer balance); answers it. */
export async function saveCreditBalance(db: Database, userId: string, credit: number): Promise<number> {
  await db.update(billingCustomers).set({ creditBalance: credit }).where(eq(billingCustomers.userId, userId));
  return credit;
}
