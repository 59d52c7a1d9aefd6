import { eq } from 'drizzle-orm';
import { accountErrorCodes, accountMessages as m } from '../../domain/accounts/messages.js';
import type { AuthResult } from '../../domain/accounts/user.js';
import type { Database } from '../db/client.js';
import { users, type UserRow } from '../db/schema/users.js';
import { ApiError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { verificationMail } from '../mail/templates.js';
import { consumeAccountToken, createAccountToken, lookUpAccountToken, voidAccountTokens } from './account-tokens.js';
import { signIn, type AccountsContext } from './context.js';
import { findUserByEmail, isUniqueViolation } from './users.js';

const invalidKey = () => new ApiError(400, { detail: m.verifyInvalidKey, code: accountErrorCodes.invalidKey });

/** Creates a verification link for the user's address and writes its mail to the outbox. */
export async function queueVerificationEmail(ctx: AccountsContext, db: Database, user: UserRow): Promise<void> {
  const key = await createAccountToken(db, { userId: user.id, purpose: 'email_verification', email: user.email }, ctx.now());
  await ctx.mailer.enqueue(db, verificationMail(ctx.config, { email: user.email, firstName: user.firstName }, key));
}

/**
 * Follows a link of a verification mail or of a new-address confirmation mail: the address is
 * verified (or the account switches to the new address) and the user is signed in.
 */
export async function verifyEmail(ctx: AccountsContext, key: string): Promise<AuthResult & { detail: string }> {
  const now = ctx.now();
  const found = await lookUpAccountToken(ctx.db, key, ['email_verification', 'email_change'], now);
  if (found.status !== 'valid') {
    if (found.status === 'used' && found.row.purpose === 'email_verification') {
      const [owner] = await ctx.db.select().from(users).where(eq(users.id, found.row.userId)).limit(1);
      if (owner?.emailVerifiedAt && owner.email === found.row.email) {
        throw new ApiError(400, { detail: m.emailAlreadyVerified, code: accountErrorCodes.alreadyVerified });
      }
    }
    throw invalidKey();
  }
  const token = found.row;

  const user = await ctx.db
    .transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, token.id, now))) throw invalidKey();
      const [current] = await tx.select().from(users).where(eq(users.id, token.userId)).limit(1).for('update');
      if (!current) throw invalidKey();

      if (token.purpose === 'email_verification') {
        // The account moved to another address since this link was sent: it proves nothing now.
        if (current.email !== token.email) throw invalidKey();
        await voidAccountTokens(tx, current.id, 'email_verification', now);
        const [row] = await tx
          .update(users)
          .set({ emailVerifiedAt: current.emailVerifiedAt ?? now, updatedAt: now })
          .where(eq(users.id, current.id))
          .returning();
        return row!;
      }

      const owner = await findUserByEmail(tx, token.email);
      if (owner && owner.id !== current.id) throw new ApiError(400, { email: [m.emailTakenByOther] });
      await voidAccountTokens(tx, current.id, 'email_change', now);
      await voidAccountTokens(tx, current.id, 'email_verification', now);
      const [row] = await tx.update(users).set({ email: token.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, current.id)).returning();
      return row!;
    })
    .catch((err: unknown) => {
      // The new address got an account between the check and the switch.
      if (isUniqueViolation(err)) throw new ApiError(400, { email: [m.emailTakenByOther] });
      throw err;
    });

  const result = await signIn(ctx, user, { remember: false });
  return { ...result, detail: token.purpose === 'email_change' ? m.emailChangeConfirmed : m.emailVerified };
}

/**
 * Always the same answer, whether the address has an account, a verified one, or none, at the
 * same speed (the lookup and the mail come after the answer).
 */
export async function resendVerificationEmail(ctx: AccountsContext, email: string, ip: string): Promise<{ detail: string }> {
  await ctx.limiter.consume(rateLimitRules.verificationResendsPerIp, ip);
  await ctx.limiter.consume(rateLimitRules.verificationResendsPerEmail, email);
  ctx.background.run('verification mail', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user || user.emailVerifiedAt) return;
    await ctx.db.transaction((tx) => queueVerificationEmail(ctx, tx, user));
    ctx.mailer.kick();
  });
  return { detail: m.verificationResent };
}
