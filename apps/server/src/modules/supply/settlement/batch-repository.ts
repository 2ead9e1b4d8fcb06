import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { files } from '../../../platform/files/table.ts';
import { countedOrderAs } from '../../order/counted.ts';
import type { Cycle } from './cycles.ts';
import { supplierBalances, supplierLedger, supplierSettlementLines, supplierSettlements } from './table.ts';

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

export interface BatchView {
  id: number;
  supplierId: number;
  supplierName: string;
  period: string;
  periodFrom: string;
  periodTo: string;
  status: 'to_be_settled' | 'settled';
  total: number;
  lineCount: number;
  currency: string;
  voucherRef: string;
  voucherAmount: number | null;
  /** the voucher picture (/files/…) and its thumbnail; '' when none */
  voucherFile: string;
  voucherThumb: string;
  settledAt: Date | null;
  settledByName: string | null;
  createdAt: Date;
  version: number;
}

export interface LineView {
  id: number;
  supplierId: number;
  kind: string;
  ref: string;
  orderId: number | null;
  amount: number;
  gross: number;
  commission: number;
  rateBp: number | null;
  currency: string;
  note: string;
  occurredAt: Date;
  settlementId: number | null;
}

const BATCH_COLUMNS = sql`s.id::int as "id", s.supplier_id::int as "supplierId", sp.name as "supplierName",
  s.period, s.period_from::text as "periodFrom", s.period_to::text as "periodTo", s.status, s.total::bigint as "total",
  s.line_count as "lineCount", s.currency, s.voucher_ref as "voucherRef", s.voucher_amount as "voucherAmount",
  s.voucher_file as "voucherFile", coalesce('/files/' || nullif(vf.thumb, ''), s.voucher_file) as "voucherThumb",
  s.settled_at as "settledAt", s.settled_by_name as "settledByName", s.created_at as "createdAt", s.version`;

/** A batch with its supplier and its voucher picture's stored file (for the thumbnail). */
const BATCH_FROM = sql`${supplierSettlements} s join suppliers sp on sp.id = s.supplier_id
  left join ${files} vf on s.voucher_file <> '' and vf.name = substr(s.voucher_file, 8)`;

function batchOf(r: Record<string, unknown>): BatchView {
  return {
    ...(r as unknown as BatchView),
    total: Number(r.total),
    voucherAmount: r.voucherAmount == null ? null : Number(r.voucherAmount),
    settledAt: r.settledAt == null ? null : new Date(r.settledAt as string),
    createdAt: new Date(r.createdAt as string),
  };
}

export const LINE_COLUMNS = sql`e.id::int as "id", e.supplier_id::int as "supplierId", e.kind, e.ref,
  e.order_id::int as "orderId", e.amount::bigint as "amount", e.gross::bigint as "gross",
  e.commission::bigint as "commission", e.rate_bp as "rateBp", e.currency, e.note, e.occurred_at as "occurredAt",
  x.settlement_id::int as "settlementId"`;

export function lineOf(r: Record<string, unknown>): LineView {
  return {
    ...(r as unknown as LineView),
    amount: Number(r.amount),
    gross: Number(r.gross),
    commission: Number(r.commission),
    occurredAt: new Date(r.occurredAt as string),
  };
}

/** A supplier's billing cycle (`sup`): its group's while the group is enabled and names one, else the default. */
const CYCLE_JOINS = sql`left join supplier_profiles cp on cp.supplier_id = sup.id
  left join supplier_groups cg on cg.id = cp.group_id and cg.enabled`;
const cycleOf = (defaultCycle: Cycle) => sql`coalesce(cg.settlement_cycle, ${defaultCycle})`;

export interface BatchFilter {
  supplierId?: number;
  status?: string;
  period?: string;
  keyword?: string;
}

function batchWhere(f: BatchFilter): SQL {
  const conds: SQL[] = [sql`true`];
  if (f.supplierId) conds.push(sql`s.supplier_id = ${f.supplierId}`);
  if (f.status) conds.push(sql`s.status = ${f.status}`);
  // a month: the batches of the cycles ending in it (the month's, its halves', its weeks')
  if (f.period) conds.push(sql`to_char(s.period_to, 'YYYY-MM') = ${f.period}`);
  if (f.keyword) conds.push(sql`sp.name ilike ${`%${f.keyword.replace(/[%_\\]/g, '\\$&')}%`}`);
  return sql.join(conds, sql` and `);
}

/** Settlement batches: the run (set-based, per supplier id range), reads and the settle step. */
export const batchRepository = {
  /** The billing cycles the suppliers [from, to] are on (an enabled group's, or `defaultCycle`). */
  async cyclesInUse(db: Db, defaultCycle: Cycle, range: { from: number; to: number }): Promise<Cycle[]> {
    const res = await db.execute(sql`select distinct ${cycleOf(defaultCycle)} as cycle
      from suppliers sup ${CYCLE_JOINS} where sup.id between ${range.from} and ${range.to}`);
    return rowsOf<{ cycle: Cycle }>(res).map((r) => r.cycle);
  },

  /**
   * Batches the unsettled lines (withdrawals aside) dated before `end` of the suppliers [from, to]
   * on billing cycle `cycle` into each one's to_be_settled batch of `period` (made when missing),
   * and adds them to its total. A line already in a batch is skipped (its id is the key of the
   * batch lines).
   */
  async batchRange(
    db: Db,
    range: { from: number; to: number },
    p: { cycle: Cycle; defaultCycle: Cycle; period: string; first: string; last: string; end: Date; currency: string },
  ): Promise<{ batches: number; lines: number }> {
    const open = sql`e.supplier_id between ${range.from} and ${range.to} and e.occurred_at < ${p.end.toISOString()}
      and e.kind not in ('withdrawal', 'withdrawal_return')
      and e.supplier_id in (select sup.id from suppliers sup ${CYCLE_JOINS}
        where sup.id between ${range.from} and ${range.to} and ${cycleOf(p.defaultCycle)} = ${p.cycle})
      and not exists (select 1 from ${supplierSettlementLines} x where x.ledger_id = e.id)`;
    const made = await db.execute(sql`
      insert into ${supplierSettlements} (supplier_id, period, period_from, period_to, currency)
      select distinct e.supplier_id, ${p.period}, ${p.first}::date, ${p.last}::date, ${p.currency}
      from ${supplierLedger} e where ${open}
      on conflict (supplier_id, period) do nothing
      returning id`);
    // the batches this run adds to are locked first: a concurrent settle waits, then sees the new total
    await db.execute(sql`select id from ${supplierSettlements}
      where period = ${p.period} and status = 'to_be_settled' and supplier_id between ${range.from} and ${range.to}
      order by id for update`);
    const added = await db.execute(sql`
      with ins as (
        insert into ${supplierSettlementLines} (ledger_id, settlement_id)
        select e.id, s.id from ${supplierLedger} e
        join ${supplierSettlements} s on s.supplier_id = e.supplier_id and s.period = ${p.period}
          and s.status = 'to_be_settled'
        where ${open}
        on conflict (ledger_id) do nothing
        returning ledger_id, settlement_id),
      sums as (
        select ins.settlement_id, sum(e.amount) as total, count(*)::int as n
        from ins join ${supplierLedger} e on e.id = ins.ledger_id group by ins.settlement_id),
      upd as (
        update ${supplierSettlements} s set total = s.total + sums.total, line_count = s.line_count + sums.n,
          updated_at = now(), version = s.version + 1
        from sums where s.id = sums.settlement_id returning 1)
      select coalesce(sum(n), 0)::int as n from sums`);
    return { batches: rowsOf(made).length, lines: rowsOf<{ n: number }>(added)[0]!.n };
  },

  /** Refreshes the planner's statistics of the batches and their lines (plans made since are replanned). */
  async refreshStats(db: Db): Promise<void> {
    await db.execute(sql`analyze ${supplierSettlements}`);
    await db.execute(sql`analyze ${supplierSettlementLines}`);
  },

  async page(db: Db, f: BatchFilter, page: number, pageSize: number): Promise<{ list: BatchView[]; total: number }> {
    const where = batchWhere(f);
    const res = await db.execute(sql`select ${BATCH_COLUMNS} from ${BATCH_FROM} where ${where}
      order by s.period_to desc, s.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
    const count = await db.execute(sql`select count(*)::int as n from ${supplierSettlements} s
      join suppliers sp on sp.id = s.supplier_id where ${where}`);
    return { list: rowsOf<Record<string, unknown>>(res).map(batchOf), total: rowsOf<{ n: number }>(count)[0]!.n };
  },

  /** One batch, in the caller's scope (null: none, or another supplier's). */
  async find(db: Db, id: number, supplierId: number | null): Promise<BatchView | null> {
    const scope = supplierId == null ? sql`true` : sql`s.supplier_id = ${supplierId}`;
    const res = await db.execute(sql`select ${BATCH_COLUMNS} from ${BATCH_FROM} where s.id = ${id} and ${scope}`);
    const r = rowsOf<Record<string, unknown>>(res)[0];
    return r ? batchOf(r) : null;
  },

  async lines(db: Db, id: number, page: number, pageSize: number | null): Promise<{ list: LineView[]; total: number }> {
    const limit = pageSize == null ? sql`` : sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
    const res = await db.execute(sql`select ${LINE_COLUMNS} from ${supplierSettlementLines} x
      join ${supplierLedger} e on e.id = x.ledger_id where x.settlement_id = ${id}
      order by e.occurred_at, e.id ${limit}`);
    const count = await db.execute(
      sql`select count(*)::int as n from ${supplierSettlementLines} where settlement_id = ${id}`,
    );
    return { list: rowsOf<Record<string, unknown>>(res).map(lineOf), total: rowsOf<{ n: number }>(count)[0]!.n };
  },

  /** Sums per kind, and the gross and commission of a batch's lines. */
  async sums(db: Db, id: number) {
    const res = await db.execute(sql`select e.kind, sum(e.amount)::bigint as amount, sum(e.gross)::bigint as gross,
        sum(e.commission)::bigint as commission
      from ${supplierSettlementLines} x join ${supplierLedger} e on e.id = x.ledger_id
      where x.settlement_id = ${id} group by e.kind`);
    return rowsOf<{ kind: string; amount: string; gross: string; commission: string }>(res);
  },

  /** Ordered and shipped quantities of the supplier's lines in the orders a batch earns from. */
  async quantities(db: Db, id: number): Promise<{ ordered: number; shipped: number }> {
    const res = await db.execute(sql`select coalesce(sum(l.quantity), 0)::int as ordered,
        coalesce(sum(l.shipped_quantity), 0)::int as shipped
      from ${supplierSettlementLines} x join ${supplierLedger} e on e.id = x.ledger_id
      join orders o on o.id = e.order_id
      join order_lines l on l.order_id = o.id and l.supplier_id = e.supplier_id
      where x.settlement_id = ${id} and e.kind = 'earning' and ${countedOrderAs('o')}`);
    return rowsOf<{ ordered: number; shipped: number }>(res)[0]!;
  },

  /** Invoices (pending or approved) issued for the batch or its month. */
  async invoiced(db: Db, b: { id: number; supplierId: number; period: string }) {
    const res = await db.execute(sql`select coalesce(sum(amount), 0)::bigint as amount, count(*)::int as n
      from supplier_invoices where supplier_id = ${b.supplierId} and status in ('pending', 'approved')
        and (settlement_id = ${b.id} or (settlement_id is null and period = ${b.period}))`);
    const r = rowsOf<{ amount: string; n: number }>(res)[0]!;
    return { amount: Number(r.amount), count: r.n };
  },

  /**
   * Marks a to_be_settled batch settled with its voucher (reference, picture, amount) when the
   * voucher amount equals its total (one statement: a run adding lines meanwhile changes the total
   * and the voucher no longer matches), and moves the total from pending to available. Answers
   * the batch, or null when nothing matched.
   */
  async settle(
    db: Db,
    s: {
      id: number;
      voucherRef: string;
      /** the voucher picture; none: '' */
      voucherFile?: string;
      voucherAmount: number;
      adminId: number | null;
      name: string;
    },
    version?: number,
  ): Promise<{ supplierId: number; total: number } | null> {
    const v = version == null ? sql`true` : sql`version = ${version}`;
    const res = await db.execute(sql`
      with upd as (
        update ${supplierSettlements} set status = 'settled', voucher_ref = ${s.voucherRef},
          voucher_file = ${s.voucherFile ?? ''}, voucher_amount = ${s.voucherAmount}, settled_at = now(),
          settled_by = ${s.adminId}, settled_by_name = ${s.name}, updated_at = now(), version = version + 1
        where id = ${s.id} and status = 'to_be_settled' and total = ${s.voucherAmount} and ${v}
        returning supplier_id, total),
      bal as (
        insert into ${supplierBalances} (supplier_id, pending, available)
        select supplier_id, -total, total from upd
        on conflict (supplier_id) do update set pending = ${supplierBalances}.pending + excluded.pending,
          available = ${supplierBalances}.available + excluded.available, updated_at = now()
        returning 1)
      select supplier_id::int as "supplierId", total::bigint as total from upd`);
    const r = rowsOf<{ supplierId: number; total: string }>(res)[0];
    return r ? { supplierId: r.supplierId, total: Number(r.total) } : null;
  },
};
