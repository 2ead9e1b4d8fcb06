import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderInfo, OrderRow } from '@shop/shared';
import { systemContext } from '../../platform/http/context.ts';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { address, en, useOrderWorld } from './order-fixtures.ts';

// Orders: creation and pricing, payment, shipment and delivery, idempotent retries, the list and what
// suppliers may do. Splits, merges, cancellation and edits are in order-changes.test.ts.
describe('orders', () => {
  const { world, n, stockOf, product, order, info, pay, ship } = useOrderWorld();
  let t: TestApp;
  let adminAk: string;
  let salesAk: string;
  let supplierAk: string;
  let supplierA: number;
  let customerId: number;
  let shippingId: number;
  let providerId: number;
  beforeAll(() => {
    ({ t, adminAk, salesAk, supplierAk, supplierA, customerId, shippingId, providerId } = world);
  });

  it('creates an order: prices on the server, takes stock, records history and audit', async () => {
    const p = await product(supplierA, 10, 1250);
    const o = await order([{ productId: p.id, quantity: 3 }], { discount: 250, remark: 'gift wrap' });
    expect(o.number).toMatch(/^SO\d+$/);
    expect(o).toMatchObject({
      state: 'active',
      payStatus: 'unpaid',
      shipStatus: 'unshipped',
      supplierId: supplierA,
      currency: 'USD',
      remark: 'gift wrap',
    });
    // 3 x 12.50 = 37.50, minus 2.50; Standard to Spain (its Europe area): 18.00 for the first kg + 4.00 per
    // started kg more (1.5 kg -> 1); Spain 21 % on 35.00
    expect(o.subtotal).toBe(3750);
    expect(o.discount).toBe(250);
    expect(o.shippingFee).toBe(1800 + 400);
    expect(o.tax).toBe(735);
    expect(o.total).toBe(3750 - 250 + 2200 + 735);
    expect(o.lines[0]).toMatchObject({ quantity: 3, unitPrice: 1250, shippedQuantity: 0 });
    expect(o.lines.reduce((a, l) => a + l.tax, 0)).toBe(o.tax);
    expect(await stockOf(p.id)).toBe(7);
    expect(o.history.map((h) => h.action)).toEqual(['create']);
    expect(
      await n(`select count(*)::int as n from audit_log where entity = 'order' and entity_id = $1`, [String(o.id)]),
    ).toBe(1);
    expect(o.actions).toEqual(expect.arrayContaining(['pay', 'cancel', 'edit', 'split']));
    expect(o.actions).not.toContain('ship');
  });

  it('refuses short stock, unknown references and an oversized discount, changing nothing', async () => {
    const p = await product(supplierA, 2);
    const before = await n('select count(*)::int as n from orders');
    const short = await t.post(
      '/admin/order/add',
      { customerId, address, currency: 'USD', shippingMethodId: shippingId, lines: [{ productId: p.id, quantity: 3 }] },
      adminAk,
      en,
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().msg).toMatch(/Not enough stock/);
    const currency = await t.post(
      '/admin/order/add',
      { customerId, address, currency: 'XXX', shippingMethodId: shippingId, lines: [{ productId: p.id, quantity: 1 }] },
      adminAk,
      en,
    );
    expect(currency.statusCode).toBe(422);
    const discount = await t.post(
      '/admin/order/add',
      {
        customerId,
        address,
        currency: 'USD',
        shippingMethodId: shippingId,
        discount: 99_999,
        lines: [{ productId: p.id, quantity: 1 }],
      },
      adminAk,
      en,
    );
    expect(discount.statusCode).toBe(422);
    expect(discount.json().msg).toMatch(/discount/i);
    expect(await n('select count(*)::int as n from orders')).toBe(before);
    expect(await stockOf(p.id)).toBe(2);
  });

  it('converts prices into the checkout currency with its minor unit (JPY has none)', async () => {
    const p = await product(supplierA, 5, 1000);
    const res = await t.post(
      '/admin/order/quote',
      { customerId, address, currency: 'JPY', shippingMethodId: shippingId, lines: [{ productId: p.id, quantity: 1 }] },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines[0].unitPrice).toBe(1513);
    expect(res.json().data.currency).toBe('JPY');
  });

  it('goes through payment, partial and full shipment, delivery and completion', async () => {
    const p = await product(supplierA, 10);
    const o = await order([{ productId: p.id, quantity: 4 }]);
    const notPaid = await ship(o.id, [{ lineId: o.lines[0]!.id, quantity: 1 }]);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().msg).toMatch(/must be paid/);
    expect((await pay(o.id)).statusCode).toBe(200);
    const again = await pay(o.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/already paid/);
    const part = await ship(o.id, [{ lineId: o.lines[0]!.id, quantity: 1 }]);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.shipStatus).toBe('partially_shipped');
    const over = await ship(o.id, [{ lineId: o.lines[0]!.id, quantity: 4 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toMatch(/Shipment error: .* has 3 left/);
    const rest = await ship(o.id, [{ lineId: o.lines[0]!.id, quantity: 3 }]);
    const shipped = rest.json().data as OrderInfo;
    expect(shipped.shipStatus).toBe('shipped');
    expect(shipped.actions).not.toContain('cancel');
    const cancel = await t.post('/admin/order/cancel', { id: o.id, cancelRemark: 'too late' }, adminAk, en);
    expect(cancel.statusCode).toBe(409);
    const notDelivered = await t.post('/admin/order/complete', { id: o.id }, adminAk, en);
    expect(notDelivered.statusCode).toBe(409);
    const { services } = t.app as unknown as { services: import('../../services.ts').Services };
    const ctx = systemContext('carrier');
    await services.orders.track(ctx, shipped.shipments[0]!.id, {
      at: new Date(),
      status: 'delivered',
      location: 'Madrid',
      description: 'left at door',
      source: 'manual',
    });
    expect((await info(o.id)).shipStatus).toBe('shipped');
    await services.orders.track(ctx, shipped.shipments[1]!.id, {
      at: new Date(),
      status: 'delivered',
      location: 'Madrid',
      description: 'signed',
      source: 'manual',
    });
    const delivered = await info(o.id);
    expect(delivered.shipStatus).toBe('delivered');
    expect(delivered.actions).toContain('complete');
    const done = await t.post('/admin/order/complete', { id: o.id }, adminAk, en);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('completed');
    expect(done.json().data.actions).toEqual([]);
    expect(
      done
        .json()
        .data.history.map((h: { action: string }) => h.action)
        .reverse(),
    ).toEqual(['create', 'pay', 'ship', 'ship', 'deliver', 'complete']);
  });

  it('mark paid and ship are idempotent under retry with the same Idempotency-Key', async () => {
    const a = await product(supplierA, 10);
    const o = await order([{ productId: a.id, quantity: 2 }]);
    const key = { 'idempotency-key': `pay-${o.id}-retry` };
    const [p1, p2] = [await pay(o.id, adminAk, key), await pay(o.id, adminAk, key)];
    expect(p1.statusCode).toBe(200);
    expect(p2.statusCode).toBe(200);
    expect(p2.json().data.version).toBe(p1.json().data.version);
    expect(await n(`select count(*)::int as n from order_events where order_id = $1 and action = 'pay'`, [o.id])).toBe(
      1,
    );
    const shipKey = { 'idempotency-key': `ship-${o.id}-retry` };
    const body = { lineId: o.lines[0]!.id, quantity: 1 };
    const fixed = { waybill: `IDEM${o.id}` };
    const s1 = await ship(o.id, [body], adminAk, fixed, shipKey);
    const s2 = await ship(o.id, [body], adminAk, fixed, shipKey);
    expect(s1.statusCode, s1.body).toBe(200);
    expect(s2.statusCode).toBe(200);
    expect(await n('select count(*)::int as n from shipments where order_id = $1', [o.id])).toBe(1);
    expect((await info(o.id)).lines[0]!.shippedQuantity).toBe(1);
  });

  it('validates shipments: waybill, date and quantity required; no future date; known provider', async () => {
    const a = await product(supplierA, 10);
    const o = await order([{ productId: a.id, quantity: 2 }]);
    await pay(o.id);
    const lines = [{ lineId: o.lines[0]!.id, quantity: 1 }];
    const missing = await t.post('/admin/order/ship', { orderId: o.id, providerId, lines }, adminAk, en);
    expect(missing.statusCode).toBe(422);
    const fields = (missing.json().data.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['waybill', 'shippedOn']));
    const noQty = await t.post(
      '/admin/order/ship',
      { orderId: o.id, providerId, waybill: 'X1', shippedOn: '2026-01-01', lines: [] },
      adminAk,
      en,
    );
    expect(noQty.statusCode).toBe(422);
    const future = await ship(o.id, lines, adminAk, { shippedOn: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    const provider = await ship(o.id, lines, adminAk, { providerId: 999_999 });
    expect(provider.statusCode).toBe(422);
    expect(provider.json().msg).toMatch(/Shipment error/);
    expect(await n('select count(*)::int as n from shipments where order_id = $1', [o.id])).toBe(0);
  });

  it('lists with search and filters; the default total is exact; counters come from the same views', async () => {
    const a = await product(supplierA, 10);
    const o = await order([{ productId: a.id, quantity: 1 }]);
    const byNumber = (await t.get(`/admin/order?keyword=${o.number}`, adminAk)).json().data;
    expect(byNumber.list.map((r: OrderRow) => r.id)).toContain(o.id);
    const bySku = (await t.get(`/admin/order?keyword=${a.sku}`, adminAk)).json().data;
    expect(bySku.total).toBe(1);
    const all = (await t.get('/admin/order', adminAk)).json().data;
    expect(all.total).toBe(await n(`select count(*)::int as n from orders where state <> 'voided'`));
    const unpaid = (await t.get('/admin/order?view=awaiting_payment&pageSize=100', adminAk)).json().data;
    expect(unpaid.list.every((r: OrderRow) => r.payStatus === 'unpaid' && r.state === 'active')).toBe(true);
    const counters = (await t.get('/admin/api/message', adminAk)).json().data.list as { name: string; value: number }[];
    expect(counters.find((c) => c.name === 'awaiting_payment')?.value).toBe(unpaid.total);
    const bad = await t.get('/admin/order?payStatus=maybe', adminAk);
    expect(bad.statusCode).toBe(422);
    const supplierTotal = (await t.get('/admin/order', supplierAk)).json().data.total;
    expect(supplierTotal).toBe(
      await n(`select count(*)::int as n from orders where state <> 'voided' and supplier_id = $1`, [supplierA]),
    );
  });

  it('keeps suppliers to their permission: no pay, cancel, split, merge or add', async () => {
    const a = await product(supplierA, 10);
    const o = await order([{ productId: a.id, quantity: 1 }]);
    for (const [url, body] of [
      ['/admin/order/pay', { id: o.id }],
      ['/admin/order/cancel', { id: o.id, cancelRemark: 'x' }],
      ['/admin/order/merge', { ids: [o.id, o.id + 1] }],
    ] as const) {
      expect((await t.post(url, body, supplierAk)).statusCode, url).toBe(403);
    }
    expect((await t.get(`/admin/order/info?id=${o.id}`, supplierAk)).json().data.actions).toEqual([]);
    expect((await t.get(`/admin/order/info?id=${o.id}`, salesAk)).statusCode).toBe(200);
  });
});

describe('order export job', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  // Seeding the 120 demo orders through the order service takes about a minute on PGlite; on a
  // busy machine it needs more than the default hook time.
  beforeAll(async () => {
    t = await createTestApp({}, { orders: true });
    [adminAk, supplierAk] = await Promise.all([t.login('admin'), t.login('supplier')]);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes the filtered list to a CSV file its requester downloads; others cannot', async () => {
    const start = await t.post('/admin/order/export/start', { payStatus: 'paid' }, adminAk, en);
    expect(start.statusCode, start.body).toBe(200);
    const { jobId, total } = start.json().data as { jobId: number; total: number };
    expect(total).toBeGreaterThan(0);
    const { services } = t.app as unknown as { services: import('../../services.ts').Services };
    services.jobs.wake();
    await services.jobs.idle();
    const job = (await t.get(`/admin/order/export/job?id=${jobId}`, adminAk)).json().data;
    expect(job).toMatchObject({ state: 'done', processed: total, total });
    const file = await t.get(`/admin/order/export/file?id=${jobId}`, adminAk, en);
    expect(file.statusCode).toBe(200);
    const rows = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toContain('Order number');
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1).every((r) => r.includes(',Paid,'))).toBe(true);
    expect((await t.get(`/admin/order/export/job?id=${jobId}`, supplierAk)).statusCode).toBe(404);
    expect((await t.get(`/admin/order/export/file?id=${jobId}`, supplierAk)).statusCode).toBe(404);
  });

  it('streams small exports at once, with each currency in its own minor unit', async () => {
    const res = await t.get('/admin/order/export?currency=JPY', adminAk, en);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n')
      .slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/,JPY,\d+,\d+,\d+,\d+,\d+,\d+,/);
  });
});
