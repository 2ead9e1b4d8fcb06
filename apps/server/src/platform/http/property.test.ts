import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/shared';
import { ACTIVITY_TABLES, watchChanges } from '../../test-support/change-counter.ts';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { brokenInvariants } from '../../test-support/invariants.ts';
import { supplierRowsState } from '../../test-support/table-state.ts';
import { declaredRoutes, type DeclaredRoute } from './define-route.ts';
import { runPass } from './property-pass.ts';
import { MIN_RUNS, ONLY, SEED, SUPPLIER_RUNS, TOTAL_RUNS, plan, replay } from './property-run.ts';

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
 *
 * A pass before it goes as supplier user A over the endpoints A holds (PROPERTY_SUPPLIER_RUNS runs,
 * default 1,500, spread the same way): the same checks, and supplier B's rows in every table with
 * a supplier column are exactly as they were.
 */
describe('property: random input never breaks an endpoint', () => {
  let t: TestApp;
  let adminAk: string;
  let adminId: number;
  let supplierAk: string;
  let supplier: SessionUser;
  let supplier2Id: number;
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
    supplier = await t.session('supplier');
    supplierAk = supplier.ak;
    supplier2Id = (await t.session('supplier2')).supplier_id!;
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

  // Before the administrator's pass, whose random changes may end the supplier's session.
  const supplierPass = "as a supplier user: no 5xx, a refused POST changes nothing, another supplier's rows stay";
  it(
    supplierPass,
    async () => {
      const power = new Set(supplier.power);
      const own = routes.filter((r) => r.permission !== null && power.has(r.permission));
      expect(own.length).toBeGreaterThan(10);
      const planned = plan(own, SUPPLIER_RUNS).filter((p) => !ONLY || p.endpoint === ONLY);
      const othersBefore = await supplierRowsState(t, supplier2Id);
      const { failures, total } = await runPass(
        t,
        planned,
        { ak: supplierAk, adminId: supplier.adminid, power },
        state,
      );
      expect(failures, replay()).toEqual([]);
      expect(total).toBe(planned.reduce((n, p) => n + p.runs, 0));
      expect(await supplierRowsState(t, supplier2Id), replay()).toEqual(othersBefore);
      expect(await brokenInvariants(t), `the data after the supplier's run (${replay()})`).toEqual([]);
    },
    300_000,
  );

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
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { failures, total } = await runPass(
      t,
      planned,
      { ak: adminAk, adminId, otherAk: supplierAk, power: adminPower },
      state,
    );
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
