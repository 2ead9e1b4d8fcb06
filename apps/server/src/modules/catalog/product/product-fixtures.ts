import { expect } from 'vitest';
import type { ProductInfo, ProductOptionsData, ProductRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

// The app, requests and queries of product.test.ts and product-batch.test.ts.

export type List = { list: ProductRow[]; total: number; page: number; pageSize: number };
export const en = { 'accept-language': 'en' };

/** A fresh app with the admin and both demo suppliers signed in, and the product form's choices. */
export interface ProductWorld {
  t: TestApp;
  adminAk: string;
  supplierAk: string;
  supplier2Ak: string;
  opts: ProductOptionsData;
}

/** Opens the world for the calling describe block (closed after it), with the helpers on it (`next` as there). */
export function useProductWorld(next?: () => number) {
  const world = useWorld<ProductWorld>(async () => {
    const t = await createTestApp();
    const adminAk = await t.login('admin');
    const supplierAk = await t.login('supplier');
    const supplier2Ak = await t.login('supplier2');
    const opts = (await t.get('/admin/catalog/product/options', adminAk)).json().data as ProductOptionsData;
    return { t, adminAk, supplierAk, supplier2Ak, opts };
  });
  return { world, ...productHelpers(() => world, next) };
}

/**
 * Helpers bound to the app and admin session of a test file. `next` numbers the new products (names, numbers and
 * SKUs); a file that reads the number passes its own counter.
 */
export function productHelpers(session: () => { t: TestApp; adminAk: string }, next?: () => number) {
  let seq = 0;
  const number = next ?? (() => ++seq);
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const list = async (qs: string, ak = session().adminAk) => {
    const res = await session().t.get(`/admin/catalog/product?${qs}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  const info = async (id: number, ak = session().adminAk) =>
    (await session().t.get(`/admin/catalog/product/info?id=${id}`, ak)).json().data as ProductInfo;
  const body = (extra: Record<string, unknown> = {}) => {
    const seq = number();
    return {
      name: inEveryLanguage(`Test product ${seq}`),
      number: `T-${seq}`,
      sku: `T-SKU-${seq}`,
      price: 1000,
      ...extra,
    };
  };
  const add = (extra: Record<string, unknown> = {}, ak = session().adminAk) =>
    session().t.post('/admin/catalog/product/add', body(extra), ak, en);
  const added = async (extra: Record<string, unknown> = {}, ak = session().adminAk) => {
    const res = await add(extra, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ProductInfo;
  };
  const editBody = (p: ProductInfo, change: Record<string, unknown>) => ({
    id: p.id,
    version: p.version,
    name: p.name,
    number: p.number,
    sku: p.sku,
    price: p.price,
    specMode: p.specMode,
    categoryId: p.categoryId,
    tagIds: p.tagIds,
    onShelf: p.onShelf,
    variants: p.variants.map(({ stock: _s, ...v }) => v),
    ...change,
  });
  const supplierIds = async () => {
    const rows = await q(`select id::int as id, name from suppliers order by id`);
    return {
      a: Number(rows.find((r) => r.name === 'Demo Supplier A')!.id),
      b: Number(rows.find((r) => r.name === 'Demo Supplier B')!.id),
    };
  };
  return { q, n, list, info, body, add, added, editBody, supplierIds };
}
