import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderInfo, OrderRow } from '@shop/shared';
import type { TestApp } from '../../test-support/harness.ts';
import { raced, times, watchWrites } from '../../test-support/race.ts';
import { address, en, useOrderWorld } from './order-fixtures.ts';

// Orders changed after they were placed: split and merged (by supplier or by chosen lines), cancelled and
// edited, one edit winning among many. The rest of the order tests are in order.test.ts.
describe('orders', () => {
  const { world, stockOf, product, order, info, pay, ship } = useOrderWorld();
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let supplierA: number;
  let supplierB: number;
  let customerId: number;
  let shippingId: number;
  beforeAll(() => {
    ({ t, adminAk, supplierAk, supplier2Ak, supplierA, supplierB, customerId, shippingId } = world);
  });

  it('splits an order of several suppliers by supplier when paid; the parts add up to the order', async () => {
    const a = await product(supplierA, 10, 1999);
    const b = await product(supplierB, 10, 2999);
    const o = await order(
      [
        { productId: a.id, quantity: 2 },
        { productId: b.id, quantity: 3 },
      ],
      { discount: 333, payFee: 101 },
    );
    expect(o.supplierId).toBeNull();
    const paid = (await pay(o.id)).json().data as OrderInfo;
    expect(paid.state).toBe('split');
    expect(paid.children).toHaveLength(2);
    const kids = await Promise.all(paid.children.map((c) => info(c.id)));
    expect(kids.map((k) => k.number).sort()).toEqual([`${o.number}-1`, `${o.number}-2`]);
    expect(new Set(kids.map((k) => k.supplierId))).toEqual(new Set([supplierA, supplierB]));
    for (const field of ['subtotal', 'discount', 'shippingFee', 'tax', 'payFee', 'total'] as const) {
      expect(
        kids.reduce((s, k) => s + k[field], 0),
        field,
      ).toBe(o[field]);
    }
    expect(kids.every((k) => k.payStatus === 'paid' && k.parent?.id === o.id)).toBe(true);
    // Supplier A sees its split only; not the parent, not B's part.
    const mine = kids.find((k) => k.supplierId === supplierA)!;
    const theirs = kids.find((k) => k.supplierId === supplierB)!;
    expect((await t.get(`/admin/order/info?id=${mine.id}`, supplierAk)).statusCode).toBe(200);
    expect((await t.get(`/admin/order/info?id=${theirs.id}`, supplierAk)).statusCode).toBe(404);
    expect((await t.get(`/admin/order/info?id=${o.id}`, supplierAk)).statusCode).toBe(404);
    const list = (await t.get('/admin/order?pageSize=100', supplierAk)).json().data.list as OrderRow[];
    expect(list.every((r) => r.supplierId === supplierA)).toBe(true);
    expect(list.find((r) => r.id === mine.id)?.parentNumber).toBe(o.number);
    expect((await t.get('/admin/order/choices', supplierAk)).json().data.suppliers).toEqual([]);
    expect(
      (await t.get('/admin/order/choices', adminAk)).json().data.suppliers.map((x: { id: number }) => x.id),
    ).toEqual(expect.arrayContaining([supplierA, supplierB]));
    // B cannot ship A's part
    expect((await ship(mine.id, [{ lineId: mine.lines[0]!.id, quantity: 1 }], supplier2Ak)).statusCode).toBe(404);
    // A ships its part; a merge is then refused, naming the shipped split.
    const shipped = await ship(mine.id, [{ lineId: mine.lines[0]!.id, quantity: 2 }], supplierAk);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const merge = await t.post('/admin/order/merge', { ids: [mine.id, theirs.id] }, adminAk, en);
    expect(merge.statusCode).toBe(409);
    expect(merge.json().msg).toContain(mine.number);
  });

  it('merges all splits back into the original order: the splits are voided, nothing is lost', async () => {
    const a = await product(supplierA, 10, 500);
    const b = await product(supplierB, 10, 700);
    const o = await order([
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 1 },
    ]);
    const paid = (await pay(o.id)).json().data as OrderInfo;
    const res = await t.post(
      '/admin/order/merge',
      { ids: paid.children.map((c) => c.id), reason: 'customer asked for one parcel' },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({ id: o.id, number: o.number, state: 'active' });
    const back = await info(o.id);
    expect(back.total).toBe(o.total);
    expect(back.lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(back.payStatus).toBe('paid');
    for (const c of paid.children) {
      const v = await info(c.id);
      expect(v.state).toBe('voided');
      expect(v.history.map((h) => h.action)).toContain('merged_into');
    }
    expect(await stockOf(a.id)).toBe(7);
  });

  it('splits by chosen lines and quantities, and merges part of the splits into a new split', async () => {
    const a = await product(supplierA, 20, 333);
    const o = await order([{ productId: a.id, quantity: 7 }], { discount: 100 });
    const l = o.lines[0]!;
    const bad = await t.post(
      '/admin/order/split',
      { id: o.id, version: o.version, parts: [[{ lineId: l.id, quantity: 8 }]] },
      adminAk,
      en,
    );
    expect(bad.statusCode).toBe(422);
    const res = await t.post(
      '/admin/order/split',
      { id: o.id, version: o.version, parts: [[{ lineId: l.id, quantity: 2 }], [{ lineId: l.id, quantity: 2 }]] },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    const parts = res.json().data.orders as { id: number; total: number }[];
    expect(parts).toHaveLength(3);
    expect(parts.reduce((s, p) => s + p.total, 0)).toBe(o.total);
    const merged = await t.post('/admin/order/merge', { ids: [parts[0]!.id, parts[1]!.id] }, adminAk, en);
    expect(merged.statusCode, merged.body).toBe(200);
    const m = await info(merged.json().data.order.id);
    expect(m.number).toBe(`${o.number}-4`);
    expect(m.lines[0]!.quantity).toBe(4);
    expect(m.total + parts[2]!.total).toBe(o.total);
  });

  it('cancels an unshipped order with a remark and restores its stock', async () => {
    const a = await product(supplierA, 9);
    const o = await order([{ productId: a.id, quantity: 4 }]);
    expect(await stockOf(a.id)).toBe(5);
    const missing = await t.post('/admin/order/cancel', { id: o.id, cancelRemark: '' }, adminAk, en);
    expect(missing.statusCode).toBe(422);
    const res = await t.post(
      '/admin/order/cancel',
      { id: o.id, cancelRemark: 'customer changed their mind' },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'cancelled', cancelRemark: 'customer changed their mind' });
    expect(await stockOf(a.id)).toBe(9);
    const twice = await t.post('/admin/order/cancel', { id: o.id, cancelRemark: 'again' }, adminAk, en);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toMatch(/closed/);
  });

  it('edits an unshipped order: stock follows, totals recomputed, history keeps before and after', async () => {
    const a = await product(supplierA, 10, 1000);
    const b = await product(supplierA, 10, 2000);
    const o = await order([{ productId: a.id, quantity: 2 }]);
    const quote = await t.post(
      '/admin/order/edit/quote',
      {
        orderId: o.id,
        customerId,
        currency: 'USD',
        address,
        shippingMethodId: shippingId,
        lines: [
          { lineId: o.lines[0]!.id, productId: a.id, quantity: 5 },
          { productId: b.id, quantity: 1 },
        ],
      },
      adminAk,
      en,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const body = {
      id: o.id,
      version: o.version,
      address,
      shippingMethodId: shippingId,
      lines: [
        { lineId: o.lines[0]!.id, productId: a.id, quantity: 5 },
        { productId: b.id, quantity: 1 },
      ],
    };
    const res = await t.post('/admin/order/edit', body, adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().data as OrderInfo;
    expect(e.number).toBe(o.number);
    expect(e.subtotal).toBe(7000);
    expect(e.total - o.total).toBe(quote.json().data.difference);
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(9);
    const hist = e.history.find((h) => h.action === 'edit')!;
    expect(hist.before).toMatchObject({ subtotal: 2000 });
    expect(hist.after).toMatchObject({ subtotal: 7000 });
    const stale = await t.post('/admin/order/edit', body, adminAk, en);
    expect(stale.statusCode).toBe(409);
  });

  it(raced('50 concurrent edits of one order: one wins, 49 get 409 and write nothing, stock stays exact'), async () => {
    const a = await product(supplierA, 200, 100);
    const o = await order([{ productId: a.id, quantity: 1 }]);
    const writes = await watchWrites(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.post(
          '/admin/order/edit',
          {
            id: o.id,
            version: o.version,
            address,
            shippingMethodId: shippingId,
            lines: [{ lineId: o.lines[0]!.id, productId: a.id, quantity: 2 + i }],
          },
          adminAk,
          en,
        ),
      ),
    );
    const written = await writes.take();
    await writes.stop();
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const won = results.find((r) => r.statusCode === 200)!.json().data as OrderInfo;
    expect(await stockOf(a.id)).toBe(200 - won.lines[0]!.quantity);
    const now = await info(o.id);
    expect(now.version).toBe(o.version + 1);
    expect(now.lines.map((l) => l.quantity)).toEqual([won.lines[0]!.quantity]);
    // The winner wrote its order, line, event, stock move and audit row; the 49 refused wrote nothing at all.
    expect(now.history.filter((h) => h.action === 'edit')).toHaveLength(1);
    expect(written).toEqual(
      times(1, {
        'audit_counter write': 1,
        'audit_log insert': 1,
        'order_events insert': 1,
        'order_lines update': 1,
        'orders update': 1,
        'products update': 1,
        'stock_ledger insert': 1,
        'stock_levels update': 1,
      }),
    );
  });
});
