import { accountMessages as m } from '../../domain/accounts/messages.js';
import type { RegisterRequest } from '../../domain/accounts/schemas.js';
import type { AuthResult } from '../../domain/accounts/user.js';
import { fieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import type { AccountsContext } from './context.js';
import { queueVerificationEmail } from './email-verification.js';
import { hashPassword } from './passwords.js';
import { passwordProblem } from './password-policy.js';
import { issueSession } from './sessions.js';
import { createUser, EmailTakenError, findUserByEmail, toAccountUser } from './users.js';

/**
 * Opens an account (unverified) and sends the verification mail. The answer carries tokens: the
 * client uses them at once to save the visitor's draft CV, then drops them. Unverified accounts
 * cannot log in with their password nor refresh a session until the address is verified, so this
 * session lasts one access-token lifetime.
 */
export async function registerAccount(
  ctx: AccountsContext,
  input: RegisterRequest,
  ip: string,
): Promise<AuthResult & { detail: string; email_verification_required: true }> {
  await ctx.limiter.consume(rateLimitRules.registrationsPerIp, ip);
  if (await findUserByEmail(ctx.db, input.email)) throw fieldError('email', m.emailTaken);
  const problem = passwordProblem(input.password, { email: input.email, firstName: input.first_name, lastName: input.last_name });
  if (problem) throw fieldError('password', problem);

  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const user = await ctx.db
    .transaction(async (tx) => {
      const created = await createUser(
        tx,
        { email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, termsAcceptedAt: now },
        now,
      );
      await queueVerificationEmail(ctx, tx, created);
      return created;
    })
    .catch((err: unknown) => {
      if (err instanceof EmailTakenError) throw fieldError('email', m.emailTaken);
      throw err;
    });
  ctx.mailer.kick();

  const { access, refresh } = await issueSession(ctx.db, user, { config: ctx.config, now: ctx.now, remember: false });
  return {
    tokens: { access, refresh },
    user: toAccountUser(user),
    detail: m.registeredCheckEmail,
    email_verification_required: true,
  };
}
