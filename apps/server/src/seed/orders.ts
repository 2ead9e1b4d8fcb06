import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { OrderAddressData } from '@shop/shared';
import type { Db } from '../platform/db/database.ts';
import { systemContext, type RequestContext } from '../platform/http/context.ts';
import type { LiveHub } from '../platform/live/live-hub.ts';
import { stockLevels } from '../modules/catalog/inventory/table.ts';
import { products } from '../modules/catalog/product/table.ts';
import { postalAddress } from '../modules/customer/repository.ts';
import { customerAddresses, customers } from '../modules/customer/table.ts';
import { OrderService } from '../modules/order/service.ts';
import { orderEvents, orders, shipments } from '../modules/order/table.ts';
import { currencies, logisticsProviders } from '../modules/setting/commerce/table.ts';
import { paymentMethods } from '../modules/setting/payment/table.ts';
import { shippingMethods } from '../modules/setting/shipping/table.ts';

export const DEMO_ORDER_COUNT = 120;

/** What a seeded order ends as; the plan cycles through them so every state is present. */
const FATES = [
  'unpaid',
  'paid',
  'partial',
  'shipped',
  'delivered',
  'completed',
  'completed',
  'cancelled',
  'split_paid',
  'split_shipped',
  'merged',
  'staff_split',
] as const;
type Fate = (typeof FATES)[number];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const quiet = { countsChanged: () => undefined } as unknown as LiveHub;

/**
 * Demo orders through the real order service (prices, stock, history and audit as in use), in
 * every state: unpaid, paid, partly shipped, shipped, delivered, completed, cancelled, split by
 * supplier (one part shipped), merged back, and split by staff; then spread over the last 90
 * days. Runs once: skipped when orders exist.
 */
export async function seedOrders(db: Db, count = DEMO_ORDER_COUNT): Promise<number> {
  const [any] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (any) return 0;
  const svc = new OrderService(db, quiet);
  const ctx: RequestContext = {
    ...systemContext('seed'),
    scope: { ...systemContext('seed').scope, username: 'admin' },
  };
  const rand = random(20_261_123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const buyers = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.enabled, true))
    .orderBy(asc(customers.id));
  const addrs = await db.select().from(customerAddresses);
  const methods = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.enabled, true));
  const codes = (await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.enabled, true))).map(
    (c) => c.code,
  );
  const [provider] = await db.select({ id: logisticsProviders.id }).from(logisticsProviders).limit(1);
  const providers = await db.select({ id: logisticsProviders.id }).from(logisticsProviders);
  // paid demo orders record how: bank transfer and cash on delivery in turn
  const payWith = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  if (!buyers.length || !methods.length || !provider) return 0;
  const goods = async () =>
    db
      .select({
        id: products.id,
        supplierId: products.supplierId,
        specMode: products.specMode,
        q: stockLevels.quantity,
        variantId: stockLevels.variantId,
      })
      .from(products)
      .innerJoin(stockLevels, eq(stockLevels.productId, products.id))
      .where(and(eq(products.onShelf, true), gt(stockLevels.quantity, 4)))
      .orderBy(asc(products.id));
  const today = new Date().toISOString().slice(0, 10);
  let made = 0;
  for (let i = 0; i < count; i++) {
    const fate: Fate = FATES[i % FATES.length]!;
    const stock = await goods();
    if (stock.length < 2) break;
    const mixed = fate === 'split_paid' || fate === 'split_shipped' || fate === 'merged';
    const first = pick(stock);
    const second = mixed
      ? stock.find((s) => s.supplierId !== first.supplierId && s.id !== first.id)
      : rand() < 0.4
        ? stock.find((s) => s.id !== first.id && s.supplierId === first.supplierId)
        : undefined;
    const chosen = [first, ...(second ? [second] : [])];
    const buyer = pick(buyers);
    const own = addrs.filter((a) => a.customerId === buyer.id);
    const a = own.find((x) => x.isDefault) ?? own[0];
    const address: OrderAddressData = a
      ? postalAddress(a)
      : {
          name: 'Demo Buyer',
          phone: '',
          country: 'US',
          region: 'California',
          regionCode: 'US-CA',
          city: 'San Francisco',
          line1: '1 Market St',
          line2: '',
          postcode: '94105',
        };
    const quantity = fate === 'staff_split' || fate === 'partial' ? 3 : 1 + Math.floor(rand() * 2);
    const o = await svc
      .add(ctx, {
        customerId: buyer.id,
        address,
        currency: i % 5 === 0 ? pick(codes) : 'USD',
        shippingMethodId: pick(methods).id,
        lines: chosen.map((g) => ({ productId: g.id, variantId: g.variantId, quantity: Math.min(quantity, g.q) })),
        discount: 0,
        payFee: 0,
        remark: i % 7 === 0 ? 'Please deliver in the afternoon' : '',
      })
      .catch(() => null);
    if (!o) continue;
    made++;
    const days = Math.floor(rand() * 90);
    const pay = (id: number) => svc.pay(ctx, id, undefined, '', payWith[i % Math.max(payWith.length, 1)]?.id);
    const shipAll = async (id: number) => {
      const info = await svc.info(ctx.scope, id);
      return svc.ship(ctx, {
        orderId: id,
        providerId: pick(providers).id,
        waybill: `DW${String(100_000 + i).slice(-6)}${id}`,
        shippedOn: today,
        note: '',
        lines: info.lines
          .filter((l) => l.quantity > l.shippedQuantity)
          .map((l) => ({ lineId: l.id, quantity: l.quantity - l.shippedQuantity })),
        ...(days > 5 ? { expectedBy: today } : {}),
      });
    };
    const deliver = async (id: number) => {
      const info = await svc.info(ctx.scope, id);
      for (const s of info.shipments)
        await svc.track(ctx, s.id, {
          at: new Date(),
          status: 'delivered',
          location: address.city,
          description: 'Signed by recipient',
          source: 'manual',
        });
    };
    switch (fate) {
      case 'unpaid':
        break;
      case 'paid':
        await pay(o.id);
        break;
      case 'partial': {
        await pay(o.id);
        const l = o.lines[0]!;
        await svc.ship(ctx, {
          orderId: o.id,
          providerId: provider.id,
          waybill: `DP${o.id}A`,
          shippedOn: today,
          note: 'first parcel',
          lines: [{ lineId: l.id, quantity: 1 }],
        });
        break;
      }
      case 'shipped':
        await pay(o.id);
        await shipAll(o.id);
        break;
      case 'delivered':
        await pay(o.id);
        await shipAll(o.id);
        await deliver(o.id);
        break;
      case 'completed':
        await pay(o.id);
        await shipAll(o.id);
        await deliver(o.id);
        await svc.complete(ctx, o.id, undefined, '');
        break;
      case 'cancelled':
        await svc.cancel(
          ctx,
          o.id,
          undefined,
          pick(['Customer changed their mind', 'Duplicate order', 'Address could not be verified']),
        );
        break;
      case 'split_paid':
        await pay(o.id);
        break;
      case 'split_shipped': {
        const paid = await pay(o.id);
        if (paid.children[0]) await shipAll(paid.children[0].id);
        break;
      }
      case 'merged': {
        const paid = await pay(o.id);
        if (paid.children.length >= 2)
          await svc.merge(
            ctx,
            paid.children.map((c) => c.id),
            'One parcel requested by the customer',
          );
        break;
      }
      case 'staff_split': {
        const l = o.lines[0]!;
        if (l.quantity >= 2)
          await svc.split(ctx, {
            id: o.id,
            version: o.version,
            parts: [[{ lineId: l.id, quantity: 1 }]],
            reason: 'Ship what is in stock first',
          });
        break;
      }
    }
    // Spread over the last 90 days: the family, its history and shipments move together.
    const shift = sql`make_interval(days => ${days}, hours => ${Math.floor(rand() * 20)})`;
    await db
      .update(orders)
      .set({
        createdAt: sql`${orders.createdAt} - ${shift}`,
        updatedAt: sql`${orders.updatedAt} - ${shift}`,
        paidAt: sql`${orders.paidAt} - ${shift} + interval '2 hours'`,
        shippedAt: sql`${orders.shippedAt} - ${shift} + interval '1 day'`,
        deliveredAt: sql`${orders.deliveredAt} - ${shift} + interval '3 days'`,
        completedAt: sql`${orders.completedAt} - ${shift} + interval '4 days'`,
        cancelledAt: sql`${orders.cancelledAt} - ${shift} + interval '5 hours'`,
      })
      .where(eq(orders.rootId, o.id));
    await db.execute(
      sql`update ${orderEvents} set created_at = created_at - ${shift} where order_id in (select id from ${orders}
        where root_id = ${o.id})`,
    );
    await db.execute(sql`update ${shipments} set shipped_on = shipped_on - ${shift} + interval '1 day', created_at =
      created_at - ${shift} + interval '1 day',
      expected_by = case when expected_by is null then null else shipped_on - ${shift} + interval '4 days' end
      where order_id in (select id from ${orders} where root_id = ${o.id})`);
  }
  return made;
}
