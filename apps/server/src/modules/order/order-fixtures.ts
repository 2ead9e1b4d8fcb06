import { expect } from 'vitest';
import type { OrderInfo, ProductInfo } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { useWorld } from '../../test-support/world.ts';
import { inEveryLanguage } from '../../test-support/names.ts';

// The app, accounts and references of order.test.ts and order-changes.test.ts, and the requests both make.

export const en = { 'accept-language': 'en' };
/** A delivery address in Madrid without a phone number (the logistics and abandoned-checkout tests). */
export const madridAddress = {
  name: 'Ana García',
  phone: '',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  line1: 'Calle Mayor 1',
  postcode: '28013',
};
export const address = { ...madridAddress, phone: '+34 600 000 000' };

/** A fresh app with the demo accounts signed in and the references the order tests use. */
export interface OrderWorld {
  t: TestApp;
  adminAk: string;
  salesAk: string;
  supplierAk: string;
  supplier2Ak: string;
  supplierA: number;
  supplierB: number;
  customerId: number;
  shippingId: number;
  providerId: number;
}

export async function openOrderWorld(): Promise<OrderWorld> {
  const t = await createTestApp();
  const n = async (sql: string) => Number((await t.database.raw(sql)).rows[0]!.n);
  const [adminAk, salesAk, supplierAk, supplier2Ak] = await Promise.all([
    t.login('admin'),
    t.login('sales'),
    t.login('supplier'),
    t.login('supplier2'),
  ]);
  return {
    t,
    adminAk,
    salesAk,
    supplierAk,
    supplier2Ak,
    supplierA: await n(`select id::int as n from suppliers where name = 'Demo Supplier A'`),
    supplierB: await n(`select id::int as n from suppliers where name = 'Demo Supplier B'`),
    // A customer of the default group (no discount), so the expected totals are plain.
    customerId: await n(
      `select c.id::int as n from customers c join customer_groups g on g.id = c.group_id where c.enabled and ` +
        `g.is_default and g.discount_percent = 0 order by c.id limit 1`,
    ),
    shippingId: await n(`select id::int as n from shipping_methods where code = 'standard'`),
    providerId: await n(`select id::int as n from logistics_providers where code = 'DHL'`),
  };
}

/** Opens the world for the calling describe block (closed after it), with the helpers on it. */
export function useOrderWorld() {
  const world = useWorld(openOrderWorld);
  return { world, ...orderHelpers(() => world) };
}

/** Queries and requests on the world of a test file. */
export function orderHelpers(world: () => OrderWorld) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await world().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const stockOf = (id: number) => n('select stock as n from products where id = $1', [id]);

  const product = async (supplierId: number | null, stock = 20, price = 1000) => {
    const { t, adminAk } = world();
    seq++;
    const res = await t.post(
      '/admin/catalog/product/add',
      {
        name: inEveryLanguage(`Ordered thing ${seq}`),
        number: `ORD-${seq}`,
        sku: `ORD-SKU-${seq}`,
        price,
        stock,
        weight: 500,
        onShelf: true,
        supplierId,
      },
      adminAk,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ProductInfo;
  };
  const order = async (
    lines: { productId: number; quantity: number }[],
    extra: Record<string, unknown> = {},
    ak = world().adminAk,
  ) => {
    const { t, customerId, shippingId } = world();
    const res = await t.post(
      '/admin/order/add',
      { customerId, address, currency: 'USD', shippingMethodId: shippingId, lines, ...extra },
      ak,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OrderInfo;
  };
  const info = async (id: number, ak = world().adminAk) =>
    (await world().t.get(`/admin/order/info?id=${id}`, ak, en)).json().data as OrderInfo;
  const pay = (id: number, ak = world().adminAk, headers: Record<string, string> = {}) =>
    world().t.post('/admin/order/pay', { id }, ak, { ...en, ...headers });
  const ship = (
    orderId: number,
    lines: { lineId: number; quantity: number }[],
    ak = world().adminAk,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    world().t.post(
      '/admin/order/ship',
      {
        orderId,
        providerId: world().providerId,
        waybill: `WB${Date.now()}${seq++}`,
        shippedOn: new Date().toISOString().slice(0, 10),
        lines,
        ...extra,
      },
      ak,
      { ...en, ...headers },
    );
  return { q, n, stockOf, product, order, info, pay, ship };
}
