import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// node-postgres returns a Buffer, PGlite a Uint8Array: both come out as a Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Page-1 images of CVs, keyed by a hash of everything the image depends on (the exact HTML
 * and the image settings): the same CV never renders twice, a changed CV gets a new key.
 * Rows are pruned by age as new ones are written (src/server/rendering/preview-cache.ts).
 */
export const previewImages = pgTable(
  'preview_images',
  {
    key: text('key').primaryKey(),
    image: bytea('image').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('preview_images_created_at_idx').on(t.createdAt)],
);
