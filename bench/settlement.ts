/**
 * Settlement run at scale: 10,000 suppliers over 1M delivered order lines (BENCH_SUPPLIERS,
 * BENCH_SETTLE_LINES; `--small` for 1,000 over 100,000), four lines per order. Figures, all
 * measured in this run:
 * - the settlement run of last month (earning lines written per order part, net of commission,
 *   then batched per supplier; set-based statements per range of supplier ids) against one plain
 *   aggregate SQL of the same totals per supplier, and the two agree supplier by supplier;
 * - the server's event-loop delay while the run goes on, with an API list answered meanwhile.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { signInOverHttp } from '../apps/server/src/test-support/over-http.ts';
import { fmt, startBench } from './support.ts';
import { benchmark, finish, verdict } from './verdicts.ts';

const SMALL = process.argv.includes('--small') || process.env.BENCH_SMALL === '1';
const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? (SMALL ? 1_000 : 10_000));
const LINES = Number(process.env.BENCH_SETTLE_LINES ?? (SMALL ? 100_000 : 1_000_000));
const PER_ORDER = 4;

/** Last month, YYYY-MM (UTC), and a timestamp inside it. */
function lastMonth(): { period: string; at: string } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { period: d.toISOString().slice(0, 7), at: d.toISOString() };
}

/** Suppliers, then delivered orders of one supplier each with four lines, set-based. */
async function seed(run: (text: string) => Promise<unknown>, at: string): Promise<void> {
  await run(`insert into suppliers (name) select 'Bench settle ' || g from generate_series(1, ${SUPPLIERS}) g`);
  const orders = Math.ceil(LINES / PER_ORDER);
  const chunk = 50_000;
  for (let done = 0; done < orders; done += chunk) {
    const n = Math.min(chunk, orders - done);
    await run(`
      with sup as (select array_agg(id order by id) as ids from suppliers where name like 'Bench settle %'),
      g as (select g, (g * 2654435761) % 4294967296 as h from generate_series(${done + 1}, ${done + n}) g)
      insert into orders (number, supplier_id, customer_name, customer_email, address, currency, payment_status,
        state, fulfilment_status, paid_at, delivered_at, created_at)
      select 'SE' || g, sup.ids[1 + (h % ${SUPPLIERS})], 'Bench', 'bench@example.com', '{}'::jsonb, 'USD', 'paid',
        'active', 'delivered', '${at}'::timestamptz + make_interval(mins => (h % (27 * 24 * 60))::int),
        '${at}'::timestamptz + make_interval(mins => (h % (27 * 24 * 60))::int + 60 * 24),
        '${at}'::timestamptz
      from g, sup`);
  }
  await run(`insert into order_lines (order_id, product_id, supplier_id, warehouse_id, sku, name, unit_price, quantity,
      shipped_quantity)
    select o.id, 900000 + k, o.supplier_id, 1, 'SE-' || k, '{}'::jsonb, 500 + (o.id * 7 + k * 13) % 9000,
      1 + (o.id + k) % 3, 1 + (o.id + k) % 3
    from orders o, generate_series(1, ${PER_ORDER}) k where o.number like 'SE%'`);
  await run('analyze');
}

/** The same totals in one plain aggregate: per supplier, goods value less each line's commission. */
function aggregateSql(defaultBp: number): string {
  return `
    select l.supplier_id::int as id,
      sum(round((l.unit_price * l.quantity - l.discount)::numeric / coalesce(nullif(o.rate, 0), 1))
        - round(round((l.unit_price * l.quantity - l.discount)::numeric / coalesce(nullif(o.rate, 0), 1))
          * coalesce(cr.rate_bp, lr.rate_bp, g.commission_rate, ${defaultBp}) / 10000))::bigint as total
    from order_lines l
    join orders o on o.id = l.order_id
    left join products p on p.id = l.product_id
    left join supplier_profiles sp on sp.supplier_id = l.supplier_id
    left join supplier_groups g on g.id = sp.group_id and g.enabled
    left join supplier_commission_rates cr on cr.scope = 'category' and cr.scope_id = p.category_id
    left join supplier_commission_rates lr on lr.scope = 'level' and lr.scope_id = sp.level_id
    where o.number like 'SE%' and o.generated = false and o.state in ('active', 'completed')
      and o.payment_status = 'paid' and (o.state = 'completed' or o.fulfilment_status = 'delivered')
    group by l.supplier_id`;
}

export async function settlementBench(): Promise<void> {
  benchmark('settlement');
  const bench = await startBench();
  const { raw } = bench.database;
  const services = bench.app.services;
  const { period, at } = lastMonth();
  try {
    const t0 = performance.now();
    await seed((text) => raw(text), at);
    const lines = (await raw(`select count(*)::int as n from order_lines where sku like 'SE-%'`)).rows[0]!.n;
    console.log(
      `seeded ${SUPPLIERS} suppliers and ${lines} delivered order lines in ` +
        `${fmt((performance.now() - t0) / 1000, 1)} s (${bench.database.kind})`,
    );
    const { commissionRate } = (await services.settings.get('supplier').current()) as { commissionRate: number };

    // The baseline: the same totals in one plain aggregate statement.
    const d0 = performance.now();
    const aggregate = await raw(aggregateSql(commissionRate));
    const directMs = performance.now() - d0;

    // The run, while the event loop is watched and the API answers a list.
    const ak = await signInOverHttp(bench.url, 'admin', 'admin123456');
    const h = monitorEventLoopDelay({ resolution: 10 });
    const answered: number[] = [];
    let failed = 0;
    let running = true;
    const api = (async () => {
      while (running) {
        const q0 = performance.now();
        try {
          const res = await fetch(`${bench.url}/admin/supply/settlement/list?pageSize=20`, { headers: { ak } });
          await res.arrayBuffer();
          if (!res.ok) failed++;
        } catch {
          failed++;
        }
        answered.push(performance.now() - q0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    h.enable();
    // the run's two steps timed apart: the earnings (the ledger job's step), then the run itself
    // (which syncs again, finding nothing new, and batches)
    const r0 = performance.now();
    const synced = await services.supplierLedger.sync(bench.database.db, commissionRate);
    const syncMs = performance.now() - r0;
    const report = await services.settlements.run(period);
    const runMs = performance.now() - r0;
    h.disable();
    running = false;
    await api;
    answered.sort((a, b) => a - b);

    // Every bench supplier's batch total equals the aggregate's.
    const batches = await raw(`select s.supplier_id::int as id, s.total::bigint as total from supplier_settlements s
      join suppliers sp on sp.id = s.supplier_id where sp.name like 'Bench settle %' and s.period = '${period}'`);
    const byId = new Map(batches.rows.map((b) => [Number(b.id), Number(b.total)]));
    let differ = 0;
    for (const a of aggregate.rows) if (byId.get(Number(a.id)) !== Number(a.total)) differ++;
    if (differ) throw new Error(`${differ} suppliers' batch totals differ from the aggregate`);

    const p99 = h.percentile(99) / 1e6;
    console.log(`\n== Settlement run (${SUPPLIERS} suppliers, ${lines} order lines, ${bench.database.kind}) ==`);
    console.log(`one plain aggregate SQL of the totals:  ${fmt(directMs, 0)} ms (${aggregate.rows.length} suppliers)`);
    console.log(
      `settlement run: ${fmt(runMs, 0)} ms (${synced.earnings + report.earnings} earning lines, ` +
        `${report.batches} batches, ` +
        `${report.lines} lines batched); run / aggregate ${fmt(runMs / Math.max(directMs, 0.001))}`,
    );
    console.log(
      `  of which earnings ${fmt(syncMs, 0)} ms (${synced.earnings} lines), batching ${fmt(runMs - syncMs, 0)} ms`,
    );
    console.log(
      `  event-loop delay p99 ${fmt(p99)} ms, max ${fmt(h.max / 1e6)} ms; API list answered ${answered.length} ` +
        `times meanwhile (${failed} failed), p50 ${fmt(answered[Math.floor(answered.length / 2)] ?? 0)} ms, ` +
        `p99 ${fmt(answered[Math.floor(answered.length * 0.99)] ?? 0)} ms, max ${fmt(answered.at(-1) ?? 0)} ms`,
    );
    console.log(`batch totals equal the aggregate's for all ${aggregate.rows.length} suppliers`);
    verdict('settlement run / one SQL aggregate', runMs / Math.max(directMs, 0.001), { max: 2 });
    verdict('event-loop delay p99 during the run', p99, { max: 50, unit: 'ms' });
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await settlementBench();
  finish();
}
