import { beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsChoices, LogisticsImportData } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { day, en, useLogisticsWorld, type Shipped } from './logistics-fixtures.ts';

// The shipment list with its filters, what a supplier sees, and who holds the logistics key. Tracking events,
// by hand and from CSV, are in logistics-tracking.test.ts.
describe('logistics center', () => {
  const { world, q, list, ids, track, upload, events } = useLogisticsWorld();
  let t: TestApp;
  let adminAk: string;
  let salesAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let supplierA: number;
  let supplierB: number;
  let sf: number;
  let lateA: Shipped;
  let onTimeA: Shipped;
  let lateB: Shipped;
  let platform: Shipped;
  beforeAll(() => {
    ({ t, adminAk, salesAk, supplierAk, supplier2Ak, supplierA, supplierB, sf, lateA, onTimeA, lateB, platform } =
      world);
  });

  it(
    'lists every shipment with provider, order, status, dates and the late flag; filters, late view, sort and exact ' +
      'totals',
    async () => {
      const all = await list('?pageSize=100');
      expect(all.total).toBe(4);
      const row = all.list.find((r) => r.id === lateA.shipment.id)!;
      expect(row).toMatchObject({
        orderId: lateA.order.id,
        orderNumber: lateA.order.number,
        supplierId: supplierA,
        supplierName: 'Demo Supplier A',
        providerName: 'DHL',
        waybill: lateA.waybill,
        status: 'in_transit',
        late: true,
        lastEvent: null,
        deliveredAt: null,
      });
      expect(row.shippedOn.slice(0, 10)).toBe(day(-10));
      expect(all.list.find((r) => r.id === onTimeA.shipment.id)!.late).toBe(false);
      expect(all.list.find((r) => r.id === platform.shipment.id)!).toMatchObject({
        late: false,
        expectedBy: null,
        supplierName: null,
      });
      // newest shipped first
      expect(ids(all)).toEqual([onTimeA.shipment.id, platform.shipment.id, lateB.shipment.id, lateA.shipment.id]);

      const late = await list('?late=true');
      expect(ids(late).sort()).toEqual([lateA.shipment.id, lateB.shipment.id].sort());
      expect(late.total).toBe(2);
      expect(ids(await list(`?providerId=${sf}`)).sort()).toEqual([onTimeA.shipment.id, platform.shipment.id].sort());
      expect(ids(await list(`?supplierId=${supplierA}`)).sort()).toEqual(
        [lateA.shipment.id, onTimeA.shipment.id].sort(),
      );
      expect(ids(await list('?supplierId=0'))).toEqual([platform.shipment.id]);
      expect(ids(await list('?status=delivered'))).toEqual([]);
      expect(ids(await list(`?dateFrom=${day(-9)}&dateTo=${day(-1)}`)).sort()).toEqual(
        [lateB.shipment.id, platform.shipment.id].sort(),
      );
      expect(ids(await list(`?keyword=${lateB.waybill.toLowerCase()}`))).toEqual([lateB.shipment.id]);
      expect(ids(await list(`?keyword=${lateB.waybill.slice(2)}`))).toEqual([lateB.shipment.id]);
      expect(ids(await list(`?keyword=${platform.order.number}`))).toEqual([platform.shipment.id]);
      expect(ids(await list('?keyword=Ana'))).toEqual([]); // the customer's name is not a waybill or an order number
      expect(ids(await list('?sort=expectedBy'))).toEqual([
        lateA.shipment.id,
        lateB.shipment.id,
        onTimeA.shipment.id,
        platform.shipment.id,
      ]);
      const page = await list('?pageSize=10&page=1&late=true&sort=-shippedOn');
      expect(page.total).toBe(2);
      expect((await t.get('/admin/order/logistics?status=lost', adminAk, en)).statusCode).toBe(422);
      expect((await t.get(`/admin/order/logistics?dateFrom=${day(0)}&dateTo=${day(-1)}`, adminAk, en)).statusCode).toBe(
        422,
      );

      const choices = (await t.get('/admin/order/logistics/choices', adminAk, en)).json().data as LogisticsChoices;
      expect(choices.providers.map((p) => p.code)).toEqual(expect.arrayContaining(['DHL', 'SF']));
      expect(choices.suppliers.map((s) => s.id)).toEqual(expect.arrayContaining([supplierA, supplierB]));
    },
  );

  it(
    "shows a supplier only its own shipments: another supplier's answers 404 to reading, tracking and " + 'importing',
    async () => {
      const mine = await list('?pageSize=100', supplierAk);
      expect(ids(mine).sort()).toEqual([lateA.shipment.id, onTimeA.shipment.id].sort());
      expect(mine.total).toBe(2);
      // A supplier's own supplier filter cannot widen its view.
      expect(ids(await list(`?supplierId=${supplierB}`, supplierAk)).sort()).toEqual(ids(mine).sort());
      expect(ids(await list('?late=true', supplier2Ak))).toEqual([lateB.shipment.id]);
      expect((await t.get(`/admin/order/logistics/info?id=${lateA.shipment.id}`, supplierAk, en)).statusCode).toBe(200);
      const other = await t.get(`/admin/order/logistics/info?id=${lateB.shipment.id}`, supplierAk, en);
      expect(other.statusCode).toBe(404);
      const tracked = await track(
        lateB.shipment.id,
        { at: new Date().toISOString(), status: 'in_transit', location: 'Nowhere' },
        supplierAk,
      );
      expect(tracked.statusCode).toBe(404);
      expect(await events(lateB.shipment.id)).toBe(0);
      const imported = await upload(
        `waybill,time,status\n${lateB.waybill},${new Date().toISOString()},in_transit\n`,
        supplierAk,
        true,
      );
      expect(imported.statusCode).toBe(200);
      expect((imported.json().data as LogisticsImportData).errors).toEqual([
        { row: 2, column: 'waybill', key: 'not_found' },
      ]);
      const choices = (await t.get('/admin/order/logistics/choices', supplierAk, en)).json().data as LogisticsChoices;
      expect(choices.suppliers).toEqual([]);
    },
  );

  it('belongs to the logistics key: staff and suppliers hold it; a key-less group is refused', async () => {
    expect((await t.get('/admin/order/logistics', salesAk, en)).statusCode).toBe(200);
    await q(`update admin_groups set permissions = '["index"]'::jsonb where name = 'Sales'`);
    const sales = await t.login('sales');
    const res = await t.get('/admin/order/logistics', sales, en);
    expect(res.statusCode).toBe(403);
    expect(
      (await track(onTimeA.shipment.id, { at: new Date().toISOString(), status: 'in_transit' }, sales)).statusCode,
    ).toBe(403);
  });
});
