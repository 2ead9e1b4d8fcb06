import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { LINE_COLUMNS, lineOf, type LineView } from './batch-repository.ts';
import { supplierBalances, supplierLedger, supplierSettlementLines, supplierWithdrawals } from './table.ts';

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

export interface WithdrawalView {
  id: number;
  supplierId: number;
  supplierName: string;
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'rejected';
  note: string;
  reviewerName: string | null;
  reason: string;
  decidedAt: Date | null;
  createdAt: Date;
  version: number;
}

const W_COLUMNS = sql`w.id::int as "id", w.supplier_id::int as "supplierId", sp.name as "supplierName",
  w.amount::bigint as "amount", w.currency, w.status, w.note, w.reviewer_name as "reviewerName", w.reason,
  w.decided_at as "decidedAt", w.created_at as "createdAt", w.version`;

function withdrawalOf(r: Record<string, unknown>): WithdrawalView {
  return {
    ...(r as unknown as WithdrawalView),
    amount: Number(r.amount),
    decidedAt: r.decidedAt == null ? null : new Date(r.decidedAt as string),
    createdAt: new Date(r.createdAt as string),
  };
}

const scoped = (column: SQL, supplierId: number | undefined) =>
  supplierId == null ? sql`true` : sql`${column} = ${supplierId}`;

/** Balances, ledger pages and withdrawals. */
export const balanceRepository = {
  /** A supplier's balance row (zeros when it has none), or the sums over every supplier. */
  async balance(db: Db, supplierId: number | undefined) {
    const res = await db.execute(sql`select coalesce(sum(pending), 0)::bigint as pending,
        coalesce(sum(available), 0)::bigint as available, coalesce(max(dispute), '') as dispute,
        (select coalesce(sum(amount), 0)::bigint from ${supplierWithdrawals} w
          where w.status = 'pending' and ${scoped(sql`w.supplier_id`, supplierId)}) as requested
      from ${supplierBalances} b where ${scoped(sql`b.supplier_id`, supplierId)}`);
    const r = rowsOf<{ pending: string; available: string; dispute: string; requested: string }>(res)[0]!;
    return {
      pending: Number(r.pending),
      available: Number(r.available),
      dispute: r.dispute,
      requested: Number(r.requested),
    };
  },

  /** Opens or lifts a dispute hold; false when there is no such supplier. */
  async setDispute(db: Db, supplierId: number, dispute: string): Promise<boolean> {
    const res = await db.execute(sql`insert into ${supplierBalances} (supplier_id, dispute)
      select id, ${dispute} from suppliers where id = ${supplierId}
      on conflict (supplier_id) do update set dispute = excluded.dispute, updated_at = now() returning 1`);
    return rowsOf(res).length === 1;
  },

  /**
   * Takes `amount` from the available balance in ONE conditional statement (no dispute open, enough
   * available): concurrent requests queue on the row and none can overdraw. Answers whether it did.
   */
  async reserve(db: Db, supplierId: number, amount: number): Promise<boolean> {
    const res = await db.execute(sql`update ${supplierBalances}
      set available = available - ${amount}, updated_at = now()
      where supplier_id = ${supplierId} and available >= ${amount} and dispute = ''
      returning 1`);
    return rowsOf(res).length === 1;
  },

  /** The withdrawal's ledger line (its amount already taken from the balance by `reserve`). */
  async withdrawalLine(db: Db, w: { id: number; supplierId: number; amount: number; currency: string }) {
    await db.execute(sql`insert into ${supplierLedger} (supplier_id, kind, ref, amount, currency, note)
      values (${w.supplierId}, 'withdrawal', ${`withdrawal:${w.id}`}, ${-w.amount}, ${w.currency},
        ${`Withdrawal ${w.id}`})`);
  },

  async insertWithdrawal(db: Db, w: { supplierId: number; amount: number; currency: string; note: string }) {
    const res = await db.execute(sql`insert into ${supplierWithdrawals} (supplier_id, amount, currency, note)
      values (${w.supplierId}, ${w.amount}, ${w.currency}, ${w.note}) returning id::int as id`);
    return rowsOf<{ id: number }>(res)[0]!.id;
  },

  /** Decides a pending withdrawal (conditional on pending and the version); answers it, or null. */
  async decide(
    db: Db,
    d: { id: number; status: 'approved' | 'rejected'; reviewerId: number | null; name: string; reason: string },
    version?: number,
  ): Promise<{ supplierId: number; amount: number; currency: string } | null> {
    const v = version == null ? sql`true` : sql`version = ${version}`;
    const res = await db.execute(sql`update ${supplierWithdrawals} set status = ${d.status},
        reviewer_id = ${d.reviewerId}, reviewer_name = ${d.name}, reason = ${d.reason}, decided_at = now(),
        updated_at = now(), version = version + 1
      where id = ${d.id} and status = 'pending' and ${v}
      returning supplier_id::int as "supplierId", amount::bigint as amount, currency`);
    const r = rowsOf<{ supplierId: number; amount: string; currency: string }>(res)[0];
    return r ? { ...r, amount: Number(r.amount) } : null;
  },

  async findWithdrawal(db: Db, id: number, supplierId?: number): Promise<WithdrawalView | null> {
    const res = await db.execute(sql`select ${W_COLUMNS} from ${supplierWithdrawals} w
      join suppliers sp on sp.id = w.supplier_id where w.id = ${id} and ${scoped(sql`w.supplier_id`, supplierId)}`);
    const r = rowsOf<Record<string, unknown>>(res)[0];
    return r ? withdrawalOf(r) : null;
  },

  async withdrawals(db: Db, f: { supplierId?: number; status?: string }, page: number, pageSize: number) {
    const status = f.status ? sql`w.status = ${f.status}` : sql`true`;
    const where = sql`${scoped(sql`w.supplier_id`, f.supplierId)} and ${status}`;
    const res = await db.execute(sql`select ${W_COLUMNS} from ${supplierWithdrawals} w
      join suppliers sp on sp.id = w.supplier_id where ${where}
      order by w.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
    const count = await db.execute(sql`select count(*)::int as n from ${supplierWithdrawals} w where ${where}`);
    return { list: rowsOf<Record<string, unknown>>(res).map(withdrawalOf), total: rowsOf<{ n: number }>(count)[0]!.n };
  },

  /** Pending withdrawals, oldest first (the approval queue). */
  async pending(db: Db, q: { supplierId?: number; limit: number }) {
    const res = await db.execute(sql`select ${W_COLUMNS} from ${supplierWithdrawals} w
      join suppliers sp on sp.id = w.supplier_id
      where w.status = 'pending' and ${scoped(sql`w.supplier_id`, q.supplierId)} order by w.id limit ${q.limit}`);
    return rowsOf<Record<string, unknown>>(res).map(withdrawalOf);
  },

  async pendingCount(db: Db): Promise<number> {
    const res = await db.execute(sql`select count(*)::int as n from ${supplierWithdrawals} where status = 'pending'`);
    return rowsOf<{ n: number }>(res)[0]!.n;
  },

  async ledger(db: Db, f: { supplierId?: number; kind?: string }, page: number, pageSize: number) {
    const where = sql`${scoped(sql`e.supplier_id`, f.supplierId)} and ${f.kind ? sql`e.kind = ${f.kind}` : sql`true`}`;
    const res = await db.execute(sql`select ${LINE_COLUMNS} from ${supplierLedger} e
      left join ${supplierSettlementLines} x on x.ledger_id = e.id where ${where}
      order by e.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
    const count = await db.execute(sql`select count(*)::int as n from ${supplierLedger} e where ${where}`);
    return {
      list: rowsOf<Record<string, unknown>>(res).map(lineOf) as LineView[],
      total: rowsOf<{ n: number }>(count)[0]!.n,
    };
  },
};
