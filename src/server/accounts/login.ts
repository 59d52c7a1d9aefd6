import { accountErrorCodes, accountMessages as m } from '../../domain/accounts/messages.js';
import type { LoginRequest } from '../../domain/accounts/schemas.js';
import type { AuthResult } from '../../domain/accounts/user.js';
import { ApiError, nonFieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { signIn, type AccountsContext } from './context.js';
import { verifyDummyPassword, verifyPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

export interface LoginCaller {
  ip: string;
  /** The nonce of the browser's device cookie for this address (device-cookie.ts), when it has a valid one. */
  device: string | undefined;
}

/**
 * E-mail and password sign-in. A wrong password and an unknown address get the same answer
 * after the same work (a dummy hash is checked), so the call does not reveal who has an account.
 * Only with the right password does an unverified account learn that it must verify first.
 *
 * Limits (OWASP's device cookies): a browser where the account signed in before has an
 * allowance of its own and nothing else counts against it. Other browsers share the account's
 * allowance, besides the per-address ones: once it is spent, they are refused with a message
 * saying what to do, while the owner's known browser signs in as usual.
 */
export async function logIn(ctx: AccountsContext, input: LoginRequest, caller: LoginCaller): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const accountAtIp = `${email}|${caller.ip}`;
  if (caller.device) {
    await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerDevice, caller.device);
  } else {
    await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerIp, caller.ip);
    await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerAccountAndIp, accountAtIp, m.loginLockedForNewDevices);
    await ctx.limiter.ensureBelow(rateLimitRules.loginFailuresPerAccount, email, m.loginLockedForNewDevices);
  }

  const user = await findUserByEmail(ctx.db, input.email);
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummyPassword(input.password);
  if (!user || !ok) {
    if (caller.device) {
      await ctx.limiter.record(rateLimitRules.loginFailuresPerDevice, caller.device);
    } else {
      await ctx.limiter.record(rateLimitRules.loginFailuresPerIp, caller.ip);
      await ctx.limiter.record(rateLimitRules.loginFailuresPerAccountAndIp, accountAtIp);
      await ctx.limiter.record(rateLimitRules.loginFailuresPerAccount, email);
    }
    throw nonFieldError(m.invalidCredentials);
  }
  if (!user.emailVerifiedAt) {
    throw new ApiError(403, { detail: m.emailNotVerified, code: accountErrorCodes.emailNotVerified });
  }
  if (caller.device) await ctx.limiter.reset(rateLimitRules.loginFailuresPerDevice, caller.device);
  else await ctx.limiter.reset(rateLimitRules.loginFailuresPerAccountAndIp, accountAtIp);
  return signIn(ctx, user, { remember: input.remember });
}
