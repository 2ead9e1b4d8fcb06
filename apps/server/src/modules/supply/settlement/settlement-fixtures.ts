import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

// Requests, orders and queries of the settlement tests.

export const en = { 'accept-language': 'en' };

export interface SettlementWorld {
  t: TestApp;
  adminAk: string;
  aAk: string;
  bAk: string;
  a: number;
  b: number;
}

export async function openSettlementWorld(): Promise<SettlementWorld> {
  const t = await createTestApp();
  const [sa, sb] = [await t.session('supplier'), await t.session('supplier2')];
  // the batches of these tests are monthly (the demo's Strategic group settles weekly); cycles.test.ts sets its own
  await t.database.raw(`update supplier_groups set settlement_cycle = null`);
  return { t, adminAk: await t.login('admin'), aAk: sa.ak, bAk: sb.ak, a: sa.supplier_id!, b: sb.supplier_id! };
}

export function settlementHelpers(world: () => SettlementWorld) {
  const q = async (sql: string, params: unknown[] = []) => (await world().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  let seq = 0;
  /** A paid order delivered at `at`, one line of the supplier's per [unit price, quantity, product]. */
  const order = async (
    supplierId: number,
    at: string,
    lines: [number, number, number?][],
    over: { generated?: boolean; state?: string; shipped?: boolean } = {},
  ) => {
    const [o] = await q(
      `insert into orders (number, customer_name, customer_email, address, state, payment_status, ` +
        `fulfilment_status, currency, rate, supplier_id, delivered_at, generated) values ($1, 'Test', ` +
        `'t@example.com', '{}', $2, 'paid', 'delivered', 'USD', 1, $3, $4, $5) returning id::int as id`,
      [`ST-${Date.now()}-${++seq}`, over.state ?? 'active', supplierId, at, over.generated ?? false],
    );
    for (const [price, qty, productId] of lines)
      await q(
        `insert into order_lines (order_id, product_id, supplier_id, warehouse_id, sku, name, unit_price, quantity, ` +
          `shipped_quantity) values ($1, $2, $3, 1, 'T-1', '{}', $4, $5, $6)`,
        [o!.id, productId ?? 1, supplierId, price, qty, over.shipped === false ? 0 : qty],
      );
    return o!.id as number;
  };
  const post = (url: string, body: unknown, ak = world().adminAk, headers: Record<string, string> = {}) =>
    world().t.post(url, body, ak, { ...en, ...headers });
  const ok = async (url: string, body: unknown, ak = world().adminAk, headers: Record<string, string> = {}) => {
    const res = await post(url, body, ak, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const get = async (url: string, ak = world().adminAk) => {
    const res = await world().t.get(url, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const run = (period: string) => ok('/admin/supply/settlement/run', { period });
  const batchOf = async (supplierId: number, period: string) =>
    (
      await q(
        `select id::int as id, total::int as total, version from supplier_settlements ` +
          `where supplier_id = $1 and period = $2`,
        [supplierId, period],
      )
    )[0] as { id: number; total: number; version: number } | undefined;
  const balance = async (supplierId: number): Promise<{ pending: number; available: number }> =>
    ((
      await q(
        `select pending::int as pending, available::int as available from supplier_balances ` +
          `where supplier_id = $1`,
        [supplierId],
      )
    )[0] as { pending: number; available: number } | undefined) ?? { pending: 0, available: 0 };
  return { q, n, order, post, ok, get, run, batchOf, balance };
}

/**
 * Balances that differ from the sum of their ledger lines: pending = lines outside a settled
 * batch (withdrawals aside), available = lines in a settled batch plus withdrawals and returns.
 */
export const BALANCE_BROKEN = `
  select b.supplier_id from supplier_balances b
  left join lateral (
    select coalesce(sum(e.amount) filter (where e.kind not in ('withdrawal', 'withdrawal_return')
        and coalesce(s.status, '') <> 'settled'), 0) as pending,
      coalesce(sum(e.amount) filter (where e.kind in ('withdrawal', 'withdrawal_return') or s.status = 'settled'), 0)
        as available
    from supplier_ledger e
    left join supplier_settlement_lines x on x.ledger_id = e.id
    left join supplier_settlements s on s.id = x.settlement_id
    where e.supplier_id = b.supplier_id) l on true
  where b.pending <> l.pending or b.available <> l.available`;
