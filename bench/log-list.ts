/**
 * Operation-log list at scale: 100k audit rows; the authenticated API page (p50/p99 at 10
 * connections) against the same page query run directly on the database (built by the repository's own
 * `logListQuery`, run on the raw client), printed as a ratio;
 * login throughput; event-loop delay during the runs.
 */
import { logApi } from '@shop/shared';
import { logListQuery } from '../apps/server/src/modules/setting/log/repository.ts';
import { seedAuditRows } from '../apps/server/src/seed/scale.ts';
import { directList, fmt, listQuery, load, measure, startBench } from './support.ts';
import { benchmark, finish, verdict } from './verdicts.ts';

const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

export async function logListBench(): Promise<void> {
  benchmark('log');
  const bench = await startBench();
  const { db } = bench.database;
  try {
    const t0 = performance.now();
    await seedAuditRows(db, ROWS, 1, 'admin');
    console.log(`seeded ${ROWS} audit rows in ${fmt((performance.now() - t0) / 1000, 1)} s (${bench.database.kind})`);

    const csrf = await fetch(`${bench.url}/api/verify/csrf`);
    const cookie = String(csrf.headers.get('set-cookie')).split(';')[0]!;
    const token = ((await csrf.json()) as { data: { csrf_token: string } }).data.csrf_token;
    const loginBody = JSON.stringify({
      username: 'admin',
      password: 'admin123456',
      csrf_token: token,
      submit: 'login',
    });
    const login = await fetch(`${bench.url}/admin/passport/login`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: loginBody,
    });
    const ak = ((await login.json()) as { data: { ak: string } }).data.ak;

    const pageQs = 'page=1&pageSize=20';
    const pageUrl = `${bench.url}/admin/setting/log?${pageQs}`;
    const check = (await (await fetch(pageUrl, { headers: { ak } })).json()) as {
      code: number;
      data: { list: unknown[]; total: number };
    };
    if (check.code !== 200 || check.data.list.length !== 20 || check.data.total < ROWS)
      throw new Error(`unexpected list answer: ${JSON.stringify(check).slice(0, 200)}`);

    // The statement the unfiltered list runs (the page, with the slot counter's exact total read in the same
    // statement), as the repository builds it; and, for reference, the bare page without any total.
    const pageQuery = directList(bench.database, logListQuery(db, listQuery(logApi.list.query, pageQs)));
    const same = await pageQuery();
    if (same.rows !== check.data.list.length) throw new Error(`direct SQL answers ${same.rows} rows`);
    const barePage = () =>
      bench.database.raw(`select id, actor_id, actor_name, action, entity, entity_id, ip, created_at from audit_log
      order by id desc limit 20 offset 0`);
    for (let i = 0; i < 200; i++) await pageQuery();
    const raw = await measure(pageQuery, CONNECTIONS, SECONDS);
    const rawBare = await measure(barePage, CONNECTIONS, SECONDS);
    await load(pageUrl, { connections: CONNECTIONS, seconds: 2, headers: { ak } });
    const api = await load(pageUrl, { connections: CONNECTIONS, seconds: SECONDS, headers: { ak } });
    const api1 = await load(pageUrl, { connections: 1, seconds: Math.max(3, SECONDS / 2), headers: { ak } });
    const raw1 = await measure(pageQuery, 1, Math.max(3, SECONDS / 2));

    const logins = await load(`${bench.url}/admin/passport/login`, {
      connections: 4,
      seconds: Math.max(3, SECONDS / 2),
      method: 'POST',
      body: loginBody,
      headers: { cookie, 'content-type': 'application/json' },
    });

    console.log(`\n== Operation log list (${ROWS} rows), 10 connections ==`);
    console.log(
      `raw SQL page query (with total) p50 ${fmt(raw.p50)} ms  p99 ${fmt(raw.p99)} ms  (${fmt(raw.ops, 0)} queries/s)`,
    );
    console.log(`raw SQL bare page (no total)    p50 ${fmt(rawBare.p50)} ms  p99 ${fmt(rawBare.p99)} ms`);
    console.log(
      `API GET /admin/setting/log p50 ${fmt(api.p50)} ms  p99 ${fmt(api.p99)} ms  ${fmt(api.rps, 0)} req/s  errors ` +
        `${api.errors} non-2xx ${api.non2xx}`,
    );
    console.log(
      `ratio API p50 / raw page query p50 = ${fmt(api.p50 / Math.max(raw.p50, 0.001))}  (difference ` +
        `${fmt(api.p50 - raw.p50)} ms)`,
    );
    console.log(`ratio API p50 / raw bare page p50 = ${fmt(api.p50 / Math.max(rawBare.p50, 0.001))}`);
    console.log(
      `event-loop delay during API run: p50 ${fmt(api.loopDelayP50)} ms  p99 ${fmt(api.loopDelayP99)} ms  max ` +
        `${fmt(api.loopDelayMax)} ms`,
    );
    verdict('event-loop delay p99 during the 10-connection API run', api.loopDelayP99, { max: 50, unit: 'ms' });
    console.log('\n== Same, 1 connection ==');
    console.log(
      `raw SQL page query p50 ${fmt(raw1.p50)} ms; API p50 ${fmt(api1.p50)} ms p99 ${fmt(api1.p99)} ms; ratio ` +
        `${fmt(api1.p50 / Math.max(raw1.p50, 0.001))}`,
    );
    console.log('\n== Login (argon2id 19 MiB, t=2), 4 connections ==');
    console.log(
      `logins/s ${fmt(logins.rps, 1)}  p50 ${fmt(logins.p50)} ms  p99 ${fmt(logins.p99)} ms  non-2xx ` +
        `${logins.non2xx}  event-loop delay p99 ${fmt(logins.loopDelayP99)} ms`,
    );
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await logListBench();
  finish();
}
