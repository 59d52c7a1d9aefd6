import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AttachmentKind } from '../../../domain/dossier/attachment.js';
import type { ApplicationPart, DossierOptions } from '../../../domain/dossier/application.js';
import { cvs } from './cvs.js';
import { letters } from './letters.js';
import { bytea } from './preview-images.js';
import { users } from './users.js';

/**
 * « Mes documents »: certificates, diplomas and other annexes, stored re-written (PDF) or
 * re-encoded (JPEG), never as uploaded. The bytes live in PostgreSQL (see
 * docs/decisions/2026-11-23-application-files.md); `byte_size` is what counts against the quota.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    name: text('name').notNull(),
    documentDate: date('document_date', { mode: 'string' }),
    contentType: text('content_type').notNull(),
    pageCount: integer('page_count').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    /** Page 1 as a small JPEG, made once on upload. */
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A scan's shrunk copies (assemble-dossier.ts, IMAGE_LEVELS: about 200, 150, 110 and 90 dpi),
 * each made the first time an application file needs it and kept, so that the next files
 * with that scan are merged without re-encoding it. Derived data: deleted with the document,
 * not counted against the quota, never exported.
 */
export const attachmentScanLevels = pgTable(
  'attachment_scan_levels',
  {
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    /** The level's size and quality when the copy was made (« 2339/72 »): a copy of other settings is made again. */
    setting: text('setting').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attachmentId, t.level] })],
);

/**
 * « Mes candidatures »: one application file as it was sent. The merged PDF is kept
 * (`dossier`): it is what the company received, even if the CV or a certificate changes later.
 * The ids name what it was made from; deleting one of those keeps the application.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    position: text('position').notNull(),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    letterId: uuid('letter_id').references(() => letters.id, { onDelete: 'set null' }),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull(),
    options: jsonb('options').$type<DossierOptions>().notNull(),
    parts: jsonb('parts').$type<ApplicationPart[]>().notNull(),
    fileName: text('file_name').notNull(),
    pageCount: integer('page_count').notNull(),
    byteSize: integer('byte_size').notNull(),
    dossier: bytea('dossier').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export type AttachmentRow = typeof attachments.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
