import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versionStamp } from '../../../platform/db/columns.ts';

/**
 * The content languages (zh-CN, en, es, ja): which are enabled (the asterisk fields of catalog
 * and content forms are required in each), the one default (always enabled) and their order.
 */
export const languages = pgTable(
  'languages',
  {
    code: text('code').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...versionStamp(),
  },
  (t) => [
    uniqueIndex('languages_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);
