import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { countedOrderAs } from '../../order/counted.ts';
import { supplierBalances, supplierLedger } from './table.ts';

/** Ledger kinds that move the available balance at once (the others wait in pending until settled). */
export const DIRECT_KINDS = ['withdrawal', 'withdrawal_return'] as const;

export type LedgerKind = (typeof supplierLedger.kind.enumValues)[number];

export interface LedgerLine {
  supplierId: number;
  kind: LedgerKind;
  ref: string;
  amount: number;
  currency: string;
  note: string;
  orderId?: number | null;
  occurredAt?: Date;
  /** an earning's goods value, commission and rate */
  gross?: number;
  commission?: number;
  rateBp?: number | null;
}

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/** The statement that adds the inserted lines (`ins`: supplier_id, kind, amount) to their balances. */
function balanceUpsert(): SQL {
  return sql`
    insert into ${supplierBalances} (supplier_id, pending, available)
    select supplier_id,
      coalesce(sum(amount) filter (where kind not in ('withdrawal', 'withdrawal_return')), 0),
      coalesce(sum(amount) filter (where kind in ('withdrawal', 'withdrawal_return')), 0)
    from ins group by supplier_id
    on conflict (supplier_id) do update set
      pending = ${supplierBalances}.pending + excluded.pending,
      available = ${supplierBalances}.available + excluded.available,
      updated_at = now()`;
}

/**
 * The CTEs `lines` and `parts`: per order and supplier, the delivered parts (orders matching
 * `where`, read through `countedOrder`) whose earning line is not written yet: goods value (unit
 * price × quantity − discount share) in the base currency at the order's rate, and the commission
 * of each line's rate (category > level > group > `defaultBp`).
 */
function unwrittenParts(where: SQL, base: BaseCurrency, defaultBp: number): SQL {
  return sql`lines as (
    select o.id as order_id, o.number, l.supplier_id, coalesce(o.delivered_at, o.completed_at, now()) as at,
      round((l.unit_price * l.quantity - l.discount)::numeric / coalesce(nullif(o.rate, 0), 1)
        * power(10::numeric, ${base.decimals} - coalesce(c.decimals, 2))) as gross,
      coalesce(cr.rate_bp, lr.rate_bp, g.commission_rate, ${defaultBp}) as bp
    from order_lines l
    join orders o on o.id = l.order_id
    left join currencies c on c.code = o.currency
    left join products p on p.id = l.product_id
    left join supplier_profiles sp on sp.supplier_id = l.supplier_id
    left join supplier_groups g on g.id = sp.group_id and g.enabled
    left join supplier_commission_rates cr on cr.scope = 'category' and cr.scope_id = p.category_id
    left join supplier_commission_rates lr on lr.scope = 'level' and lr.scope_id = sp.level_id
    where ${where} and l.supplier_id is not null and ${countedOrderAs('o')}
      and o.state in ('active', 'completed') and o.payment_status = 'paid'
      and (o.state = 'completed' or o.fulfilment_status = 'delivered')
      and not exists (select 1 from ${supplierLedger} e
        where e.kind = 'earning' and e.ref = o.id::text || ':' || l.supplier_id::text)),
  parts as (
    select order_id, number, supplier_id, min(at) as at, sum(gross)::bigint as gross,
      sum(round(gross * bp / 10000))::bigint as commission, min(bp) as lo, max(bp) as hi
    from lines group by order_id, number, supplier_id)`;
}

/**
 * The ledger's writes. Every line is added with its balance in one statement (a CTE), so the
 * balance always equals the sum of its lines; a line whose kind and ref exist writes nothing.
 */
export const ledgerRepository = {
  /** Adds one line (nothing when its kind and ref exist); answers whether it was added. */
  async append(db: Db, l: LedgerLine): Promise<boolean> {
    const at = (l.occurredAt ?? new Date()).toISOString();
    const res = await db.execute(sql`
      with ins as (
        insert into ${supplierLedger}
          (supplier_id, kind, ref, order_id, amount, gross, commission, rate_bp, currency, note, occurred_at)
        values (${l.supplierId}, ${l.kind}, ${l.ref}, ${l.orderId ?? null}, ${l.amount}, ${l.gross ?? 0},
          ${l.commission ?? 0}, ${l.rateBp ?? null}, ${l.currency}, ${l.note}, ${at})
        on conflict (kind, ref) do nothing
        returning supplier_id, kind, amount),
      bal as (${balanceUpsert()} returning 1)
      select count(*)::int as n from ins`);
    return rowsOf<{ n: number }>(res)[0]!.n > 0;
  },

  /**
   * Earning lines for the delivered supplier order parts of orders [from, to] not written yet:
   * per order and supplier, the goods value (unit price × quantity − discount share) in the base
   * currency at the order's rate, less the commission of each line's rate (category > level >
   * group > `defaultBp`). Orders read through `countedOrder`. Answers the lines written.
   */
  async writeEarnings(db: Db, range: { from: number; to: number }, base: BaseCurrency, defaultBp: number) {
    const res = await db.execute(sql`
      with ${unwrittenParts(
        // the range on both sides of the join: the lines are read by their order key, not scanned
        sql`o.id between ${range.from} and ${range.to} and l.order_id between ${range.from} and ${range.to}`,
        base,
        defaultBp,
      )},
      ins as (
        insert into ${supplierLedger}
          (supplier_id, kind, ref, order_id, amount, gross, commission, rate_bp, currency, note, occurred_at)
        select supplier_id, 'earning', order_id::text || ':' || supplier_id::text, order_id, gross - commission,
          gross, commission,
          case when lo = hi then lo else round(commission * 10000.0 / nullif(gross, 0))::int end,
          ${base.code}, 'Order ' || number, at
        from parts
        on conflict (kind, ref) do nothing
        returning supplier_id, kind, amount),
      bal as (${balanceUpsert()} returning 1)
      select count(*)::int as n from ins`);
    return rowsOf<{ n: number }>(res)[0]!.n;
  },

  /** Reversal lines for earned orders cancelled since (earning lines [from, to]); answers the lines written. */
  async writeReversals(db: Db, range: { from: number; to: number }) {
    const o = countedOrderAs('o');
    const res = await db.execute(sql`
      with ins as (
        insert into ${supplierLedger}
          (supplier_id, kind, ref, order_id, amount, gross, commission, rate_bp, currency, note, occurred_at)
        select e.supplier_id, 'reversal', e.ref, e.order_id, -e.amount, -e.gross, -e.commission, e.rate_bp,
          e.currency, 'Order ' || o.number || ' cancelled after delivery', coalesce(o.cancelled_at, now())
        from ${supplierLedger} e
        join orders o on o.id = e.order_id
        where e.id between ${range.from} and ${range.to} and e.kind = 'earning'
          and o.state = 'cancelled' and ${o}
          and not exists (select 1 from ${supplierLedger} r where r.kind = 'reversal' and r.ref = e.ref)
        on conflict (kind, ref) do nothing
        returning supplier_id, kind, amount),
      bal as (${balanceUpsert()} returning 1)
      select count(*)::int as n from ins`);
    return rowsOf<{ n: number }>(res)[0]!.n;
  },

  /** The highest order id (the earnings walk orders in id ranges up to it). */
  async maxOrderId(db: Db): Promise<number> {
    const res = await db.execute(sql`select coalesce(max(o.id), 0)::bigint as id from orders o
      where ${countedOrderAs('o')}`);
    return Number(rowsOf<{ id: string | number }>(res)[0]!.id);
  },

  /** The highest ledger line id (the reversals walk earning lines in id ranges up to it). */
  async maxLineId(db: Db): Promise<number> {
    const res = await db.execute(sql`select coalesce(max(id), 0)::bigint as id from ${supplierLedger}`);
    return Number(rowsOf<{ id: string | number }>(res)[0]!.id);
  },

  /** The highest supplier id (the batches walk suppliers in id ranges up to it). */
  async maxSupplierId(db: Db): Promise<number> {
    const res = await db.execute(sql`select coalesce(max(id), 0)::bigint as id from suppliers`);
    return Number(rowsOf<{ id: string | number }>(res)[0]!.id);
  },

  /**
   * What a supplier earns in [start, end): its ledger lines dated then (withdrawals aside) and the
   * parts delivered then that the ledger job has not written yet, net of commission.
   */
  async periodTotal(db: Db, supplierId: number, period: { start: Date; end: Date }, base: BaseCurrency, bp: number) {
    const [start, end] = [period.start.toISOString(), period.end.toISOString()];
    const where = sql`l.supplier_id = ${supplierId}
      and coalesce(o.delivered_at, o.completed_at, now()) >= ${start}
      and coalesce(o.delivered_at, o.completed_at, now()) < ${end}`;
    const res = await db.execute(sql`
      with ${unwrittenParts(where, base, bp)}
      select (select coalesce(sum(e.amount), 0) from ${supplierLedger} e where e.supplier_id = ${supplierId}
          and e.occurred_at >= ${start} and e.occurred_at < ${end}
          and e.kind not in ('withdrawal', 'withdrawal_return'))
        + (select coalesce(sum(gross - commission), 0) from parts) as total`);
    return Number(rowsOf<{ total: string | number }>(res)[0]!.total);
  },

  /** Refreshes the planner's statistics of the ledger (after a bulk of new lines). */
  async refreshStats(db: Db): Promise<void> {
    await db.execute(sql`analyze ${supplierLedger}`);
  },

  async baseCurrency(db: Db): Promise<BaseCurrency> {
    const res = await db.execute(sql`select code, decimals from currencies where is_base limit 1`);
    const r = rowsOf<{ code: string; decimals: number }>(res)[0];
    return { code: r?.code ?? 'USD', decimals: r ? Number(r.decimals) : 2 };
  },
};

export interface BaseCurrency {
  code: string;
  decimals: number;
}
