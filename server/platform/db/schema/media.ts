import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './columns.ts';

/**
 * Image bytes live in the database (docs/architecture.md: no local files besides the PGlite directory), so
 * any app instance can serve any image. The master is the re-encoded upload with metadata stripped.
 */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** content hash of the master; the public URL is derived from it, so URLs are immutable */
  hash: text('hash').notNull().unique(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** average colour, shown while the image loads */
  color: text('color').notNull(),
  bytes: bytea('bytes').notNull(),
  /** issue 29: the text a new use of the image starts with (the media library edits it) */
  defaultAlt: text('default_alt').notNull().default(''),
  /** who uploaded it (null: the demo content, or a user since deleted) */
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Encoded variants (format × width), made on first request or by the warm-up job, then kept. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.format, t.width] }), index('media_variants_media_idx').on(t.mediaId)],
);
