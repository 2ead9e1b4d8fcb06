import { expect } from 'vitest';
import type { SessionUser } from '@shop/shared';
import type { InspectionInfo, PointRow } from '@shop/shared/api/supply-inspection';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import type { GoodsReceipt } from '../part.ts';

// Requests and queries of the inspection tests.

export const en = { 'accept-language': 'en' };

export interface InspectionWorld {
  t: TestApp;
  adminAk: string;
  a: SessionUser;
  b: SessionUser;
  supplierA: number;
  supplierB: number;
  warehouse: number;
  typeId: number;
}

export async function openInspectionWorld(): Promise<InspectionWorld> {
  const t = await createTestApp();
  const one = async (sql: string, params: unknown[] = []) =>
    Number((await t.database.raw(sql, params)).rows[0]!['id' as never]);
  return {
    t,
    adminAk: await t.login('admin'),
    a: await t.session('supplier'),
    b: await t.session('supplier2'),
    supplierA: await one(`select id from suppliers where name = 'Demo Supplier A'`),
    supplierB: await one(`select id from suppliers where name = 'Demo Supplier B'`),
    warehouse: await one(`select min(id) as id from warehouses where enabled`),
    typeId: await one(`select min(id) as id from violation_types where enabled`),
  };
}

export function inspectionHelpers(world: () => InspectionWorld) {
  const q = async (sql: string, params: unknown[] = []) =>
    (await world().t.database.raw(sql, params)).rows as Record<string, unknown>[];
  const n = async (sql: string, params: unknown[] = []) => Number(Object.values((await q(sql, params))[0]!)[0]);
  /** A new single-spec product of the supplier, with no stock. */
  const product = async (supplierId: number, name = `Inspected ${Math.random().toString(36).slice(2, 8)}`) =>
    n(
      `insert into products (supplier_id, name, brief, detail, number, sku, price)
       values ($1, jsonb_build_object('en', $2::text, 'zh-CN', $2::text, 'es', $2::text, 'ja', $2::text),
         '{}'::jsonb, '{}'::jsonb, $2, $2, 1000) returning id`,
      [supplierId, name],
    );
  const addPoint = async (body: Record<string, unknown>) => {
    const res = await world().t.post('/admin/supply/inspection/point/add', body, world().adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PointRow;
  };
  const CHECKS = [
    { key: 'look', label: 'Appearance', kind: 'pass_fail' },
    { key: 'weight', label: 'Weight', kind: 'measure', target: 100, tolerance: 2, unit: 'g' },
  ];
  /** Goods of the supplier received at the warehouse, through the inspections link. */
  const receive = async (supplierId: number, productId: number, lot: string, quantity = 10, shipmentId = 1) => {
    const receipt: GoodsReceipt = {
      supplierId,
      warehouseId: world().warehouse,
      shipmentId,
      lines: [{ productId, variantId: null, quantity, lot }],
    };
    const link = world().t.app.services.inspectionLink;
    return world().t.database.db.transaction((tx) => link.receivedLots(tx as never, receipt));
  };
  const info = async (id: number, ak = world().adminAk) => {
    const res = await world().t.get(`/admin/supply/inspection/info?id=${id}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as InspectionInfo;
  };
  const result = (body: Record<string, unknown>, ak = world().adminAk) =>
    world().t.post('/admin/supply/inspection/result', body, ak, en);
  const pass = (id: number) =>
    result({
      id,
      results: [
        { key: 'look', passed: true },
        { key: 'weight', value: 101 },
      ],
    });
  const fail = (id: number) =>
    result({
      id,
      results: [
        { key: 'look', passed: true },
        { key: 'weight', value: 90 },
      ],
    });
  const stock = (productId: number) => n(`select stock from products where id = $1`, [productId]);
  return { q, n, product, addPoint, CHECKS, receive, info, result, pass, fail, stock };
}
