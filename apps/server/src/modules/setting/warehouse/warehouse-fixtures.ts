import { expect } from 'vitest';
import type { WarehouseInfo, WarehouseRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

// The app, requests and queries of warehouse.test.ts and warehouse-usage.test.ts.

export const en = { 'accept-language': 'en' };
type List = { list: WarehouseRow[]; total: number; page: number; pageSize: number };

/** A fresh app with the admin and supplier A signed in. */
export interface WarehouseWorld {
  t: TestApp;
  adminAk: string;
  supplierAk: string;
}

/** Opens the world for the calling describe block (closed after it), with the helpers on it. */
export function useWarehouseWorld() {
  const world = useWorld<WarehouseWorld>(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin'), supplierAk: await t.login('supplier') };
  });
  return { world, ...warehouseHelpers(() => world) };
}

/** Helpers bound to the app and admin session of a test file. */
export function warehouseHelpers(session: () => { t: TestApp; adminAk: string }) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const auditCount = () => n('select count(*)::int as n from audit_log');
  const defaults = async () => (await q('select code from warehouses where is_default order by id')).map((r) => r.code);
  const list = async (qs = '', ak = session().adminAk) => {
    const res = await session().t.get(`/admin/setting/warehouse?${qs}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  const fields = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      name: `Depot ${seq}`,
      code: `dep-${seq}`,
      country: 'de',
      city: 'Hamburg',
      address: `Hafenstraße ${seq}`,
      ...extra,
    };
  };
  const add = (body: Record<string, unknown>, ak = session().adminAk) =>
    session().t.post('/admin/setting/warehouse/add', body, ak, en);
  const added = async (extra: Record<string, unknown> = {}) => {
    const res = await add(fields(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as WarehouseInfo;
  };
  const info = async (id: number) =>
    (await session().t.get(`/admin/setting/warehouse/info?id=${id}`, session().adminAk)).json().data as WarehouseInfo;
  const byCode = async (code: string) => (await list(`keyword=${code}`)).list.find((w) => w.code === code)!;
  const editBody = (w: WarehouseRow, change: Record<string, unknown>) => ({
    id: w.id,
    version: w.version,
    name: w.name,
    code: w.code,
    country: w.country,
    region: w.region,
    city: w.city,
    address: w.address,
    postcode: w.postcode,
    contactName: w.contactName,
    contactPhone: w.contactPhone,
    ...change,
  });
  const product = async (extra: Record<string, unknown>) => {
    seq++;
    return session().t.post(
      '/admin/catalog/product/add',
      { name: inEveryLanguage(`Stored ${seq}`), number: `WH-${seq}`, sku: `WH-SKU-${seq}`, price: 100, ...extra },
      session().adminAk,
      en,
    );
  };
  return { q, n, auditCount, defaults, list, fields, add, added, info, byCode, editBody, product };
}
