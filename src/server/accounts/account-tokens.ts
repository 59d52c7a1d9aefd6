import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountTokens, type AccountTokenRow } from '../db/schema/account-tokens.js';
import { hashToken, randomToken } from './secret-tokens.js';

/**
 * Single-use links sent by e-mail. Lifetimes:
 * - address verification and new-address confirmation: 3 days. The link only proves that the
 *   mailbox is yours; people open such mails late (a weekend), and a dead link costs a resend.
 * - password reset: 1 hour. Whoever holds the link can take the account over, and someone who
 *   forgot a password acts on the mail within minutes; a short life shrinks the window in which
 *   a mailbox or a forwarded mail can be abused.
 */
export const ACCOUNT_TOKEN_TTL_MS = {
  email_verification: 3 * 24 * 60 * 60_000,
  email_change: 3 * 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
} as const;

export type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_TTL_MS;

/** Creates a link token (256 random bits) and returns it; only its hash is stored. */
export async function createAccountToken(db: Database, input: { userId: string; purpose: AccountTokenPurpose; email: string }, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    email: input.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[input.purpose]),
  });
  return token;
}

export type TokenLookup = { status: 'valid'; row: AccountTokenRow } | { status: 'used' | 'expired'; row: AccountTokenRow } | { status: 'unknown' };

/** Finds a token of one of the purposes without using it up. */
export async function lookUpAccountToken(db: Database, token: string, purposes: AccountTokenPurpose[], now: Date, userId?: string): Promise<TokenLookup> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || !purposes.includes(row.purpose as AccountTokenPurpose) || (userId && row.userId !== userId)) {
    return { status: 'unknown' };
  }
  if (row.usedAt) return { status: 'used', row };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired', row };
  return { status: 'valid', row };
}

/** Uses a token up; false when another request used it first. */
export async function consumeAccountToken(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Voids every open token of a purpose (a reset used, an address confirmed...). */
export async function voidAccountTokens(db: Database, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
