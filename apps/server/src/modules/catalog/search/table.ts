import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@shop/shared';

/**
 * The shop front's searches (GET /api/shop/search): the normalized keyword (trimmed, lower-cased,
 * whitespace collapsed, at most 100 characters; never empty), the shopper's language and how many
 * sellable products it found. Written once per search, never changed; read by the supply board's
 * demand suggestions (keywords searched again and again without results).
 */
export const shopSearches = pgTable(
  'shop_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyword: text('keyword').notNull(),
    lang: text('lang').$type<Language>().notNull(),
    results: integer('results').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the suggestions read a window of recent searches
    index('shop_searches_time_idx').on(t.createdAt),
    index('shop_searches_keyword_idx').on(t.keyword, t.createdAt),
  ],
);
