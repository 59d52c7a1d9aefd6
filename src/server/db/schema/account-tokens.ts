import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Single-use tokens sent by e-mail: address verification, password reset and the
 * confirmation of a new address. Only the SHA-256 hash of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email_verification, password_reset or email_change. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (for email_change: the new address to switch to). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
