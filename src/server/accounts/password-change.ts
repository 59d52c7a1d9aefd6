import { eq } from 'drizzle-orm';
import { accountMessages as m } from '../../domain/accounts/messages.js';
import { users, type UserRow } from '../db/schema/users.js';
import { fieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { passwordChangedMail } from '../mail/templates.js';
import { signAccessToken } from './access-tokens.js';
import type { AccountsContext } from './context.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { passwordProblem } from './password-policy.js';
import { revokeUserSessions } from './sessions.js';
import { wholeSecond } from './users.js';

/**
 * Changes the password of the signed-in user. Every other session is closed (refresh tokens
 * revoked, outstanding access tokens refused); the current one stays: its refresh token keeps
 * working and the answer carries a fresh access token (`access`) for it, which the client stores.
 * An account without a password (social sign-in) sets its first one without `old_password`.
 */
export async function changePassword(
  ctx: AccountsContext,
  user: UserRow,
  sessionId: string,
  input: { old_password?: string; new_password1: string },
): Promise<{ detail: string; access: string }> {
  if (user.passwordHash) {
    if (!input.old_password) throw fieldError('old_password', m.currentPasswordRequired);
    await ctx.limiter.ensureBelow(rateLimitRules.passwordCheckFailuresPerUser, user.id);
    if (!(await verifyPassword(user.passwordHash, input.old_password))) {
      await ctx.limiter.record(rateLimitRules.passwordCheckFailuresPerUser, user.id);
      throw fieldError('old_password', m.currentPasswordWrong);
    }
    await ctx.limiter.reset(rateLimitRules.passwordCheckFailuresPerUser, user.id);
  }
  const problem = passwordProblem(input.new_password1, { email: user.email, firstName: user.firstName, lastName: user.lastName });
  if (problem) throw fieldError('new_password1', problem);

  const passwordHash = await hashPassword(input.new_password1);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, sessionsValidAfter: wholeSecond(now), updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password_change', now, sessionId);
    await ctx.mailer.enqueue(tx, passwordChangedMail(ctx.config, { email: user.email, firstName: user.firstName }, now, 'change'));
  });
  ctx.mailer.kick();
  const access = await signAccessToken(ctx.config, { userId: user.id, sessionId }, now);
  return { detail: m.passwordChanged, access };
}
