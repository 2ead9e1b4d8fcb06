import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderInfo } from '@shop/shared';
import type { TestApp } from '../../test-support/harness.ts';
import { en, useOrderWorld } from './order-fixtures.ts';

// POST /admin/order/shipment/cancel: a shipment not yet delivered is cancelled by whoever may ship
// the order; its quantities count as unshipped again. Delivered or cancelled shipments and another
// supplier's shipments are refused, and a refusal changes nothing.
describe('shipment cancel', () => {
  const { world, q, product, order, info, pay, ship } = useOrderWorld();
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let supplierA: number;
  beforeAll(() => {
    ({ t, adminAk, supplierAk, supplier2Ak, supplierA } = world);
  });

  const cancel = (shipmentId: number, ak: string, reason = 'Wrong parcel') =>
    t.post('/admin/order/shipment/cancel', { shipmentId, reason }, ak, en);

  /** What a refused cancel must leave as it was: the order, its lines, shipments, history and the log. */
  const stateOf = async (orderId: number) => ({
    order: await q('select version, fulfilment_status, shipped_at from orders where id = $1', [orderId]),
    lines: await q('select id, shipped_quantity from order_lines where order_id = $1 order by id', [orderId]),
    shipments: await q('select id, status from shipments where order_id = $1 order by id', [orderId]),
    events: await q('select count(*)::int as n from order_events where order_id = $1', [orderId]),
    audit: await q('select count(*)::int as n from audit_log'),
  });

  /** A paid order of supplier A with one line of 3, shipped `quantity` by the admin; its shipment. */
  const shippedOrder = async (quantity: number): Promise<{ o: OrderInfo; shipmentId: number }> => {
    const p = await product(supplierA, 10);
    const o = await order([{ productId: p.id, quantity: 3 }]);
    expect((await pay(o.id)).statusCode).toBe(200);
    const shipped = await ship(o.id, [{ lineId: o.lines[0]!.id, quantity }]);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after = await info(o.id);
    return { o: after, shipmentId: after.shipments[0]!.id };
  };

  it('cancels a shipment of its own supplier: quantities unshipped again, history and log written', async () => {
    const { o, shipmentId } = await shippedOrder(2);
    expect(o.shipStatus).toBe('partially_shipped');
    const auditBefore = Number((await q('select count(*)::int as n from audit_log'))[0]!.n);

    const res = await cancel(shipmentId, supplierAk);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as OrderInfo;
    expect(after.shipStatus).toBe('unshipped');
    expect(after.shippedAt).toBeNull();
    expect(after.lines[0]!.shippedQuantity).toBe(0);
    expect(after.shipments.find((s) => s.id === shipmentId)?.status).toBe('cancelled');
    const event = after.history.find((e) => e.action === 'cancel_shipment');
    expect(event).toMatchObject({ reason: 'Wrong parcel', after: { shipStatus: 'unshipped' } });
    expect(Number((await q('select count(*)::int as n from audit_log'))[0]!.n)).toBe(auditBefore + 1);
    const [logged] = await q(
      `select action, entity_id::int as id from audit_log ` +
        `where action = 'order.cancel_shipment' order by id desc limit 1`,
    );
    expect(logged).toEqual({ action: 'order.cancel_shipment', id: o.id });

    // The goods can be shipped again in full.
    const again = await ship(o.id, [{ lineId: o.lines[0]!.id, quantity: 3 }], supplierAk);
    expect(again.statusCode, again.body).toBe(200);
    expect((await info(o.id)).shipStatus).toBe('shipped');
  });

  it('refuses a repeat: the shipment is already cancelled (409), nothing changes', async () => {
    const { o, shipmentId } = await shippedOrder(3);
    expect((await cancel(shipmentId, adminAk)).statusCode).toBe(200);
    const before = await stateOf(o.id);
    const res = await cancel(shipmentId, adminAk);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Shipment error: this shipment is already delivered or cancelled');
    expect(await stateOf(o.id)).toEqual(before);
  });

  it('refuses a delivered shipment (409), nothing changes', async () => {
    const { o, shipmentId } = await shippedOrder(3);
    const delivered = await t.post(
      '/admin/order/logistics/track',
      { shipmentId, at: new Date().toISOString(), status: 'delivered', location: 'Madrid' },
      adminAk,
      en,
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await info(o.id)).shipStatus).toBe('delivered');
    const before = await stateOf(o.id);
    const res = await cancel(shipmentId, adminAk);
    expect(res.statusCode).toBe(409);
    expect(await stateOf(o.id)).toEqual(before);
  });

  it('answers 404 to another supplier and to an unknown shipment, and changes nothing', async () => {
    const { o, shipmentId } = await shippedOrder(2);
    const before = await stateOf(o.id);
    const foreign = await cancel(shipmentId, supplier2Ak);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data).toBeNull();
    expect((await cancel(shipmentId + 10_000, adminAk)).statusCode).toBe(404);
    expect(await stateOf(o.id)).toEqual(before);
    // The shipment is still there for its own supplier.
    expect((await cancel(shipmentId, supplierAk)).statusCode).toBe(200);
  });

  it('requires a reason (422) and changes nothing', async () => {
    const { o, shipmentId } = await shippedOrder(1);
    const before = await stateOf(o.id);
    const res = await cancel(shipmentId, adminAk, '   ');
    expect(res.statusCode).toBe(422);
    expect(await stateOf(o.id)).toEqual(before);
  });
});
