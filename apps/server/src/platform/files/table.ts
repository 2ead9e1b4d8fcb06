import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Stored uploads, content-addressed: the same bytes are stored once. `sha256` is the dedupe key:
 * the upload's hash, or for watermarked product pictures a hash of it with the watermark version.
 */
export const files = pgTable(
  'files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sha256: text('sha256').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** url of the thumbnail (itself a stored file); '' for a thumbnail */
    thumb: text('thumb').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_sha_key').on(t.sha256)],
);
