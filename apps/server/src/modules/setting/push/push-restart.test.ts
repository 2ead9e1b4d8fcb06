import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../platform/db/database.ts';
import { MailSink } from '../../../test-support/mail-sink.ts';
import { signInOverHttp, spawnServer, type ServerProcess } from '../../../test-support/over-http.ts';
import { adminUrl, databaseUrlFor, seededTemplateDb, seededTemplateFile } from '../../../test-support/paths.ts';

/**
 * Exactly once across a killed process: the real server sends a push to 30 customers through a
 * local SMTP sink, which kills the server (SIGKILL) when the 10th message arrives and never
 * answers it, nor any message after it until the server is back. The restarted server resumes the
 * push; the sink ends with exactly one message per recipient. On PGlite (a data directory) and
 * on PostgreSQL (a database of its own) alike.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const RECIPIENTS = 30;
const KILL_AT = 10;
const MARKER = 'Restart-proof';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('e-mail push across a killed and restarted server', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-push-kill-'));
  const dbName = `shop_push_kill_${process.pid}_${Date.now().toString(36)}`;
  const url = DATABASE_URL ? databaseUrlFor(DATABASE_URL, dbName) : undefined;
  const sink = new MailSink();
  let server: ServerProcess | null = null;
  /** the server was killed: nothing it sent is answered any more */
  let dead = false;
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `kill-${i + 1}@example.com`);

  async function sql(text: string, params: unknown[] = []) {
    if (url) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(text, params)).rows;
      } finally {
        await c.end();
      }
    }
    const d = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), migrate: false });
    try {
      return (await d.raw(text, params)).rows;
    } finally {
      await d.close();
    }
  }

  const start = () =>
    spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOGIN_IP_LIMIT: '10000',
      COOKIE_SECRET: 'push-kill-cookie-secret-0123456789abcdef0123',
      SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789abcd',
      STORE_BASE_URL: 'https://shop.example.com/',
      WEB_DIST: path.join(dataDir, 'none'),
      // on PostgreSQL the restarted server takes the killed job over once its heartbeat is this old
      JOB_STALE_SECONDS: '5',
    });

  beforeAll(async () => {
    if (url) {
      const admin = new pg.Client({ connectionString: adminUrl(DATABASE_URL!) });
      await admin.connect();
      await admin.query(`create database ${dbName} template ${seededTemplateDb()}`);
      await admin.end();
    } else {
      const d = await openDatabase({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(seededTemplateFile())]),
        migrate: false,
      });
      await d.close();
    }
    const [group] = await sql(`insert into customer_groups (name) values ($1) returning id`, [
      JSON.stringify({ 'zh-CN': '重启', en: 'Restart', es: 'Reinicio', ja: '再起動' }),
    ]);
    for (const [i, email] of emails.entries())
      await sql(`insert into customers (email, name, password_hash, group_id) values ($1, $2, 'x', $3)`, [
        email,
        `Kill ${i + 1}`,
        group!.id,
      ]);
    sink.beforeAnswer = async (_mail, n) => {
      if (n === KILL_AT && !dead) {
        dead = true;
        server?.child.kill('SIGKILL');
      }
      if (dead) await new Promise(() => undefined);
    };
    const port = await sink.start();
    server = await start();
    const ak = await signInOverHttp(server.url, 'admin', 'admin123456');
    const post = async (p: string, body: unknown) => {
      const res = await fetch(`${server!.url}${p}`, {
        method: 'POST',
        headers: { ak, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; data: Record<string, unknown> };
      if (res.status !== 200) throw new Error(`${p}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const mail = await (await fetch(`${server.url}/admin/setting/mail`, { headers: { ak } })).json();
    const { updatedAt: _u, passwordSet: _p, ...values } = (mail as { data: Record<string, unknown> }).data;
    await post('/admin/setting/mail/edit', { ...values, host: '127.0.0.1', port, user: '', pushRatePerMinute: 0 });
    const push = await post('/admin/push/add', {
      name: MARKER,
      subject: { 'zh-CN': `${MARKER} {{customer_name}}`, en: '', es: '', ja: '' },
      body: {
        'zh-CN': '<p>{{customer_name}}</p><p><a href="{{unsubscribe_url}}">退订</a></p>',
        en: '',
        es: '',
        ja: '',
      },
      audience: { kind: 'customers', groupIds: [Number(group!.id)] },
      // One connection (20 a second): each message leaves after the previous one's 250 was recorded, so the one
      // the sink holds back is the only one in flight when the kill lands (see sender.ts on the 250-to-commit instant).
      ratePerMinute: 1200,
    });
    await post('/admin/push/send', { id: push.id, version: push.version });
  }, 240_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await sink.close();
    if (url) {
      const admin = new pg.Client({ connectionString: adminUrl(DATABASE_URL!) });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each recipient exactly one message, the unanswered one again after the restart', async () => {
    const first = server!;
    for (let i = 0; i < 600 && first.child.exitCode === null && first.child.signalCode === null; i++) await sleep(100);
    expect(first.child.signalCode).toBe('SIGKILL');
    const before = sink.about(MARKER).length;
    expect(before).toBe(KILL_AT - 1);

    dead = false;
    server = await start();
    for (let i = 0; i < 600 && sink.about(MARKER).length < RECIPIENTS; i++) await sleep(100);
    await sleep(1500); // a second copy would arrive meanwhile
    const got = sink.about(MARKER).map((m) => (m.to as { text: string }).text);
    expect(got.sort()).toEqual([...emails].sort());
    // Read over HTTP: the embedded database belongs to the running server.
    const ak = await signInOverHttp(server.url, 'admin', 'admin123456');
    let push: Record<string, unknown> = {};
    for (let i = 0; i < 100 && push.status !== 'done'; i++) {
      const list = await (await fetch(`${server.url}/admin/push/list?keyword=${MARKER}`, { headers: { ak } })).json();
      push = (list as { data: { list: Record<string, unknown>[] } }).data.list[0] ?? {};
      if (push.status !== 'done') await sleep(100);
    }
    expect(push).toMatchObject({ status: 'done', sent: RECIPIENTS, total: RECIPIENTS, failed: 0 });
    // The killed job failed as interrupted at the restart; the next one finished the push.
    server.child.kill('SIGTERM');
    for (let i = 0; i < 300 && server.child.exitCode === null; i++) await sleep(100);
    const jobs = await sql(`select state, error from jobs where kind = 'push.send' order by id`);
    expect(jobs.map((j) => j.state)).toEqual(['failed', 'done']);
    expect(jobs[0]!.error).toEqual({ code: 'job.interrupted' });
  }, 240_000);
});
