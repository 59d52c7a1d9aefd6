import { eq } from 'drizzle-orm';
import { accountMessages as m } from '../../domain/accounts/messages.js';
import type { Database } from '../db/client.js';
import { users, type UserRow } from '../db/schema/users.js';
import { fieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { passwordChangedMail, passwordResetMail } from '../mail/templates.js';
import { consumeAccountToken, createAccountToken, lookUpAccountToken, voidAccountTokens } from './account-tokens.js';
import type { AccountsContext } from './context.js';
import { hashPassword } from './passwords.js';
import { passwordProblem } from './password-policy.js';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail, findUserById, wholeSecond } from './users.js';
import type { AccountTokenRow } from '../db/schema/account-tokens.js';

/**
 * Always the neutral confirmation: the answer never tells whether the address has an account,
 * not even by its timing (the lookup and the mail come after the answer).
 */
export async function requestPasswordReset(ctx: AccountsContext, email: string, ip: string): Promise<{ detail: string }> {
  await ctx.limiter.consume(rateLimitRules.resetRequestsPerIp, ip);
  await ctx.limiter.consume(rateLimitRules.resetRequestsPerEmail, email);
  ctx.background.run('password reset mail', async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user) return;
    await ctx.db.transaction(async (tx) => {
      const token = await createAccountToken(tx, { userId: user.id, purpose: 'password_reset', email: user.email }, ctx.now());
      await ctx.mailer.enqueue(tx, passwordResetMail(ctx.config, { email: user.email, firstName: user.firstName }, user.id, token));
    });
    ctx.mailer.kick();
  });
  return { detail: m.resetRequested };
}

/** The user and token of a reset link, or the field error the client maps to its messages. */
async function checkResetLink(db: Database, uid: string, token: string, now: Date): Promise<{ user: UserRow; row: AccountTokenRow }> {
  const user = await findUserById(db, uid);
  if (!user) throw fieldError('uid', m.resetUidInvalid);
  const found = await lookUpAccountToken(db, token, ['password_reset'], now, user.id);
  if (found.status !== 'valid') throw fieldError('token', m.resetTokenInvalid);
  return { user, row: found.row };
}

/** Checks a link when the page opens, without using it up. */
export async function validateResetLink(ctx: AccountsContext, uid: string, token: string): Promise<{ detail: string }> {
  await checkResetLink(ctx.db, uid, token, ctx.now());
  return { detail: m.resetLinkValid };
}

/**
 * Sets the new password. The link is used up, every session is closed (whoever knew the old
 * password is out), and following a mailed link proves the address, so it counts as verified.
 */
export async function confirmPasswordReset(ctx: AccountsContext, input: { uid: string; token: string; new_password1: string }): Promise<{ detail: string }> {
  const now = ctx.now();
  const { user, row } = await checkResetLink(ctx.db, input.uid, input.token, now);
  const problem = passwordProblem(input.new_password1, { email: user.email, firstName: user.firstName, lastName: user.lastName });
  if (problem) throw fieldError('new_password1', problem);
  const passwordHash = await hashPassword(input.new_password1);

  await ctx.db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, row.id, now))) throw fieldError('token', m.resetTokenInvalid);
    await voidAccountTokens(tx, user.id, 'password_reset', now);
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, sessionsValidAfter: wholeSecond(now), updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password_reset', now);
    await ctx.mailer.enqueue(tx, passwordChangedMail(ctx.config, { email: user.email, firstName: user.firstName }, now, 'reset'));
  });
  ctx.mailer.kick();
  // Following the mailed link proves the mailbox: the owner may sign in from a new browser at once.
  await ctx.limiter.reset(rateLimitRules.loginFailuresPerAccount, user.email.toLowerCase());
  return { detail: m.resetDone };
}
