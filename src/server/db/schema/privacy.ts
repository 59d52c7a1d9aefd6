import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './preview-images.js';
import { users } from './users.js';

/**
 * The accounting record of each payment of an erased account, kept apart from everything else
 * for the ten years of art. 958f CO and reduced to what the books need: no user id, no name, no
 * e-mail, nothing of the CVs. `provider_invoice_id` and `provider_customer_id` find the invoice
 * itself at the payment provider, which keeps it (with the billing details) under the same
 * obligation. See docs/decisions/2026-11-27-data-rights.md.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** 'stripe' or 'demo' (the demo provider's payments move no money; kept alike so the path is tested). */
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** In cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** The invoice's status at the provider when the account was erased (paid, open, void...). */
    status: text('status').notNull(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }).notNull(),
    accountErasedAt: timestamp('account_erased_at', { withTimezone: true }).notNull(),
    /** The end of the tenth year after the invoice's year; the retention job erases the row then. */
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('payment_records_invoice_unique').on(t.provider, t.providerInvoiceId), index('payment_records_retain_until_idx').on(t.retainUntil)],
);

/**
 * A copy of « Mes données » (a ZIP) made for the account: right away for a small account, in the
 * background for a large one (with a mail when it is ready). Downloaded by its owner, signed in,
 * until `expires_at`; then erased by the retention job.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** preparing, ready or failed. */
    status: text('status').notNull(),
    fileName: text('file_name').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    fileCount: integer('file_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expires_idx').on(t.expiresAt)],
);

/** The ZIP in pieces of a few megabytes: no single value near PostgreSQL's limits, streamed out in order. */
export const dataExportChunks = pgTable(
  'data_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);

export type DataExportRow = typeof dataExports.$inferSelect;
export type PaymentRecordRow = typeof paymentRecords.$inferSelect;
