import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import type { SocialFlowMode } from '../../domain/social/providers.js';
import type { SocialAuthResult } from '../../domain/social/schemas.js';
import type { Database } from '../db/client.js';
import { socialAccounts } from '../db/schema/social.js';
import { users, type UserRow } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import type { ProviderIdentity } from './provider-identity.js';

export interface LinkContext {
  db: Database;
  now: () => Date;
  accounts: FastifyInstance['accounts'];
}

async function linkedUser(db: Database, identity: ProviderIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)))
    .limit(1);
  return row?.user;
}

/**
 * Signs in the person the provider vouched for:
 * - a provider identity seen before signs into the account it is linked to, even if the
 *   provider's address changed since;
 * - otherwise the provider must assert a verified address: the account with that address is
 *   linked (never duplicated), or a new verified account is created;
 * - an address the provider does not vouch for never opens, nor takes over, an account.
 * Social sessions have the standard lifetime (no « se souvenir de moi »).
 */
export async function signInWithIdentity(ctx: LinkContext, identity: ProviderIdentity, mode: SocialFlowMode): Promise<SocialAuthResult> {
  const now = ctx.now();
  const known = await linkedUser(ctx.db, identity);
  if (known) {
    await ctx.db
      .update(socialAccounts)
      .set({ lastLoginAt: now, email: identity.email ?? null })
      .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)));
    return { ...(await ctx.accounts.signIn(known, { remember: false })), created: false, mode };
  }

  if (!identity.email) throw detailError(400, socialMessages.emailMissing(identity.provider), socialErrorCodes.emailMissing);
  if (!identity.emailVerified) {
    throw detailError(400, socialMessages.emailNotVerified(identity.provider), socialErrorCodes.emailNotVerified);
  }

  const { user, created } = await ctx.accounts.findOrCreateUserByEmail({
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
  });
  const [link] = await ctx.db
    .insert(socialAccounts)
    .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email: identity.email, createdAt: now, lastLoginAt: now })
    .onConflictDoNothing()
    .returning({ userId: socialAccounts.userId });
  // Two first sign-ins of the same identity at once: the other one linked it; follow that link.
  const signedIn = link ? user : ((await linkedUser(ctx.db, identity)) ?? user);
  return { ...(await ctx.accounts.signIn(signedIn, { remember: false })), created: created && signedIn.id === user.id, mode };
}
