import { expect } from 'vitest';
import type { AbandonedInfo, AbandonedRow, OrderInfo, ProductInfo } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { MailSink } from '../../../test-support/mail-sink.ts';
import { useWorld } from '../../../test-support/world.ts';
import { madridAddress } from '../order-fixtures.ts';

// The mail relay, app, accounts and requests of abandoned.test.ts and abandoned-recall.test.ts.

export const en = { 'accept-language': 'en' };

/** A fresh app sending mail to the sink, with the demo accounts signed in, a customer and a product to buy. */
export interface AbandonedWorld {
  t: TestApp;
  adminAk: string;
  salesAk: string;
  supplierAk: string;
  customerId: number;
  customerEmail: string;
  shippingId: number;
  product: ProductInfo;
}

export async function openAbandonedWorld(sink: MailSink): Promise<AbandonedWorld> {
  const port = await sink.start();
  const t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SMTP_FROM: 'Demo Shop <shop@example.com>',
    STORE_BASE_URL: 'https://shop.example.com/',
    STORE_LANGUAGE: 'en',
  });
  const [adminAk, salesAk, supplierAk] = await Promise.all([t.login('admin'), t.login('sales'), t.login('supplier')]);
  const customers = await t.database.raw(
    `select id::int as id, email from customers where enabled order by id limit 1`,
  );
  const [c] = customers.rows;
  const customerId = Number(c!.id);
  const customerEmail = String(c!.email);
  await t.database.raw(
    `update customers set group_id = (select id from customer_groups where is_default) where id = $1`,
    [customerId],
  );
  const shippingId = Number(
    (await t.database.raw(`select id::int as n from shipping_methods where code = 'standard'`)).rows[0]!.n,
  );
  const res = await t.post(
    '/admin/catalog/product/add',
    {
      name: { en: 'Linen shirt', 'zh-CN': '亚麻衬衫', es: 'Camisa de lino', ja: 'リネンシャツ' },
      number: 'AB-1',
      sku: 'AB-SKU-1',
      price: 1250,
      stock: 500,
      weight: 300,
      onShelf: true,
      supplierId: null,
    },
    adminAk,
  );
  expect(res.statusCode, res.body).toBe(200);
  const product = res.json().data as ProductInfo;
  return { t, adminAk, salesAk, supplierAk, customerId, customerEmail, shippingId, product };
}

/**
 * Opens the world for the calling describe block, with its mail sink (both closed after it), and the helpers on it.
 */
export function useAbandonedWorld() {
  const sink = new MailSink();
  const world = useWorld(
    () => openAbandonedWorld(sink),
    () => sink.close(),
  );
  return { sink, world, ...abandonedHelpers(() => world) };
}

/** Queries and requests on the world of a test file. */
export function abandonedHelpers(world: () => AbandonedWorld) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await world().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);

  /** A checkout as the store writes it; `minutes` since its last activity. */
  const checkout = async (
    opts: {
      email?: string;
      name?: string;
      customerId?: number | null;
      minutes?: number;
      value?: number;
      currency?: string;
      quantity?: number;
    } = {},
  ) => {
    const { product } = world();
    seq++;
    const quantity = opts.quantity ?? 2;
    const lines = [
      { productId: product.id, variantId: null, sku: product.sku, name: product.name, unitPrice: 1250, quantity },
    ];
    const [row] = await q(
      `insert into checkouts (customer_id, email, name, lines, currency, value, last_activity_at, created_at)
       values ($1, $2, $3, $4::jsonb, $5, $6, now() - make_interval(mins => $7::int), now() - make_interval(mins =>
         $7::int + 10)) returning id::int as id`,
      [
        opts.customerId ?? null,
        opts.email ?? `buyer${seq}@example.org`,
        opts.name ?? `Buyer ${seq}`,
        JSON.stringify(lines),
        opts.currency ?? 'USD',
        opts.value ?? 1250 * quantity,
        opts.minutes ?? 180,
      ],
    );
    return Number(row!.id);
  };
  /** An order of the world's customer for `quantity` of its product. */
  const placeOrder = async (quantity: number) => {
    const { t, adminAk, customerId, shippingId, product } = world();
    const res = await t.post(
      '/admin/order/add',
      {
        customerId,
        address: madridAddress,
        currency: 'USD',
        shippingMethodId: shippingId,
        lines: [{ productId: product.id, quantity }],
      },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OrderInfo;
  };
  const list = async (query = '', ak = world().adminAk) => {
    const res = await world().t.get(`/admin/order/abandoned${query}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: AbandonedRow[]; total: number };
  };
  const info = async (id: number) =>
    (await world().t.get(`/admin/order/abandoned/info?id=${id}`, world().adminAk, en)).json().data as AbandonedInfo;
  const recall = (ids: number[], ak = world().adminAk) =>
    world().t.post('/admin/order/abandoned/recall', { ids }, ak, en);
  /** Waits until the recall job has settled these checkouts. */
  const settled = async (ids: number[]) => {
    const { t } = world();
    for (let i = 0; i < 200; i++) {
      t.app.services.jobs.wake();
      await t.app.services.jobs.idle();
      if (
        (await n(`select count(*)::int as n from checkouts where recall_status = 'queued' and id = any($1::bigint[])`, [
          ids,
        ])) === 0
      )
        return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('recall job did not finish');
  };
  return { q, n, checkout, placeOrder, list, info, recall, settled };
}
