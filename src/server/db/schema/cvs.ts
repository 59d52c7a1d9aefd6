import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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
  },
  (t) => [index('cvs_user_updated_idx').on(t.userId, t.updatedAt.desc())],
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CvRow = typeof cvs.$inferSelect;
export type CvPhotoRow = typeof cvPhotos.$inferSelect;
