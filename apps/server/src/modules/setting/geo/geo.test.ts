import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NationRow, RegionRow } from '@shop/shared/api/geo';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { seedGeography } from './service.ts';

const en = { 'accept-language': 'en' };
type Page<R> = { list: R[]; total: number; page: number; pageSize: number };

describe('countries and regions (settings /nation, /region)', () => {
  let t: TestApp;
  let adminAk: string;
  let salesAk: string;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const nations = async (qs: string) => {
    const res = await t.get(`/admin/setting/nation?${qs}`, adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page<NationRow>;
  };
  const regionsOf = async (qs: string) => {
    const res = await t.get(`/admin/setting/region?${qs}`, adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page<RegionRow>;
  };
  const nation = async (code: string) =>
    (await nations(`keyword=${code}&pageSize=50`)).list.find((c) => c.code === code)!;

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    salesAk = await t.login('sales');
  });
  afterAll(() => t.close());

  it('seeds every ISO 3166-1 country with names in the four languages, and the subdivisions', async () => {
    expect(await n('select count(*)::int as n from countries')).toBeGreaterThanOrEqual(249);
    const names = Object.fromEntries(
      (await q(`select code, names from countries where code in ('CN','US','ES','JP')`)).map((r) => [r.code, r.names]),
    );
    expect(names.CN).toMatchObject({ 'zh-CN': '中国', es: 'China', ja: '中華人民共和国' });
    expect(names.US).toMatchObject({ 'zh-CN': '美国', es: 'Estados Unidos', ja: 'アメリカ合衆国' });
    expect(names.ES).toMatchObject({ 'zh-CN': '西班牙', en: 'Spain', es: 'España', ja: 'スペイン' });
    expect(names.JP).toMatchObject({ 'zh-CN': '日本', en: 'Japan', es: 'Japón', ja: '日本' });
    expect(await n(`select count(*)::int as n from regions where country = 'US'`)).toBeGreaterThanOrEqual(50);
    expect(await n(`select count(*)::int as n from regions where country = 'CN'`)).toBeGreaterThanOrEqual(31);
    const [gd] = (await q(`select names from regions where code = 'CN-GD'`)) as { names: Record<string, string> }[];
    expect(gd!.names['zh-CN']).toBe('广东省');
    const [ca] = await q(`select names from regions where code = 'US-CA'`);
    expect(ca!.names).toMatchObject({ en: 'California', 'zh-CN': '加利福尼亚州' });
  });

  it('gives the demo addresses written as text their region codes', async () => {
    const left = await q(
      `select distinct country, region from customer_addresses where region_code = '' and region <> ''`,
    );
    expect(left).toEqual([]);
    const codes = await q(`select distinct region, region_code from customer_addresses where country = 'JP'`);
    expect(codes).toContainEqual({ region: '神奈川県', region_code: 'JP-14' });
  });

  it('seeding again adds nothing and keeps edits', async () => {
    const before = await n('select count(*)::int as n from regions');
    await t.database.db.transaction(async (tx) => {
      await tx.execute(`update countries set sort = 7 where code = 'AD'` as never);
    });
    await seedGeography(t.database.db);
    expect(await n('select count(*)::int as n from regions')).toBe(before);
    expect(await n(`select sort as n from countries where code = 'AD'`)).toBe(7);
    await q(`update countries set sort = 0 where code = 'AD'`);
  });

  it('lists countries by code or name with their region counts, paged', async () => {
    const page = await nations('keyword=Spain');
    expect(page.list.map((c) => c.code)).toContain('ES');
    const es = page.list.find((c) => c.code === 'ES')!;
    expect(es.regionCount).toBeGreaterThan(10);
    // No postcode is required until the shop says so; the demo store requires it for CN and US.
    expect(es.postcodeRequired).toBe(false);
    expect((await nation('US')).postcodeRequired).toBe(true);
    expect((await nations('keyword=日本')).list.map((c) => c.code)).toEqual(['JP']);
    const all = await nations('pageSize=20&page=2');
    expect(all.total).toBeGreaterThanOrEqual(249);
    expect(all.list).toHaveLength(20);
  });

  it('edits a country (postcode rule, address format, names) with its version, audited', async () => {
    const fr = await nation('FR');
    const body = {
      id: fr.id,
      version: fr.version,
      names: { ...fr.names, en: 'France (edited)' },
      postcodeRequired: false,
      addressFormat: '{name}\n{line1}\n{postcode} {city}\n{country}',
      sort: 3,
    };
    const res = await t.post('/admin/setting/nation/edit', body, adminAk, en);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ postcodeRequired: false, sort: 3, version: fr.version + 1 });
    const stale = await t.post('/admin/setting/nation/edit', body, adminAk, en);
    expect(stale.statusCode).toBe(409);
    expect(await n(`select count(*)::int as n from audit_log where action = 'country.edit'`)).toBe(1);
  });

  it('refuses an address format with an unknown placeholder or without line1, changing nothing', async () => {
    const de = await nation('DE');
    for (const addressFormat of ['{name}\n{street}\n{country}', '{name}\n{city}']) {
      const res = await t.post(
        '/admin/setting/nation/edit',
        { id: de.id, version: de.version, names: de.names, postcodeRequired: true, addressFormat, sort: 0 },
        adminAk,
        en,
      );
      expect(res.statusCode, res.body).toBe(422);
    }
    expect((await nation('DE')).version).toBe(de.version);
  });

  it('enables and disables countries and regions; the keys are checked', async () => {
    const it_ = await nation('IT');
    const off = await t.post('/admin/setting/nation/status', { id: it_.id, status: false }, adminAk, en);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect((await nations('status=disabled')).list.map((c) => c.code)).toContain('IT');
    const denied = await t.post('/admin/setting/nation/status', { id: it_.id, status: true }, salesAk, en);
    expect(denied.statusCode).toBe(403);
    await t.post('/admin/setting/nation/status', { id: it_.id, status: true }, adminAk, en);

    const us = await regionsOf('country=US&keyword=Texas');
    expect(us.list.map((r) => r.code)).toEqual(['US-TX']);
    expect(us.list[0]!.countryNames.en).toMatch(/United States/);
    const tx = us.list[0]!;
    const edited = await t.post(
      '/admin/setting/region/edit',
      { id: tx.id, version: tx.version, names: { ...tx.names, ja: 'テキサス州' }, sort: 1 },
      adminAk,
      en,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.names.ja).toBe('テキサス州');
    const disabled = await t.post('/admin/setting/region/status', { id: tx.id, status: false }, adminAk, en);
    expect(disabled.json().data.enabled).toBe(false);
    expect((await regionsOf('country=US&status=disabled')).list.map((r) => r.code)).toEqual(['US-TX']);
    await t.post('/admin/setting/region/status', { id: tx.id, status: true }, adminAk, en);
  });
});
