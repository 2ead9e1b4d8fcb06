import { describe, expect, it } from 'vitest';
import type { DemandRow, DemandSuggestion, NoResultsSuggestion } from '@shop/shared/api/supply-demand';
import { useWorld } from '../../../test-support/world.ts';
import { productHelpers } from '../../catalog/product/product-fixtures.ts';
import { openTenderWorld, tenderHelpers } from './tender-fixtures.ts';

// The board's suggestions from shop searches without results (Settings > suppliers: 3 searches in
// 30 days by default), beside the low-stock ones (tender.test.ts).
describe('demand suggestions from shop searches without results', () => {
  const world = useWorld(openTenderWorld);
  const h = tenderHelpers(() => world);
  const products = productHelpers(() => world);
  const search = async (keyword: string, times = 1) => {
    for (let i = 0; i < times; i++) {
      const res = await world.t.get(`/api/shop/search?keyword=${encodeURIComponent(keyword)}`);
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const suggestions = async () =>
    (await h.get<{ list: DemandSuggestion[] }>('/admin/supply/demand/suggestions?threshold=0')).list;
  const missed = async (keyword: string): Promise<NoResultsSuggestion | undefined> =>
    (await suggestions()).find((s): s is NoResultsSuggestion => s.source === 'no_results' && s.keyword === keyword);

  it('suggests a keyword searched 3 times without results, with the count and the last time', async () => {
    await search('Walnut  Spice Rack', 2);
    expect(await missed('walnut spice rack')).toBeUndefined();
    await search('walnut spice rack');
    const [last] = await h.q(`select max(created_at) as at from shop_searches where keyword = 'walnut spice rack'`);
    expect(await missed('walnut spice rack')).toEqual({
      source: 'no_results',
      keyword: 'walnut spice rack',
      searches: 3,
      lastSearchedAt: new Date(last!.at as string).toISOString(),
    });
    // the shoppers' misses come before the low-stock products
    const list = await suggestions();
    const firstLow = list.findIndex((s) => s.source === 'low_stock');
    expect(list.slice(firstLow).every((s) => s.source === 'low_stock')).toBe(true);
    // staff only
    expect((await world.t.get('/admin/supply/demand/suggestions', world.aAk)).statusCode).toBe(403);
  });

  it('does not suggest a keyword with results, nor misses older than its last search with results', async () => {
    const name = { 'zh-CN': '柚木托盘', en: 'Teak Tray', es: 'Bandeja de teca', ja: 'チークトレイ' };
    const p = await products.added({ name, onShelf: true });
    await search('teak tray', 3);
    expect(await missed('teak tray')).toBeUndefined();
    // off the shelf: missed 3 times, suggested; back on it and found once: the earlier misses no longer count
    const shelf = (on: boolean) => h.q('update products set on_shelf = $1 where id = $2', [on, p.id]);
    await shelf(false);
    await search('teak tray', 3);
    expect(await missed('teak tray')).toMatchObject({ searches: 3 });
    await shelf(true);
    await search('teak tray');
    expect(await missed('teak tray')).toBeUndefined();
    await shelf(false);
    await search('teak tray', 2);
    expect(await missed('teak tray')).toBeUndefined();
    await search('teak tray');
    expect(await missed('teak tray')).toMatchObject({ searches: 3 });
  });

  it('counts only the last 30 days', async () => {
    await h.q(
      `insert into shop_searches (keyword, lang, results, created_at)
       select 'copper kettle', 'en', 0, now() - interval '31 days' from generate_series(1, 5)`,
    );
    expect(await missed('copper kettle')).toBeUndefined();
    await search('copper kettle', 2);
    expect(await missed('copper kettle')).toBeUndefined();
    await search('copper kettle');
    expect(await missed('copper kettle')).toMatchObject({ searches: 3 });
  });

  it('leaves out a keyword an open post names (specification or title); a closed post does not count', async () => {
    await search('Linen Apron', 3);
    await search('oak coasters', 3);
    expect(await missed('linen apron')).toMatchObject({ searches: 3 });
    // turned into a post the way the board does: the keyword is the specification
    const post = await h.demand({ title: 'Asked for by shoppers: linen apron', spec: 'linen apron' });
    expect(await missed('linen apron')).toBeUndefined();
    await h.demand({ title: 'Oak Coasters, set of 6', spec: 'Solid oak, oiled' });
    expect(await missed('oak coasters')).toBeUndefined();
    await h.ok<DemandRow>('/admin/supply/demand/close', { id: post.id });
    expect(await missed('linen apron')).toMatchObject({ searches: 3 });
  });

  it('shows the demo data: keywords shoppers searched without results', async () => {
    const demo = (await suggestions()).filter((s) => s.source === 'no_results').map((s) => s.keyword);
    expect(demo).toEqual(
      expect.arrayContaining(['bamboo toothbrush', 'freidora de aire', '空气炸锅', 'standing desk']),
    );
    // already posted (the kraft boxes post), searched too rarely (gaming mouse), found (yoga mat)
    for (const k of ['kraft shipping boxes', 'gaming mouse', 'yoga mat']) expect(demo).not.toContain(k);
  });
});
