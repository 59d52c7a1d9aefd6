import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Stored lower-cased and trimmed; the unique index relies on it. */
    email: text('email').notNull(),
    /** argon2id hash; null for accounts created through a social provider. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The last sign-in or session refresh (someone using the app). With last_login_at and
     * created_at it dates the account's last activity, from which the retention of inactive
     * accounts counts (server/privacy/retention-job.ts).
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When the « connectez-vous pour garder votre compte » mail went out; cleared by any activity. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    /**
     * Access tokens issued before this instant are refused (password change or reset), so that
     * the short-lived JWTs of revoked sessions stop working at once, not at their expiry.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;
