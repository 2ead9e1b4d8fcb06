import { expect } from 'vitest';
import type { LogisticsProviderInfo, LogisticsProviderRow } from '@shop/shared/api/logistics-provider';
import type { TestApp } from '../../../test-support/harness.ts';

// Requests and queries of logistics.test.ts.

export const en = { 'accept-language': 'en' };
type List = { list: LogisticsProviderRow[]; total: number; page: number; pageSize: number };

/** Helpers bound to the app and admin session of a test file. */
export function providerHelpers(session: () => { t: TestApp; adminAk: string }) {
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await session().t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const auditCount = () => n('select count(*)::int as n from audit_log');
  const providerCount = () => n('select count(*)::int as n from logistics_providers');
  const list = async (qs = '', ak = session().adminAk) => {
    const res = await session().t.get(`/admin/setting/logistics?${qs}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  const fields = (extra: Record<string, unknown> = {}) => {
    seq++;
    return {
      name: `Carrier ${seq}`,
      code: `car-${seq}`,
      trackingUrl: `https://track.example.com/c${seq}?no={waybill}`,
      sort: seq,
      ...extra,
    };
  };
  const post = (path: string, body: unknown, ak = session().adminAk) =>
    session().t.post(`/admin/setting/logistics${path}`, body, ak, en);
  const added = async (extra: Record<string, unknown> = {}) => {
    const res = await post('/add', fields(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as LogisticsProviderInfo;
  };
  const info = async (id: number) =>
    (await session().t.get(`/admin/setting/logistics/info?id=${id}`, session().adminAk)).json()
      .data as LogisticsProviderInfo;
  const byCode = async (code: string) => (await list(`keyword=${code}`)).list.find((p) => p.code === code)!;
  const editBody = (p: LogisticsProviderRow, change: Record<string, unknown>) => ({
    id: p.id,
    version: p.version,
    name: p.name,
    code: p.code,
    trackingUrl: p.trackingUrl,
    sort: p.sort,
    carriesBatteries: p.carriesBatteries,
    ...change,
  });
  return { q, n, auditCount, providerCount, list, fields, post, added, info, byCode, editBody };
}
