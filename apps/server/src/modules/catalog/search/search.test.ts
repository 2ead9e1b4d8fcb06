import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHOP_SEARCH_LIMITS } from '@shop/shared/api/catalog-shop-search';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { productHelpers } from '../product/product-fixtures.ts';
import { SEARCH_KEEP_DAYS } from './service.ts';

// The shop front's search: public, sellable products only, minimal fields; each search recorded.
describe('shop front search (GET /api/shop/search)', () => {
  const world = useWorld<{ t: TestApp; adminAk: string }>(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin') };
  });
  const h = productHelpers(() => world);
  /** Without a session, as a shopper. */
  const search = (qs: string, headers: Record<string, string> = {}) =>
    world.t.get(`/api/shop/search?${qs}`, undefined, headers);
  const recorded = (keyword: string) =>
    h.q('select keyword, lang, results::int as results from shop_searches where keyword = $1 order by id', [keyword]);
  const searchCount = () => h.n('select count(*)::int as n from shop_searches');
  const names = (text: string, zh: string, es: string, ja: string) => ({ 'zh-CN': zh, en: text, es, ja });

  it('finds sellable products by any name, number or SKU, without a session; records each search', async () => {
    const p = await h.added({
      name: names('Bamboo Board Zeta', '竹砧板泽塔', 'Tabla de bambú Zeta', '竹の まな板ゼータ'),
      number: 'ZETA-001',
      sku: 'ZETA-SKU-77',
      price: 2590,
      onShelf: true,
    });
    // the Japanese name, spaced and cased loosely, answered in Spanish
    const res = await search(`keyword=${encodeURIComponent('  竹の   まな板ゼータ ')}&lang=es`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      list: [{ id: p.id, name: 'Tabla de bambú Zeta', price: 2590, currency: p.currency, image: null }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(await recorded('竹の まな板ゼータ')).toEqual([{ keyword: '竹の まな板ゼータ', lang: 'es', results: 1 }]);

    // the number and the SKU, in the request's language
    for (const keyword of ['zeta-001', 'ZETA-SKU-77']) {
      const found = (await search(`keyword=${keyword}`, { 'accept-language': 'ja' })).json().data;
      expect(found.list.map((x: { id: number; name: string }) => [x.id, x.name])).toEqual([
        [p.id, '竹の まな板ゼータ'],
      ]);
    }
    expect(await recorded('zeta-sku-77')).toEqual([{ keyword: 'zeta-sku-77', lang: 'ja', results: 1 }]);

    // nothing found: answered and recorded with 0
    const none = await search('keyword=Unfindable%20Gizmo%20Q&lang=en');
    expect(none.json().data).toMatchObject({ list: [], total: 0 });
    expect(await recorded('unfindable gizmo q')).toEqual([{ keyword: 'unfindable gizmo q', lang: 'en', results: 0 }]);
  });

  it('exposes no product off the shelf or of a supplier not selling (passed, restricted, disabled)', async () => {
    const word = 'Quokka Lamp';
    const shelved = await h.added({
      name: names(`${word} 1`, '袋鼠灯1', 'Lámpara quokka 1', 'クオッカランプ1'),
      onShelf: true,
    });
    await h.added({ name: names(`${word} 2`, '袋鼠灯2', 'Lámpara quokka 2', 'クオッカランプ2'), onShelf: false });
    const ofSupplier = await h.added({
      name: names(`${word} 3`, '袋鼠灯3', 'Lámpara quokka 3', 'クオッカランプ3'),
      onShelf: true,
    });
    const [s] = await h.q(`insert into suppliers (name, state) values ('Quokka trading', 'enabled') returning id::int`);
    await h.q('update products set supplier_id = $1 where id = $2', [s!.id, ofSupplier.id]);
    const found = async () =>
      ((await search(`keyword=quokka`)).json().data as { list: { id: number }[] }).list.map((x) => x.id).sort();
    expect(await found()).toEqual([shelved.id, ofSupplier.id].sort());
    for (const state of ['passed', 'suspended', 'banned', 'disabled']) {
      await h.q('update suppliers set state = $1 where id = $2', [state, s!.id]);
      expect(await found(), state).toEqual([shelved.id]);
    }
    const row = (await search('keyword=quokka')).json().data.list[0];
    expect(Object.keys(row).sort()).toEqual(['currency', 'id', 'image', 'name', 'price']);
  });

  it('forgets searches older than their keeping time (the nightly job), keeping the newer ones', async () => {
    const keyword = `prune-${randomBytes(4).toString('hex')}`;
    await search(`keyword=${keyword}&lang=en`);
    await search(`keyword=${keyword}&lang=ja`);
    const [older] = await h.q('select id::int as id from shop_searches where keyword = $1 order by id limit 1', [
      keyword,
    ]);
    await h.q(`update shop_searches set created_at = now() - interval '${SEARCH_KEEP_DAYS + 1} days' where id = $1`, [
      older!.id,
    ]);
    expect(await world.t.app.services.shopSearch.prune()).toBeGreaterThanOrEqual(1);
    expect(await recorded(keyword)).toEqual([{ keyword, lang: 'ja', results: 0 }]);
  });

  it('records neither an empty keyword nor a later page of the same search', async () => {
    const before = await searchCount();
    const all = await search('');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBeGreaterThan(0);
    expect((await search('keyword=%20%20%20')).statusCode).toBe(200);
    expect((await search('keyword=t&page=2&pageSize=10')).statusCode).toBe(200);
    expect(await searchCount()).toBe(before);
  });

  it('refuses bad input with 422 and its fields, recording nothing', async () => {
    const before = await searchCount();
    const long = 'x'.repeat(SHOP_SEARCH_LIMITS.keywordMax + 1);
    const cases: [string, { field: string; key: string }[]][] = [
      [`keyword=${long}`, [{ field: 'keyword', key: 'too_long' }]],
      ['keyword=mat&page=0', [{ field: 'page', key: 'too_small' }]],
      [`keyword=mat&page=${SHOP_SEARCH_LIMITS.pageMax + 1}`, [{ field: 'page', key: 'too_big' }]],
      ['keyword=mat&page=two', [{ field: 'page', key: 'invalid_type' }]],
      ['keyword=mat&pageSize=7', [{ field: 'pageSize', key: 'not_allowed' }]],
      ['keyword=mat&lang=fr', [{ field: 'lang', key: 'not_allowed' }]],
    ];
    for (const [qs, fields] of cases) {
      const res = await search(qs);
      expect(res.statusCode, qs).toBe(422);
      expect(
        (res.json().data.errors as { field: string; key: string }[]).map(({ field, key }) => ({ field, key })),
        qs,
      ).toEqual(fields);
    }
    expect(await searchCount()).toBe(before);
  });

  it(`limits each address to ${SHOP_SEARCH_LIMITS.rate.max} searches a minute`, async () => {
    const remoteAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
    const send = () => world.t.app.inject({ method: 'GET', url: '/api/shop/search?pageSize=10', remoteAddress });
    for (let i = 0; i < SHOP_SEARCH_LIMITS.rate.max; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(429);
    // another address is not held back
    expect((await search('pageSize=10')).statusCode).toBe(200);
  });
});
