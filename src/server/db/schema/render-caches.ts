import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cvs } from './cvs.js';
import { letters } from './letters.js';
import { bytea } from './preview-images.js';

/**
 * The last PDF and the last page-1 image of each saved CV, with the key of the saved version they
 * were made from (src/server/rendering/saved-render-cache.ts). One row per CV and kind: a new
 * version replaces the row, so the table never holds more than two files per CV, and they go
 * with their CV.
 */
export const cvRenders = pgTable(
  'cv_renders',
  {
    cvId: uuid('cv_id')
      .notNull()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    /** 'pdf' or 'image'. */
    kind: text('kind').notNull(),
    /** Hash of everything the file depends on; compared with the CV's current key on every read. */
    renderKey: text('render_key').notNull(),
    body: bytea('body').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cvId, t.kind] })],
);

/**
 * The last PDFs of each saved letter, with the key of what each was made from: a digest of the
 * letter's HTML (which holds its date, signature and design), its pagination, title, author and
 * the render code's version (src/server/letters/letter-rendering.ts). One row per letter and use
 * ('download', or 'application' for the letter as it goes into application files, whose
 * « Annexes » list the chosen documents), replaced by the next render, deleted with the letter.
 */
export const letterRenders = pgTable(
  'letter_renders',
  {
    letterId: uuid('letter_id')
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    use: text('use').notNull(),
    renderKey: text('render_key').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.letterId, t.use] })],
);

/**
 * Photos of anonymous drafts, stored once (re-encoded like a saved photo) under a keyed hash of
 * their bytes, so that previews reference them instead of carrying them. Short-lived: rows
 * older than PREVIEW_PHOTO_TTL are deleted as new ones arrive (src/server/cvs/preview-photo-store.ts).
 */
export const previewPhotos = pgTable(
  'preview_photos',
  {
    key: text('key').primaryKey(),
    image: bytea('image').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_photos_created_at_idx').on(t.createdAt)],
);
