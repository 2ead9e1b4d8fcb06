import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { stockLedger, stockLevels } from '../inventory/table.ts';
import { searchTextOf } from '../product/repository.ts';
import { productCounter, products } from '../product/table.ts';
import type { ImportRow } from './check.ts';
import { importRows } from './table.ts';

/** An empty text in every language: the brief and detail of an imported product. */
const EMPTY = JSON.stringify({ 'zh-CN': '', en: '', es: '', ja: '' });

/** What one move statement added: how many products, and the lowest and highest new id. */
export interface MovedRows {
  n: number;
  firstId: number | null;
  lastId: number | null;
}

/**
 * The import's queries: what only the database knows about a sheet's rows, the saved rows of a
 * running job (`import_rows`) and their move into products, and the job rows of imports. Lists of
 * any length go as one JSON parameter per statement.
 */
export const importRepository = {
  /** Which of these lower-cased numbers or SKUs products already have. */
  async taken(db: Db, column: 'number' | 'sku', values: string[]): Promise<Set<string>> {
    if (values.length === 0) return new Set<string>();
    const res = await db.execute(sql`
      select lower(${sql.raw(column)}) as v from products
      where lower(${sql.raw(column)}) in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`);
    return new Set((res as unknown as { rows: { v: string }[] }).rows.map((r) => r.v));
  },

  /** Which of these categories exist, or which of these suppliers exist and are enabled. */
  async existing(db: Db, table: 'categories' | 'suppliers', ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set<number>();
    const res = await db.execute(sql`
      select id from ${sql.raw(table)}
      where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)${sql.raw(
        table === 'suppliers' ? ' and enabled' : '',
      )}`);
    return new Set((res as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id)));
  },

  /** Saves checked rows of a job in one statement. */
  async stage(db: Db, jobId: number, rows: ImportRow[]): Promise<void> {
    const chunk = rows.map((r) => ({
      row_no: r.row,
      supplier_id: r.supplierId,
      number: r.number,
      sku: r.sku,
      name: r.name,
      search_text: searchTextOf(r),
      category_id: r.categoryId,
      price: r.price,
      original_price: r.originalPrice,
      cost_price: r.costPrice,
      currency: r.currency,
      weight: r.weight,
      stock: r.stock,
      on_shelf: r.onShelf,
    }));
    await db.execute(sql`
      insert into ${importRows} (
        job_id, row_no, supplier_id, number, sku, name, search_text, category_id, price, original_price, cost_price,
        currency, weight, stock, on_shelf)
      select ${jobId}, r.row_no, r.supplier_id, r.number, r.sku, r.name, r.search_text, r.category_id, r.price,
        r.original_price, r.cost_price, r.currency, r.weight, r.stock, r.on_shelf
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(
        row_no integer, supplier_id bigint, number text, sku text, name jsonb, search_text text, category_id bigint,
        price bigint, original_price bigint, cost_price bigint, currency text, weight integer, stock integer,
        on_shelf boolean)`);
  },

  /**
   * Moves a job's saved rows numbered `low` to `high` into products, in row order, with their
   * initial stock in the warehouse (level and ledger row, by the actor) and the per-owner counters.
   */
  async move(
    db: Db,
    m: {
      jobId: number;
      low: number;
      high: number;
      warehouseId: number;
      actor: Pick<Scope, 'adminId' | 'username'>;
    },
  ): Promise<MovedRows> {
    const res = await db.execute(sql`
      with added as (
        insert into ${products} (
          supplier_id, number, sku, name, brief, detail, search_text, category_id, price, original_price, cost_price,
          currency, weight, stock, on_shelf)
        select supplier_id, number, sku, name, ${EMPTY}::jsonb, ${EMPTY}::jsonb, search_text, category_id, price,
          original_price, cost_price, currency, weight, stock, on_shelf
        from ${importRows} where job_id = ${m.jobId} and row_no between ${m.low} and ${m.high} order by row_no
        returning id, supplier_id, stock
      ), levels as (
        insert into ${stockLevels} (product_id, warehouse_id, supplier_id, quantity)
        select id, ${m.warehouseId}, supplier_id, stock from added where stock > 0
      ), ledger as (
        insert into ${stockLedger} (
          product_id, warehouse_id, supplier_id, delta, balance_after, reason, note, actor_id, actor_name)
        select id, ${m.warehouseId}, supplier_id, stock, stock, 'purchase', ${`import #${m.jobId}`},
          ${m.actor.adminId || null}::bigint, ${m.actor.username}
        from added where stock > 0 order by id
      ), counted as (
        insert into ${productCounter} (supplier_key, rows)
        select coalesce(supplier_id, 0), count(*) from added group by 1
        on conflict (supplier_key) do update set rows = ${productCounter}.rows + excluded.rows
      )
      select count(*)::int as n, min(id) as first_id, max(id) as last_id from added`);
    type Row = { n: number | string; first_id: number | string | null; last_id: number | string | null };
    const r = (res as unknown as { rows: Row[] }).rows[0]!;
    return {
      n: Number(r.n),
      firstId: r.first_id === null ? null : Number(r.first_id),
      lastId: r.last_id === null ? null : Number(r.last_id),
    };
  },

  /** Deletes the saved rows of a job. */
  async drop(db: Db, jobId: number): Promise<void> {
    await db.delete(importRows).where(eq(importRows.jobId, jobId));
  },

  /** Deletes saved rows of every job that is not running (failed, interrupted, or gone). */
  async dropOrphans(db: Db): Promise<void> {
    await db.execute(sql`
      delete from ${importRows} r
      where not exists (select 1 from ${jobs} j where j.id = r.job_id and j.state = 'running')`);
  },

  /** A job row by id, of any kind (the caller checks it is an import, and whose). */
  async job(db: Db, id: number) {
    const [j] = await db.select().from(jobs).where(eq(jobs.id, id));
    return j;
  },
};
