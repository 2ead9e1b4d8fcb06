import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { versionStamp } from '../../../platform/db/columns.ts';

/** Settings > watermark: one row (id 1). Its version is part of the dedupe key of product pictures. */
export const watermarkSettings = pgTable('watermark_settings', {
  id: smallint('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  kind: text('kind', { enum: ['image', 'text'] })
    .notNull()
    .default('text'),
  image: text('image').notNull().default(''),
  text: text('text').notNull().default(''),
  position: text('position', {
    enum: ['northwest', 'north', 'northeast', 'west', 'centre', 'east', 'southwest', 'south', 'southeast'],
  })
    .notNull()
    .default('southeast'),
  opacity: smallint('opacity').notNull().default(50),
  scale: smallint('scale').notNull().default(25),
  ...versionStamp(),
});
