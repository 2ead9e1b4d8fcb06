/**
 * Product list at scale: 200k products (seed by size). Figures, all measured in this run:
 * - a filtered, sorted list through the API (p50) against the same statements run directly (built by the
 *   repository's own `productListQuery`, run on the raw client);
 * - the default list (first page with its exact total) against a naive count(*) + offset
 *   implementation run in the same process;
 * - page 5,000 against page 1.
 */
import { productApi } from '@shop/shared';
import { productListQuery } from '../apps/server/src/modules/catalog/product/repository.ts';
import { seedProducts } from '../apps/server/src/seed/scale.ts';
import { adminScope, directList, fmt, listQuery, load, measure, startBench } from './support.ts';
import { benchmark, finish, verdict } from './verdicts.ts';
import { signInOverHttp } from '../apps/server/src/test-support/over-http.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

// The naive implementation's columns and joins (the direct baseline is built by the repository).
const LIST_COLUMNS = `p.id, p.name, p.number, p.sku, p.images->>0 as image, p.category_id, c.name as category_name,
  p.supplier_id, s.name as supplier_name,
  p.price, p.currency, p.stock, p.low_stock_threshold, p.stock_status_id, p.on_shelf, p.spec_mode, p.rating_avg,
    p.rating_count, p.updated_at, p.version`;
const FROM =
  'from products p left join categories c on c.id = p.category_id left join suppliers s on s.id = p.supplier_id';

export async function catalogListBench(): Promise<void> {
  benchmark('catalog-list');
  const bench = await startBench();
  const { raw } = bench.database;
  try {
    const t0 = performance.now();
    await seedProducts(bench.database.db, PRODUCTS);
    const total = Number((await raw('select count(*)::int as n from products')).rows[0]!.n);
    console.log(
      `seeded ${PRODUCTS} products in ${fmt((performance.now() - t0) / 1000, 1)} s (${bench.database.kind}); ` +
        `${total} in the table`,
    );

    const ak = await signInOverHttp(bench.url, 'admin', 'admin123456');
    const api = (qs: string) => `${bench.url}/admin/catalog/product?${qs}`;
    const check = async (qs: string) => {
      const body = (await (await fetch(api(qs), { headers: { ak } })).json()) as {
        code: number;
        data: { list: unknown[]; total: number };
      };
      if (body.code !== 200 || body.data.list.length === 0)
        throw new Error(`unexpected list answer for ${qs}: ${JSON.stringify(body).slice(0, 200)}`);
      return body.data;
    };

    // 1. Filtered and sorted: one leaf category, on shelf, by price.
    const category = Number(
      (await raw('select category_id as id from products group by category_id order by count(*) desc limit 1')).rows[0]!
        .id,
    );
    const filteredQs = `categoryId=${category}&shelf=on&sort=price&pageSize=20`;
    const filtered = await check(filteredQs);
    // The statements the API runs for this query string: the category's subtree, then the page and the count at
    // the same time.
    const direct = directList(
      bench.database,
      await productListQuery(bench.database.db, adminScope, listQuery(productApi.list.query, filteredQs)),
    );
    const same = await direct();
    if (same.rows !== filtered.list.length || same.total !== filtered.total)
      throw new Error(
        `direct SQL answers ${JSON.stringify(same)}, the API ${filtered.list.length} of ${filtered.total}`,
      );
    for (let i = 0; i < 50; i++) await direct();
    const rawFiltered = await measure(direct, 1, SECONDS);
    await load(api(filteredQs), { connections: 1, seconds: 2, headers: { ak } });
    const apiFiltered = await load(api(filteredQs), { connections: 1, seconds: SECONDS, headers: { ak } });

    // 2. Default list (first page with its exact total) against naive count(*) + offset.
    const first = await check('page=1&pageSize=20');
    if (first.total !== total) throw new Error(`total ${first.total} <> ${total}`);
    const naive = async () => {
      await raw('select count(*)::int as n from products');
      await raw(`select ${LIST_COLUMNS} ${FROM} order by p.id desc limit 20 offset 0`);
    };
    for (let i = 0; i < 10; i++) await naive();
    const naiveDefault = await measure(naive, 1, SECONDS);
    await load(api('page=1&pageSize=20'), { connections: 1, seconds: 2, headers: { ak } });
    const apiDefault = await load(api('page=1&pageSize=20'), { connections: 1, seconds: SECONDS, headers: { ak } });

    // 3. Deep page (the page's ids are found before the joins, so the offset skips bare index entries).
    await check('page=5000&pageSize=20');
    const apiDeep = await load(api('page=5000&pageSize=20'), { connections: 1, seconds: SECONDS, headers: { ak } });
    const api10 = await load(api(filteredQs), { connections: 10, seconds: SECONDS, headers: { ak } });

    console.log(`\n== Product list (${total} products, ${bench.database.kind}), 1 connection ==`);
    console.log(`filtered+sorted (${filteredQs}; ${filtered.total} matches)`);
    console.log(`  direct SQL (same statements) p50 ${fmt(rawFiltered.p50)} ms  p99 ${fmt(rawFiltered.p99)} ms`);
    console.log(
      `  API                          p50 ${fmt(apiFiltered.p50)} ms  p99 ${fmt(apiFiltered.p99)} ms  non-2xx ` +
        `${apiFiltered.non2xx}`,
    );
    verdict('filtered list: API / direct SQL p50', apiFiltered.p50 / Math.max(rawFiltered.p50, 0.001), { max: 1.5 });
    console.log('default list, first page with exact total');
    console.log(
      `  naive count(*) + offset (direct SQL) p50 ${fmt(naiveDefault.p50)} ms  p99 ${fmt(naiveDefault.p99)} ms`,
    );
    console.log(
      `  API (page + counter total)           p50 ${fmt(apiDefault.p50)} ms  p99 ${fmt(apiDefault.p99)} ms  non-2xx ` +
        `${apiDefault.non2xx}`,
    );
    verdict('default list: API / naive count p50', apiDefault.p50 / Math.max(naiveDefault.p50, 0.001), { max: 0.2 });
    console.log('deep page');
    console.log(
      `  API page 5000 p50 ${fmt(apiDeep.p50)} ms  p99 ${fmt(apiDeep.p99)} ms; page 1 p50 ${fmt(apiDefault.p50)} ms; ` +
        `ratio ${fmt(apiDeep.p50 / Math.max(apiDefault.p50, 0.001))}`,
    );
    console.log(
      `filtered list, 10 connections: ${fmt(api10.rps, 0)} req/s  p50 ${fmt(api10.p50)} ms  p99 ${fmt(api10.p99)} ms ` +
        ` non-2xx ${api10.non2xx}`,
    );
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await catalogListBench();
  finish();
}
