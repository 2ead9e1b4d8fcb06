import { integer, timestamp } from 'drizzle-orm/pg-core';

// Column groups many tables share. Each call makes new column builders: a table never shares them with another.

/** updated_at and version: what every edit stamps and raises, and the version an edit checks. */
export function versionStamp() {
  return {
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  };
}

/** created_at, then updated_at and version: the tail of a row that is added, then edited with its version. */
export function versioned() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...versionStamp(),
  };
}
