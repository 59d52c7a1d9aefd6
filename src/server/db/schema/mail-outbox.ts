import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail is first written here, in the same transaction as the action that sends it,
 * then delivered by the mail worker with retries. Bodies are erased once delivered (they may
 * hold single-use links).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The template: email_verification, password_reset, password_changed, email_change, contact... */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** pending, sent or failed (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds the row until then; another process takes it over if the worker died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The row itself is deleted once delivered (or abandoned), not kept in the delivery log: the
     * confirmation of an erased account must leave nothing that names its address.
     */
    eraseWhenSent: boolean('erase_when_sent').notNull().default(false),
    /**
     * The order the mails were written in: mails due at the same instant (one action's several
     * mails share its `now`) go out in that order, not in whatever order the database returns ties.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
