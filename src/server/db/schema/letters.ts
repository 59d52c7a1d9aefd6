import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LetterDocument } from '../../../domain/letter/letter-schema.js';
import { cvs } from './cvs.js';
import { bytea } from './preview-images.js';
import { users } from './users.js';

/**
 * One row per cover letter. The document is the domain's LetterDocument (validated and
 * sanitised on every write); title, template and language are copied into columns for the list.
 * `cv_id` remembers the CV the letter was made from (« Créer la lettre assortie »); deleting that
 * CV keeps the letter.
 */
export const letters = pgTable(
  'letters',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    templateId: integer('template_id').notNull(),
    language: text('language').notNull(),
    document: jsonb('document').$type<LetterDocument>().notNull(),
    /** 1 on creation, +1 on each save. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('letters_user_updated_idx').on(t.userId, t.updatedAt.desc())],
);

/** The image of a handwritten signature, re-encoded on upload; deleted with its letter. */
export const letterSignatures = pgTable('letter_signatures', {
  letterId: uuid('letter_id')
    .primaryKey()
    .references(() => letters.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LetterRow = typeof letters.$inferSelect;
