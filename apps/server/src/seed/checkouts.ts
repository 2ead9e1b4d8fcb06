import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { products } from '../modules/catalog/product/table.ts';
import { customers } from '../modules/customer/table.ts';
import { checkouts, orderLines, orders, type CheckoutLine } from '../modules/order/table.ts';

export const DEMO_CHECKOUT_COUNT = 25;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const GUESTS = [
  ['Lena Fischer', 'lena.fischer@example.net'],
  ['Kenji Watanabe', 'kenji.w@example.net'],
  ['Sofía Ruiz', 'sofia.ruiz@example.net'],
  ['Wang Fang', 'wang.fang@example.net'],
  ['Tom Baker', 'tom.baker@example.net'],
  ['Amélie Martin', 'amelie.m@example.net'],
] as const;

/**
 * Demo checkouts over the last 30 days: abandoned ones never recalled, recalled ones (sent, one
 * inside the 24-hour pause, failed with the SMTP server's answer), some converted by existing
 * demo orders (most after a recall e-mail), and two still active. Checkouts that did not convert
 * belong to guests or to customers without a later order, so the conversion match leaves them
 * as they are. Runs once: skipped when checkouts exist.
 */
export async function seedCheckouts(db: Db, count = DEMO_CHECKOUT_COUNT): Promise<number> {
  const [any] = await db.select({ id: checkouts.id }).from(checkouts).limit(1);
  if (any) return 0;
  const rand = random(20_250_301);
  const now = Date.now();
  const goods = await db
    .select({ id: products.id, sku: products.sku, name: products.name, price: products.price })
    .from(products)
    .where(and(eq(products.onShelf, true), eq(products.currency, 'USD')))
    .orderBy(asc(products.id))
    .limit(40);
  if (goods.length === 0) return 0;
  const cart = (): { lines: CheckoutLine[]; value: number } => {
    const lines: CheckoutLine[] = [];
    const n = 1 + Math.floor(rand() * 3);
    for (let i = 0; i < n; i++) {
      const g = goods[Math.floor(rand() * goods.length)]!;
      if (lines.some((l) => l.productId === g.id)) continue;
      lines.push({
        productId: g.id,
        variantId: null,
        sku: g.sku,
        name: g.name,
        unitPrice: g.price,
        quantity: 1 + Math.floor(rand() * 3),
      });
    }
    return { lines, value: lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0) };
  };

  const rows: (typeof checkouts.$inferInsert)[] = [];
  // Converted: the cart of a demo order of the last 30 days, abandoned a day or two before it.
  const recent = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      email: orders.customerEmail,
      name: orders.customerName,
      currency: orders.currency,
      subtotal: orders.subtotal,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        isNull(orders.parentId),
        sql`${orders.createdAt} > now() - interval '28 days'`,
        sql`${orders.createdAt} < now() - interval '1 day'`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(6);
  for (const [i, o] of recent.entries()) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
    const activity = o.createdAt.getTime() - (1 + rand()) * DAY;
    const recalled = i % 3 !== 2;
    rows.push({
      customerId: o.customerId,
      email: o.email,
      name: o.name,
      currency: o.currency,
      value: o.subtotal,
      lines: lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        sku: l.sku,
        name: l.name,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
      })),
      lastActivityAt: new Date(activity),
      createdAt: new Date(activity - 20 * 60_000),
      ...(recalled
        ? { recallStatus: 'sent' as const, recallCount: 1, lastRecallAt: new Date(activity + 6 * HOUR) }
        : {}),
      orderId: o.id,
      convertedAt: o.createdAt,
    });
  }

  // Customers without an order in the last 31 days: their checkouts stay unconverted.
  const quiet = await db
    .select({ id: customers.id, email: customers.email, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.enabled, true),
        sql`not exists (select 1 from ${orders} o where o.customer_id = ${customers.id} and o.created_at > now() -
          interval '31 days')`,
      ),
    )
    .orderBy(asc(customers.id))
    .limit(20);
  const buyers = [
    ...quiet.map((c) => ({ customerId: c.id as number | null, email: c.email, name: c.name })),
    ...GUESTS.map(([name, email]) => ({ customerId: null, email, name })),
  ];
  const plans: { ageMs: number; recall?: 'sent' | 'recent' | 'failed' }[] = [
    ...Array.from({ length: 6 }, () => ({ ageMs: (2 + rand() * 25) * DAY, recall: 'sent' as const })),
    { ageMs: 2 * DAY, recall: 'recent' },
    { ageMs: 4 * DAY, recall: 'failed' },
    { ageMs: 9 * DAY, recall: 'failed' },
    ...Array.from({ length: Math.max(0, count - rows.length - 11) }, (_, i) => ({
      ageMs: i === 0 ? 3 * HOUR : (0.5 + rand() * 29) * DAY,
    })),
    { ageMs: 12 * 60_000 },
    { ageMs: 25 * 60_000 },
  ];
  for (const [i, p] of plans.entries()) {
    const who = buyers[i % buyers.length]!;
    const { lines, value } = cart();
    const activity = now - p.ageMs;
    rows.push({
      ...who,
      currency: 'USD',
      value,
      lines,
      lastActivityAt: new Date(activity),
      createdAt: new Date(activity - (5 + rand() * 40) * 60_000),
      ...(p.recall === 'sent'
        ? {
            recallStatus: 'sent' as const,
            recallCount: 1 + (i % 2),
            lastRecallAt: new Date(activity + Math.min(p.ageMs / 2, DAY)),
          }
        : {}),
      ...(p.recall === 'recent'
        ? { recallStatus: 'sent' as const, recallCount: 1, lastRecallAt: new Date(now - 3 * HOUR) }
        : {}),
      ...(p.recall === 'failed'
        ? { recallStatus: 'failed' as const, recallError: '550 5.1.1 Mailbox unavailable: user unknown' }
        : {}),
    });
  }
  const chosen = rows.slice(0, count);
  if (chosen.length) await db.insert(checkouts).values(chosen);
  return chosen.length;
}
