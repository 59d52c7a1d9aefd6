import { accountErrorCodes, accountMessages as m } from '../../domain/accounts/messages.js';
import type { LoginRequest } from '../../domain/accounts/schemas.js';
import type { AuthResult } from '../../domain/accounts/user.js';
import { ApiError, nonFieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { signIn, type AccountsContext } from './context.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

/** Past the account's failure budget, each further wrong password waits twice as long, up to 4 s. */
export function failureDelayMs(accountFailures: number, limit: number): number {
  if (accountFailures <= limit) return 0;
  return Math.min(4000, 125 * 2 ** Math.min(5, accountFailures - limit - 1));
}

/**
 * E-mail and password sign-in. A wrong password and an unknown address get the same answer
 * after the same work (a dummy hash is checked), so the call does not reveal who has an account.
 * Only with the right password does an unverified account learn that it must verify first.
 *
 * Limits are per address and per account-and-address: an attacker's failures refuse the
 * attacker, never the owner signing in from elsewhere. Failures on the account from everywhere
 * only slow down the wrong-password answers (the right password is never delayed).
 */
export async function logIn(
  ctx: AccountsContext,
  input: LoginRequest,
  ip: string,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<AuthResult> {
  const accountAtIp = `${input.email.toLowerCase()}|${ip}`;
  await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerIp, ip);
  await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerAccountAndIp, accountAtIp);

  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    await ctx.limiter.record(rateLimitRules.loginFailuresPerIp, ip);
    await ctx.limiter.record(rateLimitRules.loginFailuresPerAccountAndIp, accountAtIp);
    const accountFailures = await ctx.limiter.record(rateLimitRules.loginFailuresPerAccount, input.email);
    const delay = failureDelayMs(accountFailures, rateLimitRules.loginFailuresPerAccount.limit);
    if (delay) await sleep(delay);
    throw nonFieldError(m.invalidCredentials);
  }
  if (!user.emailVerifiedAt) {
    throw new ApiError(403, { detail: m.emailNotVerified, code: accountErrorCodes.emailNotVerified });
  }
  await ctx.limiter.reset(rateLimitRules.loginFailuresPerAccountAndIp, accountAtIp);
  await ctx.limiter.reset(rateLimitRules.loginFailuresPerAccount, input.email);
  return signIn(ctx, user, { remember: input.remember });
}
