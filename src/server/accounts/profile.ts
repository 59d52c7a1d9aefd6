import { eq } from 'drizzle-orm';
import { accountMessages as m } from '../../domain/accounts/messages.js';
import type { ProfileUpdateRequest } from '../../domain/accounts/schemas.js';
import type { AccountUser } from '../../domain/accounts/user.js';
import { users, type UserRow } from '../db/schema/users.js';
import { fieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/templates.js';
import { createAccountToken, voidAccountTokens } from './account-tokens.js';
import type { AccountsContext } from './context.js';
import { findUserByEmail, loadAccountUser } from './users.js';

/**
 * Updates the profile fields that were sent. A new e-mail address does not replace the current
 * one at once: a confirmation link goes to the new address (proving it belongs to the user) and a
 * notice to the current one; the account switches when the link is followed (verify-email).
 * Until then the user keeps signing in with the current address, so a typo never locks anyone
 * out, and nobody can attach an address they cannot read.
 */
export async function updateProfile(ctx: AccountsContext, user: UserRow, input: ProfileUpdateRequest): Promise<AccountUser & { detail?: string }> {
  const now = ctx.now();
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.phone_number !== undefined) changes.phoneNumber = input.phone_number;
  if (input.country !== undefined) changes.country = input.country;
  if (input.address !== undefined) changes.address = input.address;
  if (input.postal_code !== undefined) changes.postalCode = input.postal_code;
  if (input.city !== undefined) changes.city = input.city;

  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (newEmail) {
    const owner = await findUserByEmail(ctx.db, newEmail);
    if (owner && owner.id !== user.id) throw fieldError('email', m.emailTakenByOther);
    await ctx.limiter.consume(rateLimitRules.emailChangesPerUser, user.id);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (newEmail) {
      await voidAccountTokens(tx, user.id, 'email_change', now);
      const key = await createAccountToken(tx, { userId: user.id, purpose: 'email_change', email: newEmail }, now);
      const firstName = row!.firstName;
      await ctx.mailer.enqueue(tx, emailChangeMail(ctx.config, { newEmail, currentEmail: user.email, firstName }, key));
      await ctx.mailer.enqueue(tx, emailChangeNoticeMail(ctx.config, { email: user.email, firstName }, newEmail));
    }
    return row!;
  });
  if (newEmail) ctx.mailer.kick();

  const answer = await loadAccountUser(ctx.db, updated, now);
  return newEmail ? { ...answer, detail: m.emailChangePending(newEmail) } : answer;
}
