/**
 * Scorecard recomputation at scale: 10,000 suppliers over 1M orders (BENCH_SUPPLIERS,
 * BENCH_SCORE_ORDERS; `--small` for 1,000 over 100,000). Figures, all measured in this run:
 * - the scheduled job (scores in chunks of suppliers, one statement each, sized to hold the event
 *   loop about 20 ms (nextChunk); stored, levels stamped, then suppliers moved by the bands)
 *   against one set-based SQL aggregate of the same figures for every supplier at once (the
 *   job's own `scoreQuery`, run on the raw client), and the two agree supplier by supplier;
 * - a second run (steady state: few suppliers change level) against the same aggregate;
 * - the server's event-loop delay while the job runs, with an API list answered meanwhile.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SCORE_CHUNK } from '../apps/server/src/modules/supply/level/scorecard.ts';
import { scoreQuery } from '../apps/server/src/modules/supply/level/score-repository.ts';
import { fmt, render, startBench } from './support.ts';
import { benchmark, finish, verdict } from './verdicts.ts';
import { signInOverHttp } from '../apps/server/src/test-support/over-http.ts';

const SMALL = process.argv.includes('--small') || process.env.BENCH_SMALL === '1';
const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? (SMALL ? 1_000 : 10_000));
const ORDERS = Number(process.env.BENCH_SCORE_ORDERS ?? (SMALL ? 100_000 : 1_000_000));

/** Suppliers with profiles, then orders, shipments, reviews, violations, marks and inspections, set-based. */
async function seed(run: (text: string) => Promise<unknown>): Promise<void> {
  await run(`insert into suppliers (name) select 'Bench supplier ' || g from generate_series(1, ${SUPPLIERS}) g`);
  await run(`insert into supplier_profiles (supplier_id, enterprise_name, registration_number, tax_id, address,
      licence_number, legal_person_name, legal_person_id_number, operator_name, operator_phone, operator_email,
      contact_phone, level_id)
    select s.id, s.name, 'R', 'T' || s.id, 'A', 'L', 'P', 'I' || s.id, 'O', '1', 'o@example.com', '1' || s.id,
      (select min(id) from supplier_levels)
    from suppliers s where s.name like 'Bench supplier %' on conflict do nothing`);
  const chunk = 100_000;
  for (let done = 0; done < ORDERS; done += chunk) {
    const n = Math.min(chunk, ORDERS - done);
    await run(`
      with sup as (select array_agg(id order by id) as ids from suppliers where name like 'Bench supplier %'),
      g as (select g, (g * 2654435761) % 4294967296 as h from generate_series(${done + 1}, ${done + n}) g)
      insert into orders (number, supplier_id, customer_name, customer_email, address, currency, payment_status,
        state, paid_at, created_at)
      select 'SC' || g, sup.ids[1 + (h % ${SUPPLIERS})], 'Bench', 'bench@example.com', '{}'::jsonb, 'USD', 'paid',
        'active', now() - make_interval(mins => (h % (89 * 24 * 60))::int),
        now() - make_interval(mins => (h % (89 * 24 * 60))::int)
      from g, sup`);
  }
  await run(`insert into shipments (order_id, supplier_id, waybill, provider_id, shipped_on, created_at)
    select o.id, o.supplier_id, 'SCW' || o.id, (select min(id) from logistics_providers),
      o.paid_at + make_interval(hours => (o.id % 72)::int), o.paid_at + make_interval(hours => (o.id % 60)::int)
    from orders o where o.number like 'SC%' and o.id % 10 <> 0`);
  await run(`insert into reviews (product_id, supplier_id, customer_name, rating, status, created_at)
    select (select min(id) from products), o.supplier_id, 'Bench', 1 + (o.id % 5)::int, 'passed', o.paid_at
    from orders o where o.number like 'SC%' and o.id % 5 = 0`);
  await run(`insert into violation_types (code, name, points) values ('bench', '{"en":"Bench"}'::jsonb, 2)
    on conflict do nothing`);
  await run(`insert into supplier_violations (supplier_id, type_id, occurred_at, info, points, points_expire_at,
      actor_name)
    select s.id, (select min(id) from violation_types), now() - interval '3 days', 'bench', 1 + s.id % 6,
      now() + interval '300 days', 'bench'
    from suppliers s where s.name like 'Bench supplier %' and s.id % 3 = 0`);
  await run(`insert into supplier_marks (supplier_id, order_id, mark, actor_name)
    select o.supplier_id, o.id, 1 + (o.id % 5)::int, 'bench' from orders o
    where o.number like 'SC%' and o.id % 50 = 0 on conflict do nothing`);
  // one inspection per 20 orders, decided within the window (one in four failed), a few still open
  await run(`insert into inspections (supplier_id, product_id, warehouse_id, lot, quantity, origin, state,
      inspected_at)
    select o.supplier_id, (select min(id) from products), (select min(id) from warehouses), 'SCL' || o.id, 10,
      'received',
      case when o.id % 7 = 0 then 'under_inspection' when (o.id / 20) % 4 = 0 then 'failed' else 'approved' end,
      case when o.id % 7 = 0 then null else o.paid_at + interval '2 days' end
    from orders o where o.number like 'SC%' and o.id % 20 = 0`);
  await run('analyze');
}

export async function scorecardBench(): Promise<void> {
  benchmark('scorecard');
  const bench = await startBench();
  const { raw } = bench.database;
  const db = bench.database.db;
  const services = bench.app.services;
  try {
    const t0 = performance.now();
    await seed((text) => raw(text));
    const counted = (await raw(`select count(*)::int as n from orders where number like 'SC%'`)).rows[0]!.n;
    console.log(
      `seeded ${SUPPLIERS} suppliers and ${counted} orders in ${fmt((performance.now() - t0) / 1000, 1)} s ` +
        `(${bench.database.kind})`,
    );

    // The baseline: the same figures for every supplier in one statement.
    const inputs = await services.scorecards.inputs(new Date());
    const direct = render(scoreQuery('all', inputs));
    const d0 = performance.now();
    const aggregate = await raw(direct.sql, direct.params);
    const directMs = performance.now() - d0;

    // The job, while the event loop is watched and the API answers a list.
    const ak = await signInOverHttp(bench.url, 'admin', 'admin123456');
    const runJob = async () => {
      const h = monitorEventLoopDelay({ resolution: 10 });
      // a 10 ms ticker too: the largest gap between its ticks is the longest stretch the loop was held
      let last = performance.now();
      let held = 0;
      const ticker = setInterval(() => {
        const now = performance.now();
        held = Math.max(held, now - last - 10);
        last = now;
      }, 10);
      const answered: number[] = [];
      let running = true;
      const api = (async () => {
        while (running) {
          const q0 = performance.now();
          const res = await fetch(`${bench.url}/admin/supplier/level?pageSize=20`, { headers: { ak } });
          await res.arrayBuffer();
          answered.push(performance.now() - q0);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      h.enable();
      const j0 = performance.now();
      const report = await services.scorecards.runAll(db);
      const ms = performance.now() - j0;
      h.disable();
      clearInterval(ticker);
      held = Math.max(held, performance.now() - last - 10);
      running = false;
      await api;
      answered.sort((a, b) => a - b);
      return { report, ms, p99: h.percentile(99) / 1e6, max: h.max / 1e6, held, answered };
    };
    const first = await runJob();
    const second = await runJob();

    // The job stored exactly the aggregate's figures.
    const stored = await raw(
      `select supplier_id::int as id, score, orders, components from supplier_scores where period = $1`,
      [first.report.period],
    );
    type Stored = {
      score: number | null;
      orders: number;
      components: { onTime: number | null; inspections: number | null };
    };
    const byId = new Map(stored.rows.map((r) => [Number(r.id), r as unknown as Stored]));
    let differ = 0;
    for (const r of aggregate.rows) {
      const s = byId.get(Number(r.supplierId));
      const same =
        s &&
        s.score === r.score &&
        Number(s.orders) === Number(r.orders) &&
        s.components.onTime === r.onTime &&
        s.components.inspections === r.inspections;
      if (!same) differ++;
    }
    if (differ) throw new Error(`${differ} suppliers' stored scores differ from the aggregate`);
    const levelled = await db.execute(sql`select count(*)::int as n from supplier_profiles where level_id is not null`);
    const levels = (levelled as unknown as { rows: { n: number }[] }).rows[0];

    console.log(`\n== Scorecard recomputation (${SUPPLIERS} suppliers, ${counted} orders, ${bench.database.kind}) ==`);
    console.log(
      `one set-based SQL aggregate, every supplier:   ${fmt(directMs, 0)} ms (${aggregate.rows.length} rows)`,
    );
    for (const [name, r] of [
      ['first run (moves levels)', first],
      ['second run (steady state)', second],
    ] as const) {
      console.log(
        `job, ${name}: ${fmt(r.ms, 0)} ms, ${r.report.scored} scored, ${r.report.changed} changed level; ` +
          `job / aggregate ${fmt(r.ms / Math.max(directMs, 0.001))}`,
      );
      console.log(
        `  event-loop delay p99 ${fmt(r.p99)} ms, max ${fmt(r.max)} ms, longest hold ${fmt(r.held)} ms; ` +
          `API list answered ${r.answered.length} ` +
          `times meanwhile, p50 ${fmt(r.answered[Math.floor(r.answered.length / 2)] ?? 0)} ms, max ` +
          `${fmt(r.answered.at(-1) ?? 0)} ms`,
      );
    }
    console.log(
      `stored figures equal the aggregate's for all ${aggregate.rows.length} suppliers; ${levels!.n} levelled`,
    );
    console.log(
      `(the job scored ${SCORE_CHUNK} suppliers in its first statement, then as many as keep the event loop ` +
        `held about 20 ms: ${first.report.statements} and ${second.report.statements} statements)`,
    );
    verdict('steady-state job / one SQL aggregate', second.ms / Math.max(directMs, 0.001), { max: 3 });
    verdict('event-loop delay p99 during the job', second.p99, { max: 50, unit: 'ms' });
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await scorecardBench();
  finish();
}
