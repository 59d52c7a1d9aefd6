import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CvDocument } from '../../../domain/cv/cv-schema.js';
import { bytea } from './preview-images.js';
import { users } from './users.js';

/**
 * One row per saved CV. The document is the domain's normalised CvDocument (validated and
 * sanitised on every write); title and template_id are copies of its fields kept in columns so
 * that the CV list reads no document. Every write replaces the document in one UPDATE.
 */
export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    templateId: integer('template_id').notNull(),
    document: jsonb('document').$type<CvDocument>().notNull(),
    /** 1 on creation, +1 on each save. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner deletes the CV: it stays in the bin 30 days, then is purged (cv-bin.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('cvs_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

/**
 * A CV's history (cv-history.ts): one row per saved version, except that autosaves following one
 * another within a few minutes refresh the same row. Kept: the newest 30 rows, and every row of
 * the last 30 days. `version` is the cvs.version the row's document was saved as.
 */
export const cvVersions = pgTable(
  'cv_versions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    templateId: integer('template_id').notNull(),
    document: jsonb('document').$type<CvDocument>().notNull(),
    /** When this row was first written; a row older than the coalescing window is never refreshed. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** A creation or a restore: the next save starts a new row instead of refreshing this one. */
    sealed: boolean('sealed').notNull().default(false),
    /**
     * Why the row exists (domain/cv/version-cause.ts): null for an ordinary stretch of work,
     * else 'created', 'restore', 'before_restore', 'before_item_removal'... « Historique » labels it.
     */
    cause: text('cause'),
    /** What the cause names: the removed item's or section's name, the imported file, the restored version's time. */
    subject: text('subject'),
  },
  (t) => [uniqueIndex('cv_versions_cv_version_idx').on(t.cvId, t.version)],
);

/** The CV's photo, re-encoded on upload (src/server/cvs/photos.ts); deleted with its CV. */
export const cvPhotos = pgTable('cv_photos', {
  cvId: uuid('cv_id')
    .primaryKey()
    .references(() => cvs.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** SHA-256 of `image` (base64url), set on upload: its version for ETags and render keys, without reading the bytes. */
  digest: text('digest'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CvRow = typeof cvs.$inferSelect;
export type CvPhotoRow = typeof cvPhotos.$inferSelect;
export type CvVersionRow = typeof cvVersions.$inferSelect;
