import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';

const TOKEN = 'metrics-token-0123456789';

/** The label names used anywhere in an exposition. */
function labelNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /\{([^}]*)\}/.exec(line);
    if (!m) continue;
    for (const pair of m[1]!.split(/,(?=\w+=")/)) names.add(pair.split('=')[0]!);
  }
  return names;
}

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a missing or wrong token', async () => {
    expect((await t.get('/metrics')).statusCode).toBe(401);
    expect((await t.get('/metrics', undefined, { authorization: 'Bearer wrong-token-000000000' })).statusCode).toBe(
      401,
    );
    expect((await t.get('/metrics', undefined, { authorization: TOKEN })).statusCode).toBe(401);
  });

  it('exposes requests, latency, event loop, database, jobs and live connections, without personal data', async () => {
    const ak = await t.login('admin');
    expect((await t.get('/admin/setting/log?pageSize=10', ak)).statusCode).toBe(200);
    expect((await t.get('/health/live')).statusCode).toBe(200);
    const res = await t.get('/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('http_requests_total{method="GET",route="/admin/setting/log",status="200"} 1');
    expect(text).toContain('http_requests_total{method="POST",route="/admin/passport/login",status="200"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/health\/live"/);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^db_query_duration_seconds_count [1-9]\d*/m);
    expect(text).toMatch(/^jobs\{state="queued"\} \d+/m);
    expect(text).toMatch(/^jobs\{state="failed"\} \d+/m);
    expect(text).toMatch(/^live_connections 0/m);
    if (t.database.kind === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+/m);
    // Route patterns, methods, statuses and states only: no ids, names, addresses or session codes.
    const allowed = new Set(['method', 'route', 'status', 'state', 'le', 'quantile', 'type', 'space', 'kind']);
    for (const n of ['version', 'major', 'minor', 'patch']) allowed.add(n);
    expect([...labelNames(text)].filter((n) => !allowed.has(n))).toEqual([]);
    expect(text).not.toContain(ak);
    expect(text).not.toContain('admin@example.com');
  });

  it('does not exist without a configured token', async () => {
    const bare = await createTestApp({}, { seed: false });
    try {
      expect((await bare.get('/metrics', undefined, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
