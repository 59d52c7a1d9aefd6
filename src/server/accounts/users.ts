import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountUser } from '../../domain/accounts/user.js';
import type { Database } from '../db/client.js';
import { accountTokens } from '../db/schema/account-tokens.js';
import { refreshTokens } from '../db/schema/sessions.js';
import { users, type UserRow } from '../db/schema/users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Accounts are unique per trimmed, lower-cased address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class EmailTakenError extends Error {
  constructor() {
    super('email already used by an account');
  }
}

/** A unique index refused the write (PostgreSQL 23505), possibly wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export interface NewUser {
  email: string;
  passwordHash?: string | null;
  firstName?: string;
  lastName?: string;
  emailVerifiedAt?: Date | null;
  termsAcceptedAt?: Date | null;
}

/** Inserts an account; throws EmailTakenError when the address already has one. */
export async function createUser(db: Database, input: NewUser, now: Date): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        passwordHash: input.passwordHash ?? null,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        termsAcceptedAt: input.termsAcceptedAt ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new EmailTakenError();
    throw err;
  }
}

/**
 * For sign-in through a provider that vouches for the address (Google, LinkedIn, Apple): the
 * account of that address, created when missing. Call it only with a provider-verified address.
 *
 * An existing account whose address was never verified may have been opened by someone else
 * with this address (pre-hijacking): its password is removed and its sessions are closed before
 * the verified owner gets in; the owner can set a password later through « Mot de passe oublié ».
 */
export async function findOrCreateUserByEmail(
  db: Database,
  profile: { email: string; firstName?: string; lastName?: string },
  now: Date,
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (existing.emailVerifiedAt) return { user: existing, created: false };
    const user = await db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now, revokedReason: 'account_claimed' })
        .where(and(eq(refreshTokens.userId, existing.id), isNull(refreshTokens.revokedAt)));
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: now, passwordHash: null, sessionsValidAfter: wholeSecond(now), updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      return row!;
    });
    return { user, created: false };
  }
  try {
    const user = await createUser(
      db,
      { email: profile.email, firstName: profile.firstName, lastName: profile.lastName, emailVerifiedAt: now, termsAcceptedAt: now },
      now,
    );
    return { user, created: true };
  } catch (err) {
    // Two first sign-ins at once: the other one created it.
    if (err instanceof EmailTakenError) return findOrCreateUserByEmail(db, profile, now);
    throw err;
  }
}

/** Access tokens carry seconds; session cut-offs are stored on a whole second to compare with them. */
export function wholeSecond(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** The address waiting for confirmation, if a change is under way. */
export async function pendingEmailOf(db: Database, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email_change'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/** The user object of the API answers. */
export function toAccountUser(user: UserRow, pendingEmail: string | null = null): AccountUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    country: user.country,
    address: user.address,
    postal_code: user.postalCode,
    city: user.city,
    is_email_verified: user.emailVerifiedAt !== null,
    date_joined: user.createdAt.toISOString(),
    has_password: user.passwordHash !== null,
    pending_email: pendingEmail,
  };
}

export async function loadAccountUser(db: Database, user: UserRow, now: Date): Promise<AccountUser> {
  return toAccountUser(user, await pendingEmailOf(db, user.id, now));
}
