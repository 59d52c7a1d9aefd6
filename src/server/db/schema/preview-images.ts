import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

// node-postgres returns a Buffer, PGlite a Uint8Array: both come out as a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Page-1 images of CVs, keyed by a hash of everything the image depends on (the exact HTML
 * and the image settings): the same CV never renders twice, a changed CV gets a new key.
 * Rows are pruned by age as new ones are written (src/server/rendering/preview-cache.ts) and by
 * the retention job. An image of a signed-in user's saved document (a letter) names its owner,
 * so that it goes with the account.
 */
export const previewImages = pgTable(
  'preview_images',
  {
    key: text('key').primaryKey(),
    image: bytea('image').notNull(),
    contentType: text('content_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_images_created_at_idx').on(t.createdAt), index('preview_images_user_idx').on(t.userId)],
);
