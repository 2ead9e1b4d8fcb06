import { expect } from 'vitest';
import type { SessionUser } from '@shop/shared';
import type { GoodsReceipt, InspectionApi } from '../part.ts';
import type { LogisticsOptions, LogisticsProductOption, ShipmentInfo } from '@shop/shared/api/supply-logistics';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

// Requests and data of the supply-chain logistics tests.

export const en = { 'accept-language': 'en' };

export interface LogisticsWorld {
  t: TestApp;
  adminAk: string;
  salesAk: string;
  a: SessionUser;
  b: SessionUser;
  aId: number;
  bId: number;
  options: LogisticsOptions;
  /** A's and B's products without variants */
  aProducts: LogisticsProductOption[];
  bProducts: LogisticsProductOption[];
  /** what the inspections link received */
  receipts: GoodsReceipt[];
  /** makes the inspections link fail once (a receipt rolled back) */
  failNext: { on: boolean };
  /** hands the receipts to the inspection part's own link as well */
  realLink: { on: boolean };
}

export async function openLogisticsWorld(): Promise<LogisticsWorld> {
  const t = await createTestApp();
  const receipts: GoodsReceipt[] = [];
  const failNext = { on: false };
  const realLink = { on: false };
  const services = t.app.services as unknown as { links: { inspections: InspectionApi } };
  const real = services.links.inspections;
  services.links.inspections = {
    received: async (tx, r) => {
      if (failNext.on) {
        failNext.on = false;
        throw new Error('inspections unavailable');
      }
      receipts.push(r);
      if (realLink.on) await real.received(tx, r);
    },
  };
  const a = await t.session('supplier');
  const b = await t.session('supplier2');
  const adminAk = await t.login('admin');
  const get = async <T>(url: string, ak: string) => {
    const res = await t.get(url, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const options = await get<LogisticsOptions>('/admin/supply/logistics/options', adminAk);
  const products = async (ak: string) =>
    (await get<{ list: LogisticsProductOption[] }>('/admin/supply/logistics/products', ak)).list.filter(
      (p) => p.variants.length === 0 && p.purchasePrice > 0,
    );
  return {
    t,
    adminAk,
    salesAk: await t.login('sales'),
    a,
    b,
    aId: a.supplier_id!,
    bId: b.supplier_id!,
    options,
    aProducts: await products(a.ak),
    bProducts: await products(b.ak),
    receipts,
    failNext,
    realLink,
  };
}

export function logisticsHelpers(w: LogisticsWorld) {
  const q = async (sql: string, params: unknown[] = []) => (await w.t.database.raw(sql, params)).rows;
  const wh = (country: string) => w.options.warehouses.find((x) => x.country === country)!;
  const provider = (code: string) => w.options.providers.find((p) => p.code === code)!;
  const declaration = (p: LogisticsProductOption, over: Record<string, unknown> = {}) => ({
    nameZh: '蓝牙耳机',
    nameEn: 'Bluetooth earphones',
    material: 'ABS plastic',
    purpose: 'Personal audio',
    hsCode: '851830',
    originCountry: 'CN',
    declaredValue: p.purchasePrice,
    currency: p.currency,
    battery: false,
    ...over,
  });
  /** A cross-border shipment (from Hong Kong to the main warehouse in China) of A's first product by SF. */
  const shipment = (over: Record<string, unknown> = {}, item: Record<string, unknown> = {}, decl = {}) => {
    const p = w.aProducts[0]!;
    return {
      warehouseId: wh('CN').id,
      fromCountry: 'HK',
      providerId: provider('SF').id,
      waybill: `SF${Math.floor(Math.random() * 1e10)}`,
      shipDate: '2026-05-20',
      items: [{ productId: p.id, quantity: 10, lot: 'L-1', declaration: declaration(p, decl), ...item }],
      ...over,
    };
  };
  const post = (url: string, body: unknown, ak = w.a.ak) => w.t.post(`/admin/supply/logistics/${url}`, body, ak, en);
  const ok = async (url: string, body: unknown, ak = w.a.ak) => {
    const res = await post(url, body, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ShipmentInfo;
  };
  const info = (id: number, ak = w.a.ak) => w.t.get(`/admin/supply/logistics/info?id=${id}`, ak, en);
  const receiptOf = (s: ShipmentInfo, short = 0) => ({
    id: s.id,
    lines: s.items.map((i, n) => ({ itemId: i.id, receivedQuantity: i.quantity - (n === 0 ? short : 0) })),
  });
  return { q, wh, provider, declaration, shipment, post, ok, info, receiptOf };
}
