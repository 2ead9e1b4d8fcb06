import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TABLES, watchChanges } from '../../test-support/change-counter.ts';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { brokenInvariants } from '../../test-support/invariants.ts';
import { declaredRoutes, type DeclaredRoute } from './define-route.ts';
import { bodyArbitrary, queryArbitrary } from './property-inputs.ts';
import { MIN_RUNS, ONLY, SEED, TOTAL_RUNS, plan, replay } from './property-run.ts';

/**
 * Random input against every declared endpoint, on the demo data with orders: no answer may be a
 * 5xx, a refused POST (4xx) must write no row in any table (a row trigger on every table counts
 * writes; only sessions, idempotency records, failed sign-ins and background jobs' progress are
 * left out), and after the run
 * the data's invariants hold (stock and its ledger, order families, list counters).
 *
 * Budget: a fixed total of runs for the whole API, however many endpoints it has (so the file
 * costs about a minute per database whether there are 170 endpoints or 500). Every endpoint gets
 * PROPERTY_MIN_RUNS runs (default 5); the rest of PROPERTY_TOTAL_RUNS (default 6,000) is spread
 * over the endpoints by fast-check, GETs weighted 8 and POSTs 5 (a POST run also checksums the
 * tables), and the endpoints run in an order drawn from the same seed.
 *
 * One seed decides the spread, the order and every input. It is printed at the start and with
 * every failure; PROPERTY_SEED=<n> replays that run (PROPERTY_ONLY="POST /admin/x" replays one
 * endpoint with the same runs and inputs, on the demo data rather than after the others).
 *
 * Requests go as the admin, who holds every permission except the supplier-only ones; the
 * endpoints only a supplier may call (feedback add, feedback upload) go as supplier A, so
 * that they are exercised beyond the permission check. Logout gets a fresh session per run.
 */
describe('property: random input never breaks an endpoint', () => {
  let t: TestApp;
  let adminAk: string;
  let adminId: number;
  let supplierAk: string;
  let loginCookie: string;
  let loginToken: string;
  const routes: DeclaredRoute[] = [];

  /** How many rows have been written to the app's tables so far (see watchChanges). */
  let state: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_LIMIT: 100_000 }, { orders: true });
    // Background jobs (exports started by earlier runs) write their progress while later requests run.
    state = await watchChanges(t, [...ACTIVITY_TABLES, 'jobs']);
    const s = await t.session('admin');
    adminAk = s.ak;
    adminId = s.adminid;
    supplierAk = await t.login('supplier');
    const csrf = await t.csrf();
    loginCookie = csrf.cookie;
    loginToken = csrf.token;
    routes.push(...declaredRoutes.get(t.app)!);
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every declared endpoint', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it(
    'refuses a NUL character or a lone surrogate in any text field with 422 (PostgreSQL text and jsonb cannot hold ' +
      'them)',
    async () => {
      const before = await state();
      const add = await t.post('/admin/setting/group/add', { name: 'a\u0000b', permissions: [] }, adminAk);
      expect(add.statusCode).toBe(422);
      expect(add.json().data.errors).toEqual([{ field: 'name', key: 'invalid' }]);
      const nested = await t.post('/admin/setting/group/add', { name: 'ok', permissions: ['log', 'x\u0000'] }, adminAk);
      expect(nested.json().data.errors).toEqual([{ field: 'permissions.1', key: 'invalid' }]);
      expect((await t.get('/admin/setting/log/export?action=%00', adminAk)).statusCode).toBe(422);
      expect((await t.get('/admin/setting/admin?keyword=a%00b', adminAk)).statusCode).toBe(422);
      // JSON can carry "\ud800"; the export job's payload is jsonb, which refuses it.
      const lone = await t.post('/admin/order/export/start', { keyword: 'a\ud800' }, adminAk);
      expect(lone.statusCode).toBe(422);
      expect(lone.json().data.errors).toEqual([{ field: 'keyword', key: 'invalid' }]);
      const swapped = await t.post('/admin/setting/group/add', { name: '\udc00\ud800', permissions: [] }, adminAk);
      expect(swapped.json().data.errors).toEqual([{ field: 'name', key: 'invalid' }]);
      expect((await t.get(`/admin/setting/admin?keyword=${encodeURIComponent('😀')}`, adminAk)).statusCode).toBe(200);
      expect(await state()).toBe(before);
    },
  );

  it('spreads a fixed budget over every endpoint, each getting its minimum', () => {
    const planned = plan(routes);
    expect(new Set(planned.map((p) => p.endpoint)).size).toBe(routes.length);
    expect(Math.min(...planned.map((p) => p.runs))).toBeGreaterThanOrEqual(MIN_RUNS);
    expect(planned.reduce((n, p) => n + p.runs, 0)).toBe(Math.max(TOTAL_RUNS, MIN_RUNS * routes.length));
    // The same seed, the same plan.
    expect(plan(routes)).toEqual(planned);
  });

  it('answers no 5xx and changes nothing on a refused POST, for every endpoint', async () => {
    const adminPower = new Set((await t.session('admin')).power);
    expect(await brokenInvariants(t), 'the demo data before the run').toEqual([]);
    const planned = plan(routes).filter((p) => !ONLY || p.endpoint === ONLY);
    if (ONLY) expect(planned, `PROPERTY_ONLY="${ONLY}" names no declared endpoint`).toHaveLength(1);
    const budget = planned.reduce((n, p) => n + p.runs, 0);
    console.info(
      `random input: PROPERTY_SEED=${SEED}, ${budget} runs over ${planned.length} endpoints (${MIN_RUNS} to ` +
        `${Math.max(...planned.map((p) => p.runs))} each)`,
    );
    const failures: string[] = [];
    let total = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const { route, endpoint, runs, seed } of planned) {
      const onlySupplier = route.permission !== null && !adminPower.has(route.permission);
      const isLogout = route.url === '/admin/passport/logout';
      const isLogin = route.url === '/admin/passport/login';
      const input =
        route.method === 'GET'
          ? queryArbitrary(adminId)
          : isLogin
            ? fc
                .tuple(bodyArbitrary(adminId), fc.boolean())
                .map(([b, withToken]) =>
                  withToken && b && typeof b === 'object' && !Array.isArray(b) ? { ...b, csrf_token: loginToken } : b,
                )
            : bodyArbitrary(adminId);
      let before = route.method === 'POST' ? await state() : 0;
      try {
        await fc.assert(
          fc.asyncProperty(input, async (value) => {
            total++;
            let ak = onlySupplier ? supplierAk : adminAk;
            if (isLogout) {
              ak = (await t.app.services.sessions.create(t.database.db, adminId, '127.0.0.1', null)).token;
              before = await state();
            }
            const headers: Record<string, string> = { ak, ...(isLogin ? { cookie: loginCookie } : {}) };
            const res =
              route.method === 'GET'
                ? await t.app.inject({
                    method: 'GET',
                    url: `${route.url}?${value as string}`,
                    headers,
                    remoteAddress: t.remoteAddress,
                  })
                : await t.app.inject({
                    method: 'POST',
                    url: route.url,
                    remoteAddress: t.remoteAddress,
                    headers: { ...headers, 'content-type': 'application/json' },
                    payload: value === undefined ? '' : JSON.stringify(value),
                  });
            if (res.statusCode >= 500) {
              failures.push(
                `${endpoint} ${res.statusCode} ${JSON.stringify(value)?.slice(0, 300)} -> ${res.body.slice(0, 200)}`,
              );
              throw new Error(failures.at(-1));
            }
            if (res.headers['content-type']?.toString().startsWith('application/json')) {
              const body = res.json();
              if (body.code !== (res.statusCode === 401 ? 300 : res.statusCode))
                failures.push(
                  `${endpoint}: envelope code ${body.code} with HTTP ${res.statusCode} (${replay(endpoint)})`,
                );
            }
            if (route.method === 'POST') {
              const after = await state();
              if (res.statusCode >= 400 && after !== before) {
                failures.push(
                  `${endpoint} refused (${res.statusCode}) yet changed data: ` +
                    `${JSON.stringify(value)?.slice(0, 300)}\n  before ${before}\n  after  ${after}`,
                );
                throw new Error(failures.at(-1));
              }
              before = after;
            }
            return true;
          }),
          { numRuns: runs, seed, endOnFailure: true },
        );
      } catch (err) {
        throw new Error(`random input broke ${endpoint}: ${replay(endpoint)}\n${(err as Error).message}`, {
          cause: err,
        });
      }
      // The session used for the rest must still be alive: otherwise later endpoints were only tested for 401.
      expect(
        (await t.get('/admin/profile', adminAk)).statusCode,
        `admin session after ${endpoint} (${replay(endpoint)})`,
      ).toBe(200);
    }
    const used = process.cpuUsage(cpu);
    console.info(
      `random input: ${total} runs in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(${((used.user + used.system) / 1e6).toFixed(1)} s of CPU), PROPERTY_SEED=${SEED}`,
    );
    expect(failures, replay()).toEqual([]);
    expect(total).toBe(budget);
    expect(await brokenInvariants(t), `the data after the run (${replay()})`).toEqual([]);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  }, 600_000);
});
