/**
 * E-mail push at scale: a push to 100,000 customers through the real send endpoint and job into a
 * local SMTP sink (its own process): messages per second with the rate limit raised to unlimited,
 * and the API's event-loop delay p99 meanwhile (target < 50 ms), while the console polls the list.
 * First a short push at a configured rate shows how closely the rate is kept (measured / configured).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { signInOverHttp } from '../apps/server/src/test-support/over-http.ts';
import { fmt, startBench, type Bench } from './support.ts';
import { benchmark, verdict } from './verdicts.ts';

const RECIPIENTS = Number(process.env.BENCH_PUSH_RECIPIENTS ?? 100_000);
const PACED = 300;
const PACED_RATE = 3_000; // a minute: 50 a second, on one connection

interface SinkCount {
  count: number;
  first: number;
  last: number;
}

function startSink(): Promise<{ child: ChildProcess; port: number; read: () => Promise<SinkCount> }> {
  const child = fork(path.resolve(import.meta.dirname, 'push-sink.ts'), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve) => {
    child.once('message', (m: { port: number }) =>
      resolve({
        child,
        port: m.port,
        read: () =>
          new Promise((r) => {
            child.once('message', (c: SinkCount) => r(c));
            child.send('count');
          }),
      }),
    );
  });
}

async function api(bench: Bench, ak: string, p: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${bench.url}${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ak, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (res.status !== 200) throw new Error(`${p}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Adds a push to a group and sends it; answers when done, with the sink's count and the API's figures meanwhile. */
async function sendAndWatch(bench: Bench, ak: string, groupId: number, name: string, rate: number) {
  const push = await api(bench, ak, '/admin/push/add', {
    name,
    subject: { 'zh-CN': `${name} {{customer_name}}`, en: '', es: '', ja: '' },
    body: {
      'zh-CN': '<p>{{customer_name}}，{{store_name}}</p><p><a href="{{unsubscribe_url}}">退订</a></p>',
      en: '',
      es: '',
      ja: '',
    },
    audience: { kind: 'customers', groupIds: [groupId] },
    ratePerMinute: rate,
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const polls: number[] = [];
  const t0 = performance.now();
  loop.enable();
  await api(bench, ak, '/admin/push/send', { id: push.id, version: push.version });
  let row: Record<string, unknown> = {};
  while (row.status !== 'done' && row.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 500));
    const p0 = performance.now();
    row = (await api(bench, ak, `/admin/push/info?id=${push.id}`)) ?? {};
    polls.push(performance.now() - p0);
  }
  loop.disable();
  const ms = performance.now() - t0;
  polls.sort((a, b) => a - b);
  return {
    row,
    ms,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    pollP99: polls[Math.min(polls.length - 1, Math.floor(polls.length * 0.99))] ?? 0,
  };
}

export async function pushBench(): Promise<void> {
  benchmark('push');
  const sink = await startSink();
  const bench = await startBench();
  try {
    const ak = await signInOverHttp(bench.url, 'admin', 'admin123456');
    const mail = await api(bench, ak, '/admin/setting/mail');
    const { updatedAt: _u, passwordSet: _p, ...values } = mail;
    await api(bench, ak, '/admin/setting/mail/edit', { ...values, host: '127.0.0.1', port: sink.port, user: '' });
    const group = async (label: string, n: number) => {
      const { rows } = await bench.database.raw(`insert into customer_groups (name) values ($1) returning id`, [
        JSON.stringify({ 'zh-CN': label, en: label, es: label, ja: label }),
      ]);
      const id = Number(rows[0]!.id);
      await bench.database.raw(
        `insert into customers (email, name, password_hash, group_id, search_text)
         select $1 || i || '@bench.example.com', 'Bench ' || i, 'x', $2, '' from generate_series(1, $3) i`,
        [label.toLowerCase(), id, n],
      );
      return id;
    };

    const paced = await group('Paced', PACED);
    const before = await sink.read();
    const p = await sendAndWatch(bench, ak, paced, 'Bench paced', PACED_RATE);
    const after = await sink.read();
    const pacedRate = ((after.count - before.count) / ((after.last - Math.max(before.last, after.first)) / 1000)) * 60;

    const all = await group('Unlimited', RECIPIENTS);
    const u0 = await sink.read();
    const u = await sendAndWatch(bench, ak, all, 'Bench unlimited', 0);
    const u1 = await sink.read();
    const received = u1.count - u0.count;
    const perSecond = received / (u.ms / 1000);

    console.log(`\n== E-mail push (${bench.database.kind}) ==`);
    console.log(
      `paced push, ${PACED} recipients at ${PACED_RATE}/min: measured ${fmt(pacedRate, 0)}/min ` +
        `(${fmt(pacedRate / PACED_RATE, 3)} of the configured rate), status ${String(p.row.status)}`,
    );
    console.log(
      `unlimited push, ${RECIPIENTS} recipients: ${received} received in ${fmt(u.ms / 1000, 1)} s = ` +
        `${fmt(perSecond, 0)} messages/s (listing, sending, recording each answer); status ${String(u.row.status)}, ` +
        `sent ${String(u.row.sent)}`,
    );
    console.log(
      `meanwhile: event-loop delay p99 ${fmt(u.loopP99)} ms (max ${fmt(u.loopMax)} ms); ` +
        `push info poll p99 ${fmt(u.pollP99)} ms`,
    );
    verdict('push: every recipient received once', received, { min: RECIPIENTS, max: RECIPIENTS });
    verdict('push: paced rate / configured', pacedRate / PACED_RATE, { min: 0.9, max: 1.02 });
    verdict('push: event-loop delay p99 while sending', u.loopP99, { max: 50, unit: 'ms' });
  } finally {
    await bench.close();
    sink.child.disconnect();
  }
}
