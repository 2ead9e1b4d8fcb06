import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode, PageQuery } from '@shop/shared';
import { recordAudit, type AuditEntry } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { offsetOf, orderBy } from '../db/pagination.ts';
import { violatedConstraint } from '../db/scope.ts';
import { bumped, type VersionedTable } from '../db/versioned.ts';
import { AppError, fieldConflict } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';

type Row<T extends VersionedTable> = T['$inferSelect'];
type Values<T extends VersionedTable> = T['$inferInsert'];
type Awaitable<V> = V | Promise<V>;

export interface VersionedTableSpec<T extends VersionedTable> {
  table: T;
  /** the audit entity, also the prefix of its actions (`tag` -> tag.add, tag.edit ...) */
  entity: string;
  /** the actions' prefix when it is not the entity (entity `admin_group`, actions `group.add` ...) */
  actions?: string;
  /** what the operation log keeps of a row */
  snapshot: (row: Row<T>) => Record<string, unknown>;
  /** more fields of every operation-log row about a row (e.g. the supplier whose account it is) */
  audit?: (row: Row<T>) => Pick<AuditEntry, 'supplierId'>;
  /** unique constraints and the field error each answers with (e.g. a taken name) */
  unique?: Readonly<Record<string, { code: ErrorCode; field: string } | ErrorCode>>;
  /** the list's sortable fields (each served by an index) */
  sorts?: Readonly<Record<string, SQL | AnyPgColumn>>;
  /** the list's order when no sort is asked for */
  defaultOrder?: () => SQL[];
  /** checked first on the locked row by every change (edit, status, delete, default): a fixed row throws */
  guard?: (row: Row<T>) => void;
  /**
   * The one default row: its boolean column (a partial unique index allows one true row) and the
   * error that refuses to disable or delete it. Choosing it takes `lockKey` (required with it).
   */
  defaultRow?: { flag: keyof Row<T> & string; locked: ErrorCode };
  /** a transaction-scoped advisory lock: the changes that take it run one at a time */
  lockKey?: string;
  /** every change takes `lockKey` first: a rule the database cannot check (unique names per language) is in code */
  serializeChanges?: boolean;
}

/** Runs on the locked row, inside the change's transaction, before anything is written; throws to refuse. */
export type RowCheck<T extends VersionedTable> = (row: Row<T>, tx: Db) => Awaitable<void>;
/** Runs after the write, in the same transaction (e.g. ends sessions the change affects). */
export type AfterChange<T extends VersionedTable> = (after: Row<T>, before: Row<T>, tx: Db) => Awaitable<void>;

/**
 * The server CRUD kit: the shapes every editable entity repeats, written once. Each method takes
 * the database or the caller's transaction; changes lock the row, check the version the caller
 * read (stale: 409, gone: 404), write an operation-log row in the same transaction, and turn a
 * unique violation into the field error the spec names. An entity with rules of its own (a
 * password, the last super administrator) adds them through the hooks each change offers.
 */
export function versionedTable<T extends VersionedTable>(spec: VersionedTableSpec<T>) {
  const { table, entity, snapshot } = spec;
  const prefix = spec.actions ?? entity;
  // Drizzle's generic table types cannot express "this table has these columns" for a generic T:
  // the column accessors and set() values below are typed through these loose views.
  const cols = table as unknown as Record<string, AnyPgColumn> & { id: AnyPgColumn; version: AnyPgColumn };
  const loose = (db: Db) =>
    db as unknown as {
      update(t: PgTable): {
        set(v: Record<string, unknown>): { where(w: SQL | undefined): { returning(): Promise<Row<T>[]> } };
      };
      insert(t: PgTable): { values(v: Record<string, unknown>): { returning(): Promise<Row<T>[]> } };
    };
  const field = (row: Row<T>, name: string) => (row as Record<string, unknown>)[name];
  const idOf = (row: Row<T>) => field(row, 'id') as number;
  const isDefault = (row: Row<T>) => spec.defaultRow !== undefined && field(row, spec.defaultRow.flag) === true;

  function mapConflict(err: unknown): never {
    const name = violatedConstraint(err);
    const hit = name ? spec.unique?.[name] : undefined;
    if (hit) throw typeof hit === 'string' ? new AppError(hit) : fieldConflict(hit.code, hit.field);
    throw err;
  }

  /** A change's transaction: the entity's advisory lock first when it takes one, unique violations mapped. */
  function change<R>(db: Db, takesLock: boolean, fn: (tx: Db) => Promise<R>): Promise<R> {
    return db
      .transaction(async (tx) => {
        if (takesLock && spec.lockKey) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${spec.lockKey}))`);
        return fn(tx as unknown as Db);
      })
      .catch(mapConflict);
  }

  type States = { before?: Row<T>; after?: Row<T> };
  /** One operation-log row about `row`, with the snapshots of the states given. */
  function record(tx: Db, ctx: RequestContext, action: string, row: Row<T>, states: States) {
    return recordAudit(tx, ctx, {
      action: `${prefix}.${action}`,
      entity,
      entityId: idOf(row),
      ...spec.audit?.(row),
      ...(states.before ? { before: snapshot(states.before) } : {}),
      ...(states.after ? { after: snapshot(states.after) } : {}),
    });
  }

  /** The row locked for a change: 404 when gone, the spec's guard, 409 when `version` is not the one read. */
  async function lockForChange(tx: Db, id: number, version: number | undefined): Promise<Row<T>> {
    const row = await kit.lock(tx, id);
    spec.guard?.(row);
    if (version !== undefined && field(row, 'version') !== version) throw new AppError('common.stale_version');
    return row;
  }

  /** Writes values with the version raised and updated_at stamped. */
  async function write(tx: Db, id: number, values: Record<string, unknown>): Promise<Row<T>> {
    const [row] = await loose(tx)
      .update(table)
      .set({ ...values, ...bumped(cols) })
      .where(eq(cols.id, id))
      .returning();
    return row!;
  }

  const kit = {
    table,
    mapConflict,

    async find(db: Db, id: number, lock = false): Promise<Row<T> | undefined> {
      const q = db
        .select()
        .from(table as PgTable)
        .where(eq(cols.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row as Row<T> | undefined;
    },

    /** The row, locked for the rest of the transaction; 404 when it does not exist. */
    async lock(db: Db, id: number): Promise<Row<T>> {
      const row = await kit.find(db, id, true);
      if (!row) throw new AppError('common.not_found');
      return row;
    },

    /**
     * One page and the exact total, sorted by an offered field (id breaks ties). `view` selects
     * other columns or joins more tables (a group's name beside its member); `where` and the sorts
     * name this table's columns, and the total counts this table alone.
     */
    async page<R = Row<T>>(
      db: Db,
      q: PageQuery & { sort?: string },
      where: SQL | undefined,
      view?: (db: Db) => PgSelect,
    ): Promise<{ list: R[]; total: number }> {
      const rows = view
        ? view(db)
        : db
            .select()
            .from(table as PgTable)
            .$dynamic();
      const order = orderBy(q.sort, spec.sorts ?? {}, spec.defaultOrder?.() ?? [asc(cols.id)], cols.id);
      const [list, [total]] = await Promise.all([
        rows
          .where(where)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(table as PgTable)
          .where(where),
      ]);
      return { list: list as R[], total: Number(total?.n ?? 0) };
    },

    /**
     * Adds a row. `values` may be worked out inside the transaction (checks that read other rows).
     * `claimDefault`: the row becomes the default when there is none yet.
     */
    async insert(
      db: Db,
      ctx: RequestContext,
      values: Values<T> | ((tx: Db) => Awaitable<Values<T>>),
      opts: { claimDefault?: boolean } = {},
    ): Promise<Row<T>> {
      return change(db, Boolean(spec.serializeChanges || spec.defaultRow), async (tx) => {
        const fields = { ...(typeof values === 'function' ? await values(tx) : values) } as Record<string, unknown>;
        const claims = opts.claimDefault && spec.defaultRow && !(await kit.currentDefault(tx));
        if (claims) fields[spec.defaultRow!.flag] = true;
        const [row] = await loose(tx).insert(table).values(fields).returning();
        await record(tx, ctx, 'add', row!, { after: row! });
        return row!;
      });
    },

    /**
     * The versioned edit: lock, 404, stale version 409, update with the version raised, audit.
     * `version` undefined skips the check (a switch flipped without a form). `values` may be worked
     * out from the locked row; `action` (after the prefix) is `edit` unless told; `audit: 'action'`
     * logs the action alone (a new password has no before and after to show).
     */
    async update(
      db: Db,
      ctx: RequestContext,
      id: number,
      version: number | undefined,
      values: Partial<Values<T>> | ((row: Row<T>, tx: Db) => Awaitable<Partial<Values<T>>>),
      opts: { action?: string; before?: RowCheck<T>; after?: AfterChange<T>; audit?: 'snapshots' | 'action' } = {},
    ): Promise<Row<T>> {
      return change(db, Boolean(spec.serializeChanges), async (tx) => {
        const before = await lockForChange(tx, id, version);
        await opts.before?.(before, tx);
        const fields = typeof values === 'function' ? await values(before, tx) : values;
        const after = await write(tx, id, fields as Record<string, unknown>);
        await record(tx, ctx, opts.action ?? 'edit', after, opts.audit === 'action' ? {} : { before, after });
        await opts.after?.(after, before, tx);
        return after;
      });
    },

    /** Enable or disable; nothing is written when the row already is so. The default row is never disabled. */
    async setEnabled(
      db: Db,
      ctx: RequestContext,
      id: number,
      enabled: boolean,
      version?: number,
      opts: { before?: RowCheck<T>; after?: AfterChange<T> } = {},
    ): Promise<Row<T>> {
      return change(db, Boolean(spec.serializeChanges), async (tx) => {
        const before = await lockForChange(tx, id, version);
        if (field(before, 'enabled') === enabled) return before;
        if (!enabled && isDefault(before)) throw new AppError(spec.defaultRow!.locked);
        await opts.before?.(before, tx);
        const after = await write(tx, id, { enabled });
        await record(tx, ctx, enabled ? 'enable' : 'disable', after, { before, after });
        await opts.after?.(after, before, tx);
        return after;
      });
    },

    /**
     * Deletes a row nothing uses (never the default row): `inUse` looks for users of the locked row
     * and throws the entity's "in use" error; rows that take the row's lock (FOR SHARE) before using
     * it are seen.
     */
    async remove(db: Db, ctx: RequestContext, id: number, inUse?: (tx: Db, row: Row<T>) => Awaitable<void>) {
      await change(db, Boolean(spec.serializeChanges), async (tx) => {
        const before = await lockForChange(tx, id, undefined);
        if (isDefault(before)) throw new AppError(spec.defaultRow!.locked);
        await inUse?.(tx, before);
        await tx.delete(table as PgTable).where(eq(cols.id, id));
        await record(tx, ctx, 'del', before, { before });
      });
    },

    /** The default row (spec.defaultRow), if there is one. */
    async currentDefault(db: Db): Promise<Row<T> | undefined> {
      const flag = cols[spec.defaultRow!.flag] as AnyPgColumn;
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(flag, true))
        .limit(1);
      return row as Row<T> | undefined;
    },

    /**
     * Makes a row the default; the previous default stops being it in the same transaction (cleared
     * first: the partial unique index allows one default row at any moment). Runs under `lockKey`,
     * so two requests at once cannot both clear the old default and both set theirs. Each changed
     * row is logged, or, with `summary`, one row for the new default says what moved.
     */
    async makeDefault(
      db: Db,
      ctx: RequestContext,
      id: number,
      opts: {
        version?: number;
        before?: (row: Row<T>) => void;
        summary?: (previous: Row<T> | undefined, after: Row<T>) => Required<Pick<AuditEntry, 'before' | 'after'>>;
      } = {},
    ): Promise<Row<T>> {
      const flag = spec.defaultRow!.flag;
      return change(db, true, async (tx) => {
        const target = await lockForChange(tx, id, opts.version);
        if (isDefault(target)) return target;
        opts.before?.(target);
        const previous = await kit.currentDefault(tx);
        const cleared = previous ? await write(tx, idOf(previous), { [flag]: false }) : undefined;
        const after = await write(tx, id, { [flag]: true });
        if (opts.summary) {
          const moved = opts.summary(previous, after);
          const action = `${prefix}.default`;
          await recordAudit(tx, ctx, { action, entity, entityId: id, ...spec.audit?.(after), ...moved });
        } else {
          if (previous) await record(tx, ctx, 'default', previous, { before: previous, after: cleared });
          await record(tx, ctx, 'default', after, { before: target, after });
        }
        return after;
      });
    },
  };
  return kit;
}
