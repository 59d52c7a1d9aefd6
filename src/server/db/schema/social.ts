import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per sign-in started with a provider: what the callback must find again (PKCE verifier,
 * nonce) and what makes it single use. The state itself and the browser-binding cookie are
 * stored as SHA-256 digests.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    stateHash: text('state_hash').notNull().unique(),
    /** google, linkedin or apple. */
    provider: text('provider').notNull(),
    /** The PKCE code_verifier (null for providers without PKCE). */
    codeVerifier: text('code_verifier'),
    /** The nonce the ID token must carry (null for providers that do not echo it). */
    nonce: text('nonce'),
    /** The digest of the cookie that ties the callback to the browser that started the sign-in. */
    bindingHash: text('binding_hash').notNull(),
    /** popup or redirect. */
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires_at_idx').on(t.expiresAt)],
);

export type OAuthStateRow = typeof oauthStates.$inferSelect;

/** A provider identity (provider + subject) linked to one of our accounts. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    /** The provider's stable user id (`sub`); the e-mail may change, this does not. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's address when last seen (informational). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('social_accounts_provider_subject_unique').on(t.provider, t.subject), index('social_accounts_user_id_idx').on(t.userId)],
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
