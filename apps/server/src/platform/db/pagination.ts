import { pgError } from './pg-error.ts';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@shop/shared';
import type { Db } from './database.ts';

export function offsetOf(q: PageQuery): number {
  return (q.page - 1) * q.pageSize;
}

/**
 * The ids of one page in the list's order, as the subquery `page` the page's rows are joined to (a deferred join):
 * a deep page skips its offset on the table's own rows, without joining anything for the rows it skips.
 */
export function pageIds(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  order: SQL[],
  q: PageQuery,
) {
  return db
    .select({ pageId: table.id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .as('page');
}

/** "field" / "-field" to an ORDER BY, falling back to the list's default; id breaks ties. */
export function orderBy(
  sort: string | undefined,
  columns: Readonly<Record<string, AnyColumn | SQL>>,
  fallback: SQL[],
  id: AnyColumn,
): SQL[] {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const column = columns[descending ? sort.slice(1) : sort];
  if (!column) return fallback;
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** LIKE pattern for a user's search text, wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Postgres unique-violation, as both drivers report it (possibly wrapped by drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  return pgError(err)?.code === '23505';
}

/** Contact fields of an edit: a field left out keeps its value, an empty one is cleared. */
export function optionalContact(body: { email?: string; phone?: string }): {
  email?: string | null;
  phone?: string | null;
} {
  return {
    ...(body.email !== undefined ? { email: body.email || null } : {}),
    ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
  };
}
