import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** A table whose rows are edited with their version: a numeric id, an integer version and an updated_at stamp. */
export type VersionedTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** A change's stamp: updated now, the version raised. */
export function bumped(table: { version: AnyPgColumn }) {
  return { updatedAt: sql`now()`, version: sql`${table.version} + 1` };
}

/**
 * Saves an edit of one row with the version read, stamped and its version raised: the row after it, or undefined
 * when the version moved on meanwhile (or the row is gone).
 */
export async function saveVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  version: number,
  set: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set({ ...set, ...bumped(table) } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** A repository's versioned save of one table's rows: `(db, id, version, set)`, as `saveVersioned`. */
export function versionedSave<T extends VersionedTable>(table: T) {
  return (db: Db, id: number, version: number, set: PgUpdateSetSource<T>): Promise<T['$inferSelect'] | undefined> =>
    saveVersioned(db, table, id, version, set);
}
