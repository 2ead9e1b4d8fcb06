import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSocket } from '../../test-support/live-socket.ts';
import { multipartFile } from '../../test-support/multipart.ts';
import { signInOverHttp, spawnServer, type ServerProcess } from '../../test-support/over-http.ts';
import { adminUrl, databaseUrlFor, seededTemplateDb } from '../../test-support/paths.ts';

/**
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer; the
 * test's own client sends a bounded load of reads and writes round-robin and retries a write that
 * got no answer on the other instance with the same Idempotency-Key, as the console does. One
 * instance is killed (SIGKILL) in the middle. Runs where PostgreSQL and Redis answer (CI's second pass).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const WRITES = 60;
const CONCURRENCY = 4;
const JOB_STALE_SECONDS = 20;

interface Instance extends ServerProcess {
  name: string;
  dataDir: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!DATABASE_URL || !REDIS_URL)('two instances, one killed in the middle', () => {
  const name = `shop_two_${process.pid}_${Date.now().toString(36)}`;
  const url = DATABASE_URL ? databaseUrlFor(DATABASE_URL, name) : '';
  let client: pg.Client;
  const instances: Instance[] = [];

  async function start(label: string): Promise<Instance> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-two-${label}-`));
    const server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      REDIS_URL,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_IP_LIMIT: '10000',
      // one secret pair for both (cookies, sealed settings: the template's were sealed with this key)
      COOKIE_SECRET: 'two-instances-cookie-secret-0123456789abcdef',
      SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789abcd',
      JOB_STALE_SECONDS: String(JOB_STALE_SECONDS),
      IDEMPOTENCY_LEASE_SECONDS: '3',
      WEB_DIST: path.join(dataDir, 'none'),
    });
    const instance = { ...server, name: label, dataDir };
    instances.push(instance);
    return instance;
  }

  const login = (on: Instance, username: string, password: string) => signInOverHttp(on.url, username, password);

  const count = async (text: string, params: unknown[] = []) => Number((await client.query(text, params)).rows[0].n);

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl(DATABASE_URL!) });
    await admin.connect();
    await admin.query(`create database ${name} template ${seededTemplateDb()}`);
    await admin.end();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });

  afterAll(async () => {
    for (const i of instances) {
      if (i.child.exitCode === null) i.child.kill('SIGKILL');
      rmSync(i.dataDir, { recursive: true, force: true });
    }
    await client?.end();
    const admin = new pg.Client({ connectionString: adminUrl(DATABASE_URL!) });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('every write commits once, the dead instance job is taken over, live pushes reach the survivor', async () => {
    const a = await start('a');
    const adminAk = await login(a, 'admin', 'admin123456');
    const supplierAk = await login(a, 'supplier', 'supplier123456');

    // A long import, started while A is the only instance: A runs it.
    const rows = ['number,sku,name_zh-CN,name_en,name_es,name_ja,price'];
    for (let i = 1; i <= 100_000; i++) {
      const name = `Two instances ${i}`;
      rows.push(`TWO-${i},TWO-SKU-${i},${name},${name},${name},${name},1.00`);
    }
    const { payload, headers } = multipartFile('file', 'two.csv', 'text/csv', Buffer.from(rows.join('\n')));
    const started = await fetch(`${a.url}/api/import/products`, {
      method: 'POST',
      headers: { ...headers, ak: adminAk, 'idempotency-key': 'two-import-0001' },
      body: payload,
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const jobId = ((await started.json()) as { data: { jobId: number } }).data.jobId;
    const jobState = async () =>
      (await client.query('select state, error, processed, total from jobs where id = $1', [jobId])).rows[0] as {
        state: string;
        error: { code?: string } | null;
        processed: number;
        total: number;
      };
    for (let i = 0; i < 200 && (await jobState()).state === 'queued'; i++) await sleep(100);
    expect((await jobState()).state).toBe('running');

    const b = await start('b');
    // A browser connected to the survivor, bound to the admin's session.
    const socket = await LiveSocket.connect(b.port);
    const hello = await socket.auth(adminAk);
    expect(
      (await fetch(`${b.url}/admin/api/BindAdmin?client_id=${hello.client_id}`, { headers: { ak: adminAk } })).status,
    ).toBe(200);
    const feedbackCount = (m: { type: string; data?: unknown }) =>
      (m.data as { list?: { name: string; value: number }[] } | undefined)?.list?.find((c) => c.name === 'feedback')
        ?.value ?? -1;
    const firstCounts = feedbackCount(await socket.next((m) => m.type === 'new_count', 10_000));
    // A change through A reaches the socket held by B (Redis).
    const viaA = await fetch(`${a.url}/admin/help/suggest/add`, {
      method: 'POST',
      headers: { ak: supplierAk, 'content-type': 'application/json' },
      body: JSON.stringify({ suggest: 'Through A' }),
    });
    expect(viaA.status).toBe(200);
    expect(feedbackCount(await socket.next((m) => m.type === 'new_count', 10_000))).toBe(firstCounts + 1);

    // The load: WRITES groups added round-robin, CONCURRENCY at a time, each retried on the
    // other instance with its key until it has an answer; a read between writes. A dies after a third.
    const alive = new Set([a, b]);
    const outcomes: { i: number; status: number; code?: number; msg?: string; attempts: number }[] = [];
    let next = 0;
    let done = 0;
    let killedAt = -1;
    let jobAtKill: Awaited<ReturnType<typeof jobState>> | undefined;
    const unanswered = new Set<number>();
    const write = async (i: number) => {
      const key = `two-write-${String(i).padStart(4, '0')}`;
      const body = JSON.stringify({ name: `Two instances ${i}`, permissions: [] });
      for (let attempt = 0; attempt < 40; attempt++) {
        const on = attempt % 2 === i % 2 ? a : b;
        if (!alive.has(on)) continue;
        try {
          const res = await fetch(`${on.url}/admin/setting/group/add`, {
            method: 'POST',
            headers: {
              ak: adminAk,
              'content-type': 'application/json',
              'idempotency-key': key,
              'accept-language': 'en',
            },
            body,
          });
          const answer = (await res.json()) as { code: number; msg: string };
          // Still being processed (by an instance that may have died): ask again a little later.
          if (answer.msg === SERVER_MESSAGES.en['common.idempotency_in_progress']) {
            await sleep(500);
            continue;
          }
          if (res.status >= 500) continue;
          outcomes.push({ i, status: res.status, code: answer.code, msg: answer.msg, attempts: attempt + 1 });
          return;
        } catch {
          // no answer: the instance died under the request; the same key goes to the other one
          unanswered.add(i);
          await sleep(100);
        }
      }
      outcomes.push({ i, status: 0, attempts: 40 });
    };
    // A read goes to the next instance alive; one cut off by the kill is sent again to the survivor.
    const read = async (n: number): Promise<number> => {
      for (let attempt = 0; ; attempt++) {
        const reader = [...alive][(n + attempt) % alive.size]!;
        try {
          const list = await fetch(`${reader.url}/admin/setting/group`, { headers: { ak: adminAk } });
          await list.arrayBuffer();
          return list.status;
        } catch (err) {
          if (attempt >= 3) throw err;
          await sleep(100);
        }
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < WRITES) {
        const i = next++;
        await write(i);
        done++;
        expect(await read(done)).toBe(200);
        if (killedAt < 0 && done >= WRITES / 3) {
          killedAt = done;
          jobAtKill = await jobState();
          expect(jobAtKill.state).toBe('running');
          alive.delete(a);
          a.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(workers);
    expect(killedAt).toBeGreaterThan(0);
    expect(a.child.signalCode ?? (await new Promise((r) => a.child.once('exit', (_c, s) => r(s))))).toBe('SIGKILL');

    // Every write has an answer, and every one committed exactly once.
    expect(outcomes).toHaveLength(WRITES);
    const tally: Record<string, number> = {};
    for (const o of outcomes) tally[o.status] = (tally[o.status] ?? 0) + 1;
    process.stderr.write(
      `two instances: A killed after ${killedAt} of ${WRITES} writes, its import at ` +
        `${jobAtKill?.processed}/${jobAtKill?.total} rows; ` +
        `${unanswered.size} sent to A got no answer and were retried on B; answers ${JSON.stringify(tally)}\n`,
    );
    for (const o of outcomes) {
      // carried out, answered; or carried out by the dead instance, whose answer was lost
      const done = o.status === 409 && o.msg === SERVER_MESSAGES.en['common.idempotency_done'];
      expect(o.status === 200 || done, JSON.stringify(o)).toBe(true);
    }
    const groups = await client.query(
      `select name, count(*)::int as n from admin_groups where name like 'Two instances %' group by name`,
    );
    expect(groups.rows).toHaveLength(WRITES);
    for (const g of groups.rows) expect(g.n, g.name).toBe(1);

    // The import A was running is failed as interrupted by B once A's heartbeat is stale.
    const deadline = Date.now() + (JOB_STALE_SECONDS + 30) * 1000;
    while ((await jobState()).state === 'running' && Date.now() < deadline) await sleep(500);
    const job = await jobState();
    expect(job.state).toBe('failed');
    expect(job.error?.code).toBe('job.interrupted');
    // all or nothing: none of its rows went in
    expect(await count(`select count(*)::int as n from products where sku like 'TWO-SKU-%'`)).toBe(0);

    // Live pushes keep reaching the browser connected to the survivor.
    const viaB = await fetch(`${b.url}/admin/help/suggest/add`, {
      method: 'POST',
      headers: { ak: supplierAk, 'content-type': 'application/json' },
      body: JSON.stringify({ suggest: 'Through B' }),
    });
    expect(viaB.status).toBe(200);
    expect(feedbackCount(await socket.next((m) => m.type === 'new_count', 10_000))).toBe(firstCounts + 2);
    socket.ws.close();
  }, 300_000);
});
