import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Localized } from '@shop/shared';
import { versioned } from '../../../platform/db/columns.ts';

/** Product categories: a tree ordered by `sort` under each parent. */
export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => categories.id),
    name: jsonb('name').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
    icon: text('icon').notNull().default(''),
    image: text('image').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [index('categories_parent_sort_idx').on(sql`coalesce(${t.parentId}, 0)`, t.sort, t.id)],
);
