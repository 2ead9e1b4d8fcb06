import { describe, expect, it } from 'vitest';
import type { MarkRow } from '@shop/shared/api/supply-mark';
import { useWorld } from '../../../test-support/world.ts';
import { openViolationWorld, refused, violationHelpers } from './violation-fixtures.ts';

const month = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
};

// Marks: staff rate a supplier 1–5 for one of its orders or for a month, once each; every refusal
// is 'Mark failure' with the field and why. What awaits a mark, and the marks given with filters.
describe('supplier marks (/supplier/mark)', () => {
  const world = useWorld(openViolationWorld);
  const h = violationHelpers(() => world);
  const add = (body: Record<string, unknown>) =>
    h.post('/admin/supply/mark/add', { mark: 4, comment: 'Fine', ...body });
  const reasonOf = (res: { json: { data: unknown } }) =>
    (res.json.data as { errors: { field: string; key: string }[] }).errors[0];

  /** A paid order of one of B's products, as the isolation matrix makes it. */
  const orderOfB = async (): Promise<number> => {
    const [product] = await h.q('select id::int as id from products where supplier_id = $1 order by id limit 1', [
      world.b,
    ]);
    const [customer] = await h.q('select id::int as id from customers where enabled order by id limit 1');
    const [shipping] = await h.q('select id::int as id from shipping_methods order by id limit 1');
    const res = await h.post('/admin/order/add', {
      customerId: customer!.id,
      address: { name: 'Mark', country: 'ES', city: 'Madrid', line1: 'Calle 1', phone: '+34 600 000 000' },
      currency: 'USD',
      shippingMethodId: shipping!.id,
      lines: [{ productId: product!.id, quantity: 1 }],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.data as { id: number }).id;
  };

  it('gives a month one mark per supplier; a second, a future month or an unknown supplier: Mark failure', async () => {
    const period = month(1);
    const ok = await add({ supplierId: world.a, period, mark: 5, comment: 'Great month' });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ kind: 'period', period, mark: 5, supplierName: 'Demo Supplier A' });
    const again = await add({ supplierId: world.a, period, mark: 2 });
    refused(again, 422, 'mark.failure');
    expect(again.json.msg).toBe('Mark failure');
    expect(reasonOf(again)).toEqual({ field: 'period', key: 'duplicate' });
    const future = await add({ supplierId: world.a, period: month(-2) });
    expect(reasonOf(future)).toEqual({ field: 'period', key: 'future' });
    const nobody = await add({ supplierId: 999_999, period });
    expect(reasonOf(nobody)).toEqual({ field: 'supplierId', key: 'not_found' });
    // Neither or both of order and period: refused by the form rules.
    expect((await add({ supplierId: world.a })).status).toBe(422);
    expect((await add({ supplierId: world.a, period, orderId: 1 })).status).toBe(422);
    expect((await add({ supplierId: world.a, period: month(4), mark: 6 })).status).toBe(422);
  });

  it("refuses a mark on another supplier's order; one mark per order", async () => {
    const order = await orderOfB();
    const wrong = await add({ supplierId: world.a, orderId: order });
    refused(wrong, 422, 'mark.failure');
    expect(reasonOf(wrong)).toEqual({ field: 'orderId', key: 'not_supplier_order' });
    const ok = await add({ supplierId: world.b, orderId: order, mark: 3 });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ kind: 'order', orderId: order, orderNumber: expect.any(String) });
    expect(reasonOf(await add({ supplierId: world.b, orderId: order }))).toEqual({
      field: 'orderId',
      key: 'duplicate',
    });
  });

  it('lists months awaiting a mark and the marks given with filters', async () => {
    type Pending = { list: { supplierId: number; period: string | null }[]; total: number };
    const pending = await h.get<Pending>(`/admin/supply/mark/pending?kind=period&supplierId=${world.b}`);
    // The seed marked the 2nd and 3rd months back; this file marked none of B's months.
    expect(pending.list.map((p) => p.period)).toEqual([month(1), month(4), month(5), month(6)]);
    const orders = await h.get<Pending>('/admin/supply/mark/pending?kind=order');
    expect(orders.total).toBe(0); // no order delivered in the server tests
    type Page = { list: MarkRow[]; total: number };
    const all = await h.get<Page>('/admin/supply/mark?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(6);
    const fives = await h.get<Page>(`/admin/supply/mark?mark=5&supplierId=${world.a}`);
    expect(fives.list.every((m) => m.mark === 5 && m.supplierId === world.a)).toBe(true);
    const byPeriod = await h.get<Page>(`/admin/supply/mark?period=${month(2)}&kind=period`);
    expect(byPeriod.list.map((m) => m.supplierName).sort()).toEqual(['Demo Supplier A', 'Demo Supplier B']);
    const forbidden = await world.t.get('/admin/supply/mark', world.supplierAk);
    expect(forbidden.statusCode).toBe(403);
  });
});
