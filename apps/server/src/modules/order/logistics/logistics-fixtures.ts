import { expect } from 'vitest';
import type { LogisticsRow, OrderInfo, ProductInfo } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';
import { useWorld } from '../../../test-support/world.ts';
import { madridAddress as address } from '../order-fixtures.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

// The app, the four shipments and the requests of logistics.test.ts and logistics-tracking.test.ts.

export const en = { 'accept-language': 'en' };
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A shipped order: the order after shipping, its shipment and the waybill. */
export type Shipped = { order: OrderInfo; shipment: OrderInfo['shipments'][number]; waybill: string };

/**
 * A fresh app with the demo accounts signed in and four shipments: late and on time of supplier A, late of
 * supplier B, and one of the platform.
 */
export interface LogisticsWorld {
  t: TestApp;
  adminAk: string;
  salesAk: string;
  supplierAk: string;
  supplier2Ak: string;
  supplierA: number;
  supplierB: number;
  sf: number;
  lateA: Shipped;
  onTimeA: Shipped;
  lateB: Shipped;
  platform: Shipped;
}

/** Opens the world for the calling describe block (closed after it), with the helpers on it. */
export function useLogisticsWorld() {
  const world = useWorld(openLogisticsWorld);
  return { world, ...logisticsHelpers(() => world) };
}

/** Queries and requests on the world of a test file. */
export function logisticsHelpers(world: () => LogisticsWorld) {
  const q = async (sql: string, params: unknown[] = []) => (await world().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const list = async (query = '', ak = world().adminAk) => {
    const res = await world().t.get(`/admin/order/logistics${query}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: LogisticsRow[]; total: number };
  };
  const ids = (l: { list: LogisticsRow[] }) => l.list.map((r) => r.id);
  const track = (shipmentId: number, body: Record<string, unknown>, ak = world().adminAk) =>
    world().t.post('/admin/order/logistics/track', { shipmentId, ...body }, ak, en);
  const upload = (csv: string, ak = world().adminAk, dryRun = false, key?: string) => {
    const { t } = world();
    const { payload, headers } = multipartFile('file', 'tracking.csv', 'text/csv', Buffer.from(csv));
    return t.app.inject({
      method: 'POST',
      url: `/admin/order/logistics/import${dryRun ? '?dryRun=true' : ''}`,
      payload,
      remoteAddress: t.remoteAddress,
      headers: { ...headers, ak, ...en, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const events = (shipmentId: number) =>
    n('select count(*)::int as n from tracking_events where shipment_id = $1', [shipmentId]);
  return { q, n, list, ids, track, upload, events };
}

export async function openLogisticsWorld(): Promise<LogisticsWorld> {
  const t = await createTestApp();
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  let seq = 0;
  const [adminAk, salesAk, supplierAk, supplier2Ak] = await Promise.all([
    t.login('admin'),
    t.login('sales'),
    t.login('supplier'),
    t.login('supplier2'),
  ]);
  const supplierA = await n(`select id::int as n from suppliers where name = 'Demo Supplier A'`);
  const supplierB = await n(`select id::int as n from suppliers where name = 'Demo Supplier B'`);
  const customerId = await n(`select id::int as n from customers where enabled order by id limit 1`);
  await q(`update customers set group_id = (select id from customer_groups where is_default) where id = $1`, [
    customerId,
  ]);
  const shippingId = await n(`select id::int as n from shipping_methods where code = 'standard'`);
  const dhl = await n(`select id::int as n from logistics_providers where code = 'DHL'`);
  const sf = await n(`select id::int as n from logistics_providers where code = 'SF'`);

  /** A paid order of one product of this owner, shipped in one parcel; answers the order and its shipment. */
  const shipped = async (
    supplierId: number | null,
    opts: { providerId?: number; shippedOn?: string; expectedBy?: string; waybill?: string } = {},
  ): Promise<Shipped> => {
    seq++;
    const p = await t.post(
      '/admin/catalog/product/add',
      {
        name: inEveryLanguage(`Parcel thing ${seq}`),
        number: `LG-${seq}`,
        sku: `LG-SKU-${seq}`,
        price: 1000,
        stock: 10,
        weight: 100,
        onShelf: true,
        supplierId,
      },
      adminAk,
    );
    expect(p.statusCode, p.body).toBe(200);
    const product = p.json().data as ProductInfo;
    const o = await t.post(
      '/admin/order/add',
      {
        customerId,
        address,
        currency: 'USD',
        shippingMethodId: shippingId,
        lines: [{ productId: product.id, quantity: 1 }],
      },
      adminAk,
      en,
    );
    expect(o.statusCode, o.body).toBe(200);
    const order = o.json().data as OrderInfo;
    expect((await t.post('/admin/order/pay', { id: order.id }, adminAk, en)).statusCode).toBe(200);
    const waybill = opts.waybill ?? `LGW${String(seq).padStart(6, '0')}`;
    const s = await t.post(
      '/admin/order/ship',
      {
        orderId: order.id,
        providerId: opts.providerId ?? dhl,
        waybill,
        shippedOn: opts.shippedOn ?? day(0),
        ...(opts.expectedBy ? { expectedBy: opts.expectedBy } : {}),
        lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      },
      adminAk,
      en,
    );
    expect(s.statusCode, s.body).toBe(200);
    const after = s.json().data as OrderInfo;
    return { order: after, shipment: after.shipments[0]!, waybill };
  };
  return {
    t,
    adminAk,
    salesAk,
    supplierAk,
    supplier2Ak,
    supplierA,
    supplierB,
    sf,
    lateA: await shipped(supplierA, { shippedOn: day(-10), expectedBy: day(-5) }),
    onTimeA: await shipped(supplierA, { providerId: sf, expectedBy: day(5) }),
    lateB: await shipped(supplierB, { shippedOn: day(-8), expectedBy: day(-2) }),
    platform: await shipped(null, { providerId: sf, shippedOn: day(-3) }),
  };
}
