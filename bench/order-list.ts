/**
 * Order list at scale: 1M orders (seed by size). Figures, all measured in this run:
 * - the default view and each single filter through the API (p50) against the same statements
 *   run directly on the database (built by the repository's own `orderListQuery`, run on the raw client);
 * - the default view (first page with its exact total) against a naive count(*) + offset
 *   implementation run in the same process;
 * - page 25,000 against page 1;
 * - the event-loop delay of the server while an export of every order runs (a job writing CSV).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { orderApi } from '@shop/shared';
import { orderListQuery } from '../apps/server/src/modules/order/repository.ts';
import { seedOrderRows } from '../apps/server/src/seed/scale.ts';
import { adminScope, directList, fmt, listQuery, load, measure, startBench } from './support.ts';
import { benchmark, finish, verdict } from './verdicts.ts';
import { signInOverHttp } from '../apps/server/src/test-support/over-http.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

// The naive implementation's columns (the direct baselines are built by the repository).
const COLUMNS = `o.id, o.number, o.parent_id, o.supplier_id, s.name as supplier_name, o.customer_id, o.customer_name,
  o.customer_email, o.state,
  o.payment_status, o.fulfilment_status, o.currency, o.total, o.total_base, o.created_at, o.paid_at, o.version`;

interface Case {
  name: string;
  qs: string;
}

export async function orderListBench(): Promise<void> {
  benchmark('orders');
  const bench = await startBench();
  const { raw } = bench.database;
  try {
    const t0 = performance.now();
    await seedOrderRows(bench.database.db, ORDERS);
    const total = Number((await raw(`select count(*)::int as n from orders where state <> 'voided'`)).rows[0]!.n);
    console.log(
      `seeded ${ORDERS} orders in ${fmt((performance.now() - t0) / 1000, 1)} s (${bench.database.kind}); ${total} ` +
        `listed`,
    );

    const ak = await signInOverHttp(bench.url, 'admin', 'admin123456');
    const api = (qs: string) => `${bench.url}/admin/order?${qs}`;
    const check = async (qs: string) => {
      const body = (await (await fetch(api(qs), { headers: { ak } })).json()) as {
        code: number;
        data: { list: unknown[]; total: number };
      };
      if (body.code !== 200) throw new Error(`unexpected list answer for ${qs}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data;
    };

    const supplier = Number((await raw(`select id from suppliers where name = 'Demo Supplier A'`)).rows[0]!.id);
    const customer = Number(
      (await raw('select customer_id as id from orders group by 1 order by count(*) desc limit 1')).rows[0]!.id,
    );
    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const visible = `o.state <> 'voided'`;
    const cases: Case[] = [
      { name: 'default view', qs: '' },
      { name: 'keyword (customer)', qs: 'keyword=bench%20customer%204242' },
      { name: 'awaiting payment', qs: 'view=awaiting_payment' },
      { name: 'payment status', qs: 'payStatus=paid' },
      { name: 'shipping status', qs: 'shipStatus=partially_shipped' },
      { name: 'state', qs: 'state=cancelled' },
      { name: 'supplier', qs: `supplierId=${supplier}` },
      { name: 'customer', qs: `customerId=${customer}` },
      { name: 'currency', qs: 'currency=EUR' },
      { name: 'date range (7 days)', qs: `dateFrom=${day(10)}&dateTo=${day(4)}` },
      { name: 'amount range', qs: 'amountMin=50000&amountMax=51000' },
    ];

    const results: { c: Case; matches: number; direct: number; api: number }[] = [];
    for (const c of cases) {
      const qs = `${c.qs}&pageSize=20`;
      const data = await check(qs);
      // The statements the API runs for this query string: the page (unfiltered, with the counter's total) and,
      // filtered, the count at the same time.
      const direct = directList(
        bench.database,
        orderListQuery(bench.database.db, adminScope, listQuery(orderApi.list.query, qs)),
      );
      const same = await direct();
      if (same.rows !== data.list.length || (same.total !== null && same.total !== data.total))
        throw new Error(`${c.name}: direct SQL answers ${JSON.stringify(same)}, the API ${data.list.length} rows`);
      for (let i = 0; i < 5; i++) await direct();
      const d = await measure(direct, 1, SECONDS);
      await load(api(qs), { connections: 1, seconds: 1, headers: { ak } });
      const a = await load(api(qs), { connections: 1, seconds: SECONDS, headers: { ak } });
      if (a.non2xx) throw new Error(`${c.name}: ${a.non2xx} non-2xx answers`);
      results.push({ c, matches: data.total, direct: d.p50, api: a.p50 });
    }

    // Naive default view: a separate count(*) and the page with offset, joins on every row.
    const naive = async () => {
      await raw(`select count(*)::int as n from orders o where ${visible}`);
      await raw(
        `select ${COLUMNS} from orders o left join suppliers s on s.id = o.supplier_id where ${visible} order by ` +
          `o.created_at desc, o.id desc limit 20 offset 0`,
      );
    };
    for (let i = 0; i < 3; i++) await naive();
    const naiveDefault = await measure(naive, 1, SECONDS);
    const apiDefault = results[0]!.api;

    const deep = await check('page=25000&pageSize=20');
    if (deep.list.length === 0 && total >= 500_000) throw new Error('page 25,000 is empty');
    const apiDeep = await load(api('page=25000&pageSize=20'), { connections: 1, seconds: SECONDS, headers: { ak } });

    // A heavy export (every order) as a job, while the event loop is watched.
    const h = monitorEventLoopDelay({ resolution: 10 });
    const start = await fetch(`${bench.url}/admin/order/export/start`, {
      method: 'POST',
      headers: { ak, 'content-type': 'application/json' },
      body: '{}',
    });
    const { jobId, total: exportRows } = ((await start.json()) as { data: { jobId: number; total: number } }).data;
    h.enable();
    const e0 = performance.now();
    const during: number[] = [];
    let state = 'queued';
    while (state !== 'done' && state !== 'failed') {
      const q0 = performance.now();
      await check('pageSize=20');
      during.push(performance.now() - q0);
      const job = (await (
        await fetch(`${bench.url}/admin/order/export/job?id=${jobId}`, { headers: { ak } })
      ).json()) as { data: { state: string } };
      state = job.data.state;
      await new Promise((r) => setTimeout(r, 100));
    }
    h.disable();
    const exportSeconds = (performance.now() - e0) / 1000;
    during.sort((a, b) => a - b);

    console.log(`\n== Order list (${total} orders, ${bench.database.kind}), 1 connection ==`);
    console.log('view or filter                 matches   direct SQL p50   API p50   API/direct (target <= 1.5)');
    for (const r of results) {
      console.log(
        `  ${r.c.name.padEnd(28)} ${String(r.matches).padStart(8)}   ${fmt(r.direct).padStart(9)} ms   ` +
          `${fmt(r.api).padStart(6)} ms   ${fmt(r.api / Math.max(r.direct, 0.001))}`,
      );
    }
    for (const r of results)
      verdict(`${r.c.name}: API / direct SQL p50`, r.api / Math.max(r.direct, 0.001), { max: 1.5 });
    console.log('default view, first page with exact total');
    console.log(
      `  naive count(*) + offset (direct SQL) p50 ${fmt(naiveDefault.p50)} ms  p99 ${fmt(naiveDefault.p99)} ms`,
    );
    console.log(`  API (page + counter total)           p50 ${fmt(apiDefault)} ms`);
    verdict('default view: API / naive count p50', apiDefault / Math.max(naiveDefault.p50, 0.001), { max: 0.2 });
    console.log(
      `deep page: API page 25,000 p50 ${fmt(apiDeep.p50)} ms  p99 ${fmt(apiDeep.p99)} ms; page 1 p50 ` +
        `${fmt(apiDefault)} ms; ratio ${fmt(apiDeep.p50 / Math.max(apiDefault, 0.001))}`,
    );
    console.log(
      `export of ${exportRows} orders as a job: ${state} in ${fmt(exportSeconds, 1)} s ` +
        `(${fmt(exportRows / exportSeconds, 0)} rows/s)`,
    );
    console.log(
      `  event-loop delay meanwhile: p50 ${fmt(h.percentile(50) / 1e6)} ms  p99 ${fmt(h.percentile(99) / 1e6)} ms  ` +
        `max ${fmt(h.max / 1e6)} ms`,
    );
    verdict('event-loop delay p99 during the export', h.percentile(99) / 1e6, { max: 50, unit: 'ms' });
    if (during.length)
      console.log(
        `  default list answered meanwhile: ${during.length} requests, p50 ` +
          `${fmt(during[Math.floor(during.length / 2)]!)} ms, max ${fmt(during[during.length - 1]!)} ms`,
      );
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await orderListBench();
  finish();
}
