import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlannedActivity, PlannedLastResult } from '@shop/shared/api/planned';
import { versioned } from '../../../platform/db/columns.ts';

/**
 * Planned auto-order tasks (/planned). Runs are due every `every_minutes` inside [starts_at,
 * ends_at); `next_run_at` is the next due time (null once the task is disabled, its window is over
 * or its cap is reached). `generated_count` only grows, by one per order, in the order's own
 * transaction and only while `enabled` and below `max_total`: the cap holds and a disable stops a
 * run under way, with any number of instances.
 */
export const plannedTasks = pgTable(
  'planned_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    everyMinutes: integer('every_minutes').notNull(),
    perRun: integer('per_run').notNull(),
    maxTotal: integer('max_total').notNull(),
    countries: jsonb('countries').$type<{ country: string; weight: number }[]>().notNull(),
    activities: jsonb('activities').$type<PlannedActivity[]>().notNull(),
    runs: integer('runs').notNull().default(0),
    generatedCount: integer('generated_count').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastResult: jsonb('last_result').$type<PlannedLastResult>(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('planned_tasks_name_key').on(sql`lower(${t.name})`),
    index('planned_tasks_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled}`),
    index('planned_tasks_created_idx').on(t.createdAt, t.id),
  ],
);
