import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode, PageQuery } from '@shop/shared';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { offsetOf } from '../db/pagination.ts';
import { violatedConstraint } from '../db/scope.ts';
import { AppError, fieldConflict } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';

/** A table the kit can edit: numeric id, an integer version, and an updated_at stamp. */
export type VersionedTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export interface VersionedTableSpec<T extends VersionedTable> {
  table: T;
  /** the audit entity, also the prefix of its actions (`tag` -> tag.add, tag.edit ...) */
  entity: string;
  /** what the operation log keeps of a row */
  snapshot: (row: T['$inferSelect']) => Record<string, unknown>;
  /** unique constraints and the field error each answers with (e.g. a taken name) */
  unique?: Readonly<Record<string, { code: ErrorCode; field: string } | ErrorCode>>;
  /** the list's sortable fields (each served by an index) */
  sorts?: Readonly<Record<string, SQL | AnyPgColumn>>;
  /** the list's order when no sort is asked for */
  defaultOrder?: () => SQL[];
}

type Row<T extends VersionedTable> = T['$inferSelect'];
type Values<T extends VersionedTable> = T['$inferInsert'];

/**
 * The server CRUD kit: the shapes every editable entity repeats, written once. Each method takes
 * the database or the caller's transaction; changes lock the row, check the version the caller
 * read (stale: 409, gone: 404), write an operation-log row in the same transaction, and turn a
 * unique violation into the field error the spec names. An entity with rules of its own (a default
 * row, a password) calls these from its service and adds its rules around them.
 */
export function versionedTable<T extends VersionedTable>(spec: VersionedTableSpec<T>) {
  const { table, entity, snapshot } = spec;
  // Drizzle's generic table types cannot express "this table has these columns" for a generic T:
  // the column accessors and set() values below are typed through these loose views.
  const cols = table as unknown as { id: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };
  const loose = (db: Db) => db as unknown as {
    update(t: PgTable): { set(v: Record<string, unknown>): { where(w: SQL | undefined): { returning(): Promise<Row<T>[]> } } };
    insert(t: PgTable): { values(v: Record<string, unknown>): { returning(): Promise<Row<T>[]> } };
  };

  function mapConflict(err: unknown): never {
    const name = violatedConstraint(err);
    const hit = name ? spec.unique?.[name] : undefined;
    if (hit) throw typeof hit === 'string' ? new AppError(hit) : fieldConflict(hit.code, hit.field);
    throw err;
  }

  function orderOf(sort: string | undefined): SQL[] {
    const descending = sort?.startsWith('-') ?? false;
    const column = sort ? spec.sorts?.[descending ? sort.slice(1) : sort] : undefined;
    if (!column) return spec.defaultOrder?.() ?? [asc(cols.id)];
    return descending ? [desc(column), desc(cols.id)] : [asc(column), asc(cols.id)];
  }

  const kit = {
    table,
    mapConflict,

    async find(db: Db, id: number, lock = false): Promise<Row<T> | undefined> {
      const q = db.select().from(table as PgTable).where(eq(cols.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row as Row<T> | undefined;
    },

    /** The row, locked for the rest of the transaction; 404 when it does not exist. */
    async lock(db: Db, id: number): Promise<Row<T>> {
      const row = await kit.find(db, id, true);
      if (!row) throw new AppError('common.not_found');
      return row;
    },

    /** One page and the exact total, sorted by an offered field (id breaks ties). */
    async page(db: Db, q: PageQuery & { sort?: string }, where: SQL | undefined): Promise<{ list: Row<T>[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db.select().from(table as PgTable).where(where).orderBy(...orderOf(q.sort)).limit(q.pageSize).offset(offsetOf(q)),
        db.select({ n: count() }).from(table as PgTable).where(where),
      ]);
      return { list: rows as Row<T>[], total: Number(total?.n ?? 0) };
    },

    async insert(db: Db, ctx: RequestContext, values: Values<T>, action = `${entity}.add`): Promise<Row<T>> {
      return db.transaction(async (tx) => {
        const [row] = await loose(tx).insert(table).values(values as Record<string, unknown>).returning();
        await recordAudit(tx, ctx, { action, entity, entityId: (row as { id: number }).id, after: snapshot(row!) });
        return row!;
      }).catch(mapConflict);
    },

    /**
     * The versioned edit: lock, 404, stale version 409, update with the version raised, audit.
     * `version` undefined skips the check (a switch flipped without a form).
     */
    async update(
      db: Db, ctx: RequestContext, id: number, version: number | undefined, values: Partial<Values<T>>,
      opts: { action?: string; before?: (row: Row<T>) => void | Promise<void> } = {},
    ): Promise<Row<T>> {
      return db.transaction(async (tx) => {
        const before = await kit.lock(tx, id);
        if (version !== undefined && (before as { version: number }).version !== version) throw new AppError('common.stale_version');
        await opts.before?.(before);
        const [after] = await loose(tx).update(table)
          .set({ ...(values as Record<string, unknown>), updatedAt: sql`now()`, version: sql`${cols.version} + 1` })
          .where(eq(cols.id, id)).returning();
        await recordAudit(tx, ctx, { action: opts.action ?? `${entity}.edit`, entity, entityId: id, before: snapshot(before), after: snapshot(after!) });
        return after!;
      }).catch(mapConflict);
    },

    /** Enable or disable; nothing is written when the row already is so. */
    async setEnabled(db: Db, ctx: RequestContext, id: number, enabled: boolean, version?: number,
      opts: { before?: (row: Row<T>) => void | Promise<void> } = {}): Promise<Row<T>> {
      return db.transaction(async (tx) => {
        const row = await kit.lock(tx, id);
        if (version !== undefined && (row as { version: number }).version !== version) throw new AppError('common.stale_version');
        if ((row as { enabled?: boolean }).enabled === enabled) return row;
        await opts.before?.(row);
        return kit.update(tx, ctx, id, undefined, { enabled } as unknown as Partial<Values<T>>, { action: `${entity}.${enabled ? 'enable' : 'disable'}` });
      });
    },

    /**
     * Deletes a row nothing uses: `inUse` looks for users of the locked row and throws the
     * entity's "in use" error; rows that take the row's lock (FOR SHARE) before using it are seen.
     */
    async remove(db: Db, ctx: RequestContext, id: number, inUse?: (tx: Db, row: Row<T>) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await kit.lock(tx, id);
        await inUse?.(tx, before);
        await tx.delete(table as PgTable).where(and(eq(cols.id, id)));
        await recordAudit(tx, ctx, { action: `${entity}.del`, entity, entityId: id, before: snapshot(before) });
      });
    },
  };
  return kit;
}
