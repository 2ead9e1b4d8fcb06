import { expect } from 'vitest';
import type { SessionUser } from '@shop/shared';
import type { InvoiceFile, InvoiceInfo, InvoiceRow } from '@shop/shared/api/supply-invoice';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

// Requests and queries of the supplier invoice tests.

export const en = { 'accept-language': 'en' };

export interface InvoiceWorld {
  t: TestApp;
  adminAk: string;
  a: SessionUser;
  b: SessionUser;
}

export async function openInvoiceWorld(): Promise<InvoiceWorld> {
  const t = await createTestApp();
  return { t, adminAk: await t.login('admin'), a: await t.session('supplier'), b: await t.session('supplier2') };
}

/** This month, YYYY-MM (UTC). */
export const thisMonth = () => new Date().toISOString().slice(0, 7);

export function invoiceHelpers(world: () => InvoiceWorld) {
  const q = async (sql: string, params: unknown[] = []) => (await world().t.database.raw(sql, params)).rows;
  const upload = (name: string, type: string, content: Buffer, ak = world().a.ak) => {
    const { payload, headers } = multipartFile('file', name, type, content);
    return world().t.app.inject({
      method: 'POST',
      url: '/admin/supply/invoice/own/upload',
      payload,
      headers: { ...headers, ...en, ak },
      remoteAddress: world().t.remoteAddress,
    });
  };
  const uploaded = async (name: string, type: string, content: Buffer) => {
    const res = await upload(name, type, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as InvoiceFile;
  };
  const add = (body: Record<string, unknown>, ak = world().a.ak) =>
    world().t.post('/admin/supply/invoice/own/add', body, ak, en);
  const added = async (body: Record<string, unknown>) => {
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as InvoiceRow;
  };
  const info = async (id: number) => {
    const res = await world().t.get(`/admin/supply/invoice/info?id=${id}`, world().adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as InvoiceInfo;
  };
  const decide = (body: Record<string, unknown>) =>
    world().t.post('/admin/supply/invoice/decide', body, world().adminAk, en);
  const withdraw = (id: number, ak = world().a.ak) =>
    world().t.post('/admin/supply/invoice/own/withdraw', { id }, ak, en);
  /** A paid, delivered order of this month with one line of the supplier's (unit price × quantity, USD). */
  const deliveredOrder = async (supplierId: number, unitPrice: number, quantity: number) => {
    const [o] = await q(
      `insert into orders (number, customer_name, customer_email, address, state, payment_status, ` +
        `fulfilment_status, currency, rate, supplier_id, delivered_at) values ($1, 'Test', 't@example.com', '{}', ` +
        `'active', 'paid', 'delivered', 'USD', 1, $2, now()) returning id::int as id`,
      [`TEST-${Date.now()}-${Math.random()}`, supplierId],
    );
    await q(
      `insert into order_lines (order_id, product_id, supplier_id, warehouse_id, sku, name, unit_price, quantity) ` +
        `values ($1, 1, $2, 1, 'T-1', '{}', $3, $4)`,
      [o!.id, supplierId, unitPrice, quantity],
    );
  };
  return { q, upload, uploaded, add, added, info, decide, withdraw, deliveredOrder };
}

export const invoice = (over: Record<string, unknown> = {}) => ({
  period: thisMonth(),
  number: `T-${Math.random().toString(36).slice(2, 10)}`,
  amount: 19_000,
  issueDate: new Date().toISOString().slice(0, 10),
  link: 'https://einvoice.example.com/v/1',
  ...over,
});
