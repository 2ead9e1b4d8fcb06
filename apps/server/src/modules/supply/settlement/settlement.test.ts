import { describe, expect, it } from 'vitest';
import { tableState } from '../../../test-support/table-state.ts';
import { useWorld } from '../../../test-support/world.ts';
import { BALANCE_BROKEN, openSettlementWorld, settlementHelpers } from './settlement-fixtures.ts';

const w = useWorld(openSettlementWorld);
const h = settlementHelpers(() => w);

describe('settlement batches', () => {
  it('earns delivered parts net of the commission (category > level), never generated orders, once', async () => {
    const [product] = await h.q(
      `select id::int as id, category_id::int as cat from products ` +
        `where category_id is not null order by id limit 1`,
    );
    const [level] = await h.q(`select id::int as id from supplier_levels order by id limit 1`);
    await h.q(`update supplier_profiles set level_id = $1 where supplier_id = $2`, [level!.id, w.a]);
    await h.ok('/admin/supply/settlement/rate', { scope: 'category', scopeId: product!.cat, rateBp: 1000 });
    const rates = await h.ok('/admin/supply/settlement/rate', { scope: 'level', scopeId: level!.id, rateBp: 700 });
    expect(rates.list).toContainEqual(expect.objectContaining({ scope: 'level', scopeId: level!.id, rateBp: 700 }));
    const o1 = await h.order(w.a, '2024-01-10T10:00:00Z', [[10_000, 2, product!.id as number]]);
    const o2 = await h.order(w.a, '2024-01-20T10:00:00Z', [[5_000, 1, 999_999]]);
    await h.order(w.a, '2024-01-21T10:00:00Z', [[7_000, 1]], { generated: true });
    await h.order(w.a, '2024-02-03T10:00:00Z', [[3_000, 1, 999_999]]);

    const first = await h.run('2024-01');
    expect(first).toMatchObject({ period: '2024-01', batches: expect.any(Number) });
    const lines = await h.q(
      `select order_id::int as o, amount::int as amount, commission::int as c, rate_bp as bp ` +
        `from supplier_ledger where kind = 'earning' and order_id in ($1, $2) order by order_id`,
      [o1, o2],
    );
    expect(lines).toEqual([
      { o: o1, amount: 18_000, c: 2_000, bp: 1000 },
      { o: o2, amount: 4_650, c: 350, bp: 700 },
    ]);
    const batch = (await h.batchOf(w.a, '2024-01'))!;
    expect(batch.total).toBe(22_650);
    const page = await h.get(`/admin/supply/settlement/lines?id=${batch.id}`);
    expect(page.list.map((l: { orderId: number }) => l.orderId)).toEqual([o1, o2]);
    expect(
      await h.n(
        `select count(*)::int as n from supplier_ledger where note like 'Order ST-%' ` +
          `and order_id not in (select id from orders where generated = false)`,
      ),
    ).toBe(0);

    const again = await h.run('2024-01');
    expect(again).toMatchObject({ earnings: 0, reversals: 0, batches: 0, lines: 0 });
    expect((await h.batchOf(w.a, '2024-01'))!.total).toBe(22_650);
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });

  it('refuses a voucher whose amount differs from the total, writing nothing', async () => {
    const batch = (await h.batchOf(w.a, '2024-01'))!;
    const before = await tableState(w.t);
    const res = await h.post('/admin/supply/settlement/settle', {
      id: batch.id,
      voucherRef: 'TRX-1',
      voucherAmount: batch.total + 1,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().msg).toContain('must equal the batch total');
    expect(res.json().data.errors).toEqual([expect.objectContaining({ field: 'voucherAmount' })]);
    const zh = await w.t.post(
      '/admin/supply/settlement/settle',
      { id: batch.id, voucherRef: 'X', voucherAmount: 1 },
      w.adminAk,
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.json().msg).toContain('必须等于批次总额');
    const empty = await h.post('/admin/supply/settlement/settle', { id: batch.id, voucherRef: ' ', voucherAmount: 1 });
    expect(empty.statusCode).toBe(422);
    // a blank reference and no voucher picture: no voucher at all
    expect(empty.json().data.errors).toEqual([
      { field: 'voucherRef', key: 'required' },
      { field: 'voucherFile', key: 'required' },
    ]);
    expect(await tableState(w.t)).toEqual(before);
  });

  it('marks settled once with an Idempotency-Key: the replay answers the same and writes nothing', async () => {
    const batch = (await h.batchOf(w.a, '2024-01'))!;
    const bal = await h.balance(w.a);
    const key = { 'idempotency-key': `settle-${batch.id}` };
    const body = { id: batch.id, voucherRef: 'TRX-2024-01-A', voucherAmount: batch.total };
    const first = await h.post('/admin/supply/settlement/settle', body, w.adminAk, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'settled', voucherRef: 'TRX-2024-01-A' });
    const before = await tableState(w.t, ['idempotency_keys']);
    const again = await h.post('/admin/supply/settlement/settle', body, w.adminAk, key);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await tableState(w.t, ['idempotency_keys'])).toEqual(before);
    const other = await h.post('/admin/supply/settlement/settle', body);
    expect(other.statusCode).toBe(409);
    expect(await h.balance(w.a)).toEqual({
      pending: bal.pending - batch.total,
      available: bal.available + batch.total,
    });
    expect(await h.n(`select count(*)::int as n from notifications where kind = 'supply.settlement.settled'`)).toBe(1);
    // the operation log holds the settlement once, with its voucher, under the batch's supplier
    const logged = await h.q(
      `select supplier_id::int as supplier_id, after->>'voucherRef' as ref from audit_log where action = 'settle' ` +
        `and entity = 'supplier_settlement' and entity_id = '${batch.id}'`,
    );
    expect(logged).toEqual([{ supplier_id: w.a, ref: 'TRX-2024-01-A' }]);
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });

  it('shows the supplier its own batches only, settled, with statements; never another supplier’s', async () => {
    const batch = (await h.batchOf(w.a, '2024-01'))!;
    const own = await h.get('/admin/supply/settlement/list?pageSize=50', w.aAk);
    expect(own.list.every((r: { supplierId: number }) => r.supplierId === w.a)).toBe(true);
    expect(own.list).toContainEqual(expect.objectContaining({ id: batch.id, status: 'settled' }));
    const info = await h.get(`/admin/supply/settlement/info?id=${batch.id}`, w.aAk);
    expect(info).toMatchObject({ status: 'settled', total: 22_650, commission: 2_350, gross: 25_000 });
    expect(info.reconciliation.flags).toContain('no_invoice');
    // written in the reader's language: the default (Chinese), or the one the request asks for
    const statement = `/admin/supply/settlement/statement?id=${batch.id}&format=csv`;
    const csv = await w.t.get(statement, w.aAk);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('货款');
    expect(csv.body).toContain('已结算');
    expect(csv.body).toContain('226.50');
    const english = await w.t.get(statement, w.aAk, { cookie: 'lang=en' });
    expect(english.body.split('\n')[1]).toContain('Date,Kind,Reference,Order,Note,Gross,Commission');
    expect(english.body).toContain('Earning');
    expect((await w.t.get(statement, w.aAk, { 'accept-language': 'ja' })).body).toContain('精算済み');
    const pdf = await w.t.get(`/admin/supply/settlement/statement?id=${batch.id}&format=pdf`, w.aAk);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of ['info', 'lines', 'statement'])
      expect((await w.t.get(`/admin/supply/settlement/${url}?id=${batch.id}`, w.bAk)).statusCode).toBe(404);
    const theirs = await h.get(`/admin/supply/settlement/list?supplierId=${w.a}&pageSize=50`, w.bAk);
    expect(theirs.list.every((r: { supplierId: number }) => r.supplierId === w.b)).toBe(true);
    const ledger = await h.get(`/admin/supply/amount/ledger?supplierId=${w.a}`, w.bAk);
    expect(ledger.list.every((r: { supplierId: number }) => r.supplierId === w.b)).toBe(true);
    expect((await h.post('/admin/supply/settlement/run', { period: '2024-03' }, w.aAk)).statusCode).toBe(403);
  });

  it('reverses a delivered order cancelled later and batches penalties, in the next month', async () => {
    const o = await h.order(w.b, '2024-03-05T10:00:00Z', [[10_000, 1, 999_999]], { shipped: false });
    await h.run('2024-03');
    const march = (await h.batchOf(w.b, '2024-03'))!;
    const earned = march.total;
    expect(earned).toBeGreaterThan(0);
    const info = await h.get(`/admin/supply/settlement/info?id=${march.id}`);
    expect(info.reconciliation.flags).toEqual(['no_invoice', 'quantity_differs']);
    await h.q(`update orders set state = 'cancelled', cancelled_at = '2024-04-02T00:00:00Z' where id = $1`, [o]);
    const { db } = w.t.database;
    await db.transaction((tx) =>
      w.t.app.services.links.ledger.append(tx, {
        supplierId: w.b,
        kind: 'penalty',
        amount: -500,
        ref: 'test:penalty:1',
        note: 'Late shipment',
      }),
    );
    const run = await h.run('2024-04');
    expect(run.reversals).toBe(1);
    // the penalty is dated now: only the reversal falls in April
    const april = (await h.batchOf(w.b, '2024-04'))!;
    expect(april.total).toBe(-earned);
    expect(
      await h.n(
        `select count(*)::int as n from supplier_settlement_lines x join supplier_ledger e ` +
          `on e.id = x.ledger_id where e.ref = $1`,
        [`${o}:${w.b}`],
      ),
    ).toBe(2);
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });
});
