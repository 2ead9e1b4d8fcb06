import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryZoneData, ProductPickRow } from '@shop/shared/api/lookup';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { registerSelectList } from '../../../platform/lookup/select-lists.ts';

const en = { 'accept-language': 'en' };
type Page<R> = { list: R[]; total: number; page: number; pageSize: number };

describe('shared look-ups (/admin/api/...)', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let salesAk: string;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;

  beforeAll(async () => {
    t = await createTestApp();
    [adminAk, supplierAk, salesAk] = await Promise.all([t.login('admin'), t.login('supplier'), t.login('sales')]);
  });
  afterAll(() => t.close());

  it('answers the country zones with an ETag; the same ETag is answered 304 without a body', async () => {
    const first = await t.get('/admin/api/getcountryzone', salesAk, en);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const zones = first.json().data as CountryZoneData;
    const us = zones.list.find((c) => c.code === 'US')!;
    expect(us).toMatchObject({ name: 'United States of America', postcodeRequired: true });
    expect(us.regions.map((r) => r.code)).toContain('US-CA');
    const again = await t.get('/admin/api/getcountryzone', salesAk, { ...en, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another answer.
    const zh = await t.get('/admin/api/getcountryzone', salesAk, { 'accept-language': 'zh-CN', 'if-none-match': etag });
    expect(zh.statusCode).toBe(200);
    expect((zh.json().data as CountryZoneData).list.find((c) => c.code === 'CN')!.name).toBe('中国');
  });

  it('a change to the lists changes the ETag; disabled countries and regions leave the zones', async () => {
    const before = await t.get('/admin/api/getcountryzone', adminAk, en);
    const [it_] = await q(`select id::int as id from countries where code = 'IT'`);
    const [tx] = await q(`select id::int as id from regions where code = 'US-TX'`);
    await t.post('/admin/setting/nation/status', { id: it_!.id, status: false }, adminAk, en);
    await t.post('/admin/setting/region/status', { id: tx!.id, status: false }, adminAk, en);
    const after = await t.get('/admin/api/getcountryzone', adminAk, {
      ...en,
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    const zones = after.json().data as CountryZoneData;
    expect(zones.list.map((c) => c.code)).not.toContain('IT');
    expect(zones.list.find((c) => c.code === 'US')!.regions.map((r) => r.code)).not.toContain('US-TX');
    const all = (await t.get('/admin/api/getallcountry', adminAk, en)).json().data.list as {
      code: string;
      enabled: boolean;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(249);
    expect(all.find((c) => c.code === 'IT')!.enabled).toBe(false);
    await t.post('/admin/setting/nation/status', { id: it_!.id, status: true }, adminAk, en);
    await t.post('/admin/setting/region/status', { id: tx!.id, status: true }, adminAk, en);
  });

  it('lists enabled shipping templates and customer groups with ETags', async () => {
    const ship = await t.get('/admin/api/shipping', salesAk, en);
    expect(ship.statusCode, ship.body).toBe(200);
    const enabled = await q('select count(*)::int as n from shipping_methods where enabled');
    expect(ship.json().data.list).toHaveLength(Number(enabled[0]!.n));
    expect(ship.headers.etag).toBeTruthy();
    const group = await t.get('/admin/api/group', salesAk, en);
    expect(group.statusCode).toBe(200);
    const groups = await q(`select id::int as id, name->>'en' as name from customer_groups order by sort, id`);
    expect(group.json().data.list).toEqual(groups.map((g) => ({ value: g.id, label: g.name })));
    expect(group.json().data.list.map((g: { label: string }) => g.label)).toContain('VIP');
    const cached = await t.get('/admin/api/group', adminAk, { ...en, 'if-none-match': String(group.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it("the product picker searches by name, number or SKU, paged, within the caller's supplier", async () => {
    const all = await t.post('/admin/api/product', { pageSize: 10 }, adminAk, en);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json().data as Page<ProductPickRow>;
    expect(page.total).toBe(Number((await q('select count(*)::int as n from products'))[0]!.n));
    expect(page.list.length).toBeLessThanOrEqual(10);
    const sample = page.list[0]!;
    for (const keyword of [sample.number, sample.sku, sample.name.slice(0, 6)]) {
      const hit = (await t.post('/admin/api/product', { keyword }, adminAk, en)).json().data as Page<ProductPickRow>;
      expect(hit.list.map((p) => p.id)).toContain(sample.id);
    }
    const [a] = await q(`select supplier_id::int as id from admins where username = 'supplier'`);
    const own = (await t.post('/admin/api/product', { pageSize: 100 }, supplierAk, en)).json()
      .data as Page<ProductPickRow>;
    const ownIds = (await q('select id::int as id from products where supplier_id = $1', [a!.id])).map((r) => r.id);
    expect(own.total).toBe(ownIds.length);
    expect(own.list.every((p) => ownIds.includes(p.id))).toBe(true);
    const [other] = await q('select number from products where supplier_id <> $1 limit 1', [a!.id]);
    const none = (await t.post('/admin/api/product', { keyword: other!.number }, supplierAk, en)).json().data;
    expect(none.list).toEqual([]);
  });

  it('selectlist answers the registered lists by name, and refuses an unknown name with a clear 400', async () => {
    const res = await t.post(
      '/admin/api/selectlist',
      { names: ['warehouses', 'countries', 'customerGroups'] },
      salesAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    const lists = res.json().data.lists;
    expect(lists.countries.find((o: { value: string }) => o.value === 'ES').label).toBe('Spain');
    expect(lists.warehouses.length).toBeGreaterThan(0);
    expect(lists.customerGroups.length).toBeGreaterThan(0);
    const etag = String(res.headers.etag);
    const cached = await t.post(
      '/admin/api/selectlist',
      { names: ['warehouses', 'countries', 'customerGroups'] },
      salesAk,
      { ...en, 'if-none-match': etag },
    );
    expect(cached.statusCode).toBe(304);
    const unknown = await t.post('/admin/api/selectlist', { names: ['warehouses', 'spaceships'] }, salesAk, en);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('There is no option list named spaceships');
    const bad = await t.post('/admin/api/selectlist', { names: [] }, salesAk, en);
    expect(bad.statusCode).toBe(422);
  });

  it('a list registered with a permission is refused to callers without it', async () => {
    registerSelectList('secretThings', {
      permission: 'setting_admin_index',
      load: async () => [{ value: 1, label: 'x' }],
    });
    expect((await t.post('/admin/api/selectlist', { names: ['secretThings'] }, adminAk, en)).statusCode).toBe(200);
    const denied = await t.post('/admin/api/selectlist', { names: ['secretThings'] }, salesAk, en);
    expect(denied.statusCode).toBe(403);
  });
});
