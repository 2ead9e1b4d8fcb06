import { expect } from 'vitest';
import type { ShippingCalculateData, ShippingTemplateInfo, ShippingTemplateRow } from '@shop/shared/api/shipping';
import type { ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';

// The app, requests and queries of shipping.test.ts and shipping-area.test.ts.

export const en = { 'accept-language': 'en' };
type List = { list: ShippingTemplateRow[]; total: number; page: number; pageSize: number };

export interface ShippingWorld {
  t: TestApp;
  adminAk: string;
  supplierAk: string;
}

/** A fresh app on the demo data (no orders) with the admin and supplier A signed in, and the helpers. */
export function useShippingWorld() {
  const world = useWorld<ShippingWorld>(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin'), supplierAk: await t.login('supplier') };
  });
  return { world, ...shippingHelpers(() => world) };
}

export function shippingHelpers(session: () => ShippingWorld) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const auditCount = () => n('select count(*)::int as n from audit_log');
  /** Rows counted in both shipping tables: a refused change leaves them as they were. */
  const rowCount = () =>
    n('select (select count(*) from shipping_methods) + (select count(*) from shipping_areas) as n');
  const get = (url: string, ak = session().adminAk) => session().t.get(url, ak, en);
  const post = (path: string, body: unknown, ak = session().adminAk) =>
    session().t.post(`/admin/setting/shipping${path}`, body, ak, en);
  const ok = async <T>(res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };

  const list = async (qs = '') => ok<List>(await get(`/admin/setting/shipping?${qs}`));
  const info = async (id: number) => ok<ShippingTemplateInfo>(await get(`/admin/setting/shipping/info?id=${id}`));
  const byCode = async (code: string) => (await list(`keyword=${code}`)).list.find((m) => m.code === code)!;
  const templateFields = (extra: Record<string, unknown> = {}) => {
    seq++;
    return { code: `tpl-${seq}`, name: { en: `Template ${seq}` }, mode: 'weight', ...extra };
  };
  const addTemplate = (extra: Record<string, unknown> = {}) => post('/add', templateFields(extra));
  const addedTemplate = async (extra: Record<string, unknown> = {}) =>
    ok<ShippingTemplateInfo>(await addTemplate(extra));
  const editBody = (m: ShippingTemplateInfo, change: Record<string, unknown> = {}) => ({
    id: m.id,
    version: m.version,
    code: m.code,
    name: m.name,
    mode: m.mode,
    estimateMinDays: m.estimateMinDays,
    estimateMaxDays: m.estimateMaxDays,
    sort: m.sort,
    ...change,
  });

  const areaFields = (templateId: number, extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      templateId,
      name: `Area ${seq}`,
      countries: ['CN'],
      firstUnit: 1000,
      firstFee: 800,
      additionalUnit: 1000,
      additionalFee: 200,
      ...extra,
    };
  };
  const addArea = (templateId: number, extra: Record<string, unknown> = {}) =>
    post('/area/add', areaFields(templateId, extra));
  const addedArea = async (templateId: number, extra: Record<string, unknown> = {}) =>
    ok<ShippingAreaInfo>(await addArea(templateId, extra));
  const areaEditBody = (a: ShippingAreaInfo, change: Record<string, unknown> = {}) => {
    const { templateId: _t, createdAt: _c, updatedAt: _u, ...rest } = a;
    return { ...rest, ...change };
  };
  const calc = async (qs: string) => ok<ShippingCalculateData>(await get(`/admin/setting/shipping/calculate?${qs}`));
  /** The operation-log rows about one record, oldest first. */
  const auditOf = async (entity: string, id: number) =>
    (await q('select action, before, after from audit_log where entity = $1 and entity_id = $2 order by id', [
      entity,
      String(id),
    ])) as { action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
  /** The field errors of a refused request. */
  const fieldErrors = (res: Awaited<ReturnType<typeof post>>) =>
    (res.json().data?.errors ?? []) as { field: string; key: string }[];

  return {
    q,
    n,
    auditCount,
    rowCount,
    get,
    post,
    ok,
    list,
    info,
    byCode,
    templateFields,
    addTemplate,
    addedTemplate,
    editBody,
    areaFields,
    addArea,
    addedArea,
    areaEditBody,
    calc,
    auditOf,
    fieldErrors,
  };
}
