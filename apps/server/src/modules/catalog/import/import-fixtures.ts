import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';
import { useWorld } from '../../../test-support/world.ts';

// The app, files and requests of import.test.ts and import-failures.test.ts.

export const en = { 'accept-language': 'en' };
export const HEADER = [
  'number',
  'sku',
  'name_zh-CN',
  'name_en',
  'name_es',
  'name_ja',
  'category_id',
  'price',
  'stock',
  'weight',
  'on_shelf',
  'supplier_id',
];
export const csv = (rows: (string | number)[][], header = HEADER) =>
  Buffer.from([header, ...rows].map((r) => r.join(',')).join('\n'), 'utf8');
export const row = (i: number, over: Partial<Record<string, string | number>> = {}, prefix = 'IMP') => {
  const base: Record<string, string | number> = {
    number: `${prefix}-N-${i}`,
    sku: `${prefix}-S-${i}`,
    'name_zh-CN': `商品${i}`,
    name_en: `Product ${i}`,
    name_es: `Producto ${i}`,
    name_ja: `商品${i}`,
    category_id: '',
    price: '12.34',
    stock: 3,
    weight: 100,
    on_shelf: 1,
    supplier_id: '',
    ...over,
  };
  return HEADER.map((h) => base[h]!);
};

/** A fresh app with the admin and supplier A signed in, the demo suppliers and the first category. */
export interface ImportWorld {
  t: TestApp;
  adminAk: string;
  supplierAk: string;
  supplierA: number;
  supplierB: number;
  categoryId: number;
}

/** Opens the world for the calling describe block (closed after it), with the helpers on it. */
export function useImportWorld() {
  const world = useWorld<ImportWorld>(async () => {
    const t = await createTestApp();
    const adminAk = await t.login('admin');
    const supplierAk = await t.login('supplier');
    const s = await t.database.raw(`select id, name from suppliers order by id`);
    const supplierA = Number(s.rows.find((r) => r.name === 'Demo Supplier A')!.id);
    const supplierB = Number(s.rows.find((r) => r.name === 'Demo Supplier B')!.id);
    const c = await t.database.raw(`select id from categories order by id limit 1`);
    return { t, adminAk, supplierAk, supplierA, supplierB, categoryId: Number(c.rows[0]?.id ?? 0) };
  });
  return { world, ...importHelpers(() => world.t) };
}

/** Uploads, table counts and job polls on the app of a test file. */
export function importHelpers(app: () => TestApp) {
  const post = (ak: string, file: Buffer, opts: { dryRun?: boolean; key?: string; name?: string } = {}) => {
    const t = app();
    const { payload, headers } = multipartFile('file', opts.name ?? 'products.csv', 'text/csv', file);
    return t.app.inject({
      method: 'POST',
      url: `/api/import/products${opts.dryRun ? '?dryRun=true' : ''}`,
      payload,
      remoteAddress: t.remoteAddress,
      headers: { ...headers, ...en, ak, ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    });
  };
  const count = async (table = 'products', where = 'true') =>
    Number((await app().database.raw(`select count(*)::int as n from ${table} where ${where}`)).rows[0]!.n);
  const finished = async (ak: string, jobId: number) => {
    for (let i = 0; i < 400; i++) {
      const res = await app().get(`/api/import/products/job?id=${jobId}`, ak, en);
      expect(res.statusCode).toBe(200);
      const job = res.json().data;
      if (job.state === 'done' || job.state === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('job did not finish');
  };
  return { post, count, finished };
}
