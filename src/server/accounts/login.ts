import { accountErrorCodes, accountMessages as m } from '../../domain/accounts/messages.js';
import type { LoginRequest } from '../../domain/accounts/schemas.js';
import type { AuthResult } from '../../domain/accounts/user.js';
import { ApiError, nonFieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { signIn, type AccountsContext } from './context.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

/**
 * E-mail and password sign-in. A wrong password and an unknown address get the same answer
 * after the same work (a dummy hash is checked), so the call does not reveal who has an account.
 * Only with the right password does an unverified account learn that it must verify first.
 */
export async function logIn(ctx: AccountsContext, input: LoginRequest, ip: string): Promise<AuthResult> {
  await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerIp, ip);
  await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerAccount, input.email);

  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    await ctx.limiter.record(rateLimitRules.loginFailuresPerIp, ip);
    await ctx.limiter.record(rateLimitRules.loginFailuresPerAccount, input.email);
    throw nonFieldError(m.invalidCredentials);
  }
  if (!user.emailVerifiedAt) {
    throw new ApiError(403, { detail: m.emailNotVerified, code: accountErrorCodes.emailNotVerified });
  }
  await ctx.limiter.reset(rateLimitRules.loginFailuresPerAccount, input.email);
  return signIn(ctx, user, { remember: input.remember });
}
