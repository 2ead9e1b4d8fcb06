import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderInfo } from '@shop/shared';
import type { PlannedInfo, PlannedPreviewData } from '@shop/shared/api/planned';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { raced } from '../../../test-support/race.ts';
import { PLANNED_RUN_JOB } from './service.ts';

const en = { 'accept-language': 'en' };
const HOUR = 3_600_000;

describe('planned auto-order tasks (/planned, /plannedAdd)', () => {
  let t: TestApp;
  let ak: string;
  let country: string;
  let seq = 0;
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await t.database.raw(sql, params)).rows as T[];
  const n = async (sql: string, params: unknown[] = []) => Number(Object.values((await q(sql, params))[0]!)[0]);
  const body = (extra: Record<string, unknown> = {}) => ({
    name: `Task ${++seq}`,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    everyMinutes: 30,
    perRun: 3,
    maxTotal: 10,
    countries: [{ country, weight: 1 }],
    activities: ['customer_group_discount'],
    ...extra,
  });
  const add = async (extra: Record<string, unknown> = {}) => {
    const res = await t.post('/admin/setting/planned/add', body(extra), ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PlannedInfo;
  };
  const info = async (id: number) =>
    (await t.get(`/admin/setting/planned/info?id=${id}`, ak)).json().data as PlannedInfo;
  const run = (id: number, progress?: (done: number) => Promise<void>) => t.app.services.planned.run(id, progress);
  const generatedOf = (id: number) =>
    q<{ id: string }>(`select id from orders where planned_task_id = $1 order by id`, [id]);

  beforeAll(async () => {
    t = await createTestApp();
    ak = await t.login('admin');
    // the country where most enabled customers have an address (the demo data's)
    const [top] = await q<{ country: string }>(
      `select a.country from customer_addresses a join customers c on c.id = a.customer_id where c.enabled
       group by a.country order by count(*) desc, a.country limit 1`,
    );
    country = top!.country;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('adds, lists, edits and refuses bad input with field errors, writing nothing', async () => {
    const task = await add({ name: 'Weekend load' });
    expect(task).toMatchObject({ name: 'Weekend load', enabled: true, runs: 0, generatedCount: 0, lastResult: null });
    // the next run: the first slot of the window from now (started an hour ago, every 30 minutes)
    const next = Date.parse(task.nextRunAt!);
    expect(next).toBeGreaterThanOrEqual(Date.now() - 60_000);
    expect((next - Date.parse(task.startsAt)) % (30 * 60_000)).toBe(0);
    const list = (await t.get('/admin/setting/planned?keyword=weekend', ak)).json().data;
    expect(list.list.map((r: { id: number }) => r.id)).toEqual([task.id]);
    expect((await t.get('/admin/setting/planned?status=disabled&keyword=weekend', ak)).json().data.total).toBe(0);

    const before = await n(`select count(*) from planned_tasks`);
    const bad = async (extra: Record<string, unknown>, field: string, key: string) => {
      const res = await t.post('/admin/setting/planned/add', body(extra), ak, en);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field, key }));
    };
    await bad({ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }, 'endsAt', 'invalid');
    await bad({ countries: [] }, 'countries', 'required');
    await bad(
      {
        countries: [
          { country, weight: 1 },
          { country, weight: 2 },
        ],
      },
      'countries.1.country',
      'duplicate',
    );
    await bad({ countries: [{ country: 'XX', weight: 1 }] }, 'countries.0.country', 'invalid');
    await bad({ countries: [{ country, weight: 0 }] }, 'countries.0.weight', 'too_small');
    await bad({ perRun: 0 }, 'perRun', 'too_small');
    await bad({ activities: ['coupon'] }, 'activities.0', 'not_allowed');
    const taken = await t.post('/admin/setting/planned/add', body({ name: 'WEEKEND LOAD' }), ak, en);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('A planned task with this name already exists');
    expect(await n(`select count(*) from planned_tasks`)).toBe(before);

    const edit = await t.post(
      '/admin/setting/planned/edit',
      { ...body({ name: 'Weekend load', perRun: 2 }), id: task.id, version: task.version },
      ak,
      en,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ perRun: 2, version: task.version + 1 });
    const stale = await t.post(
      '/admin/setting/planned/edit',
      { ...body({ name: 'Weekend load' }), id: task.id, version: task.version },
      ak,
    );
    expect(stale.statusCode).toBe(409);
    expect(
      await n(`select count(*) from audit_log where entity = 'planned' and entity_id = $1`, [String(task.id)]),
    ).toBe(2);
  });

  it('the dry run shows the next run and writes nothing; the run then generates exactly those orders', async () => {
    const task = await add({ perRun: 3 });
    const tables = `select (select count(*) from orders) + (select count(*) from order_lines)
      + (select count(*) from stock_ledger) + (select count(*) from audit_log)
      + (select sum(version) from planned_tasks)`;
    const writes = await n(tables);
    const res = await t.post('/admin/setting/planned/preview', { ...body(), id: task.id, perRun: 3 }, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data as PlannedPreviewData;
    expect(await n(tables)).toBe(writes);
    expect(preview).toMatchObject({ reason: '', count: 3, remaining: 10, skipped: 0 });
    expect(preview.countries).toEqual([{ country, count: 3 }]);
    expect(preview.totals.total).toBe(preview.orders.reduce((a, o) => a + o.total, 0));

    const stock = await n(`select coalesce(sum(quantity), 0) from stock_levels`);
    const ledger = await n(`select count(*) from stock_ledger`);
    const result = await run(task.id);
    expect(result).toMatchObject({ status: 'done', generated: 3, reason: '' });
    const ids = (await generatedOf(task.id)).map((r) => Number(r.id));
    expect(ids).toHaveLength(3);
    const orders = await Promise.all(
      ids.map(async (id) => (await t.get(`/admin/order/info?id=${id}`, ak)).json().data as OrderInfo),
    );
    // the same customers, countries and totals as previewed
    expect(orders.map((o) => [o.customerId, o.address.country, o.total])).toEqual(
      preview.orders.map((o) => [o.customerId, o.country, o.total]),
    );
    // priced by the order quote: the same draft quoted answers the same totals
    for (const o of orders) {
      const quote = await t.post(
        '/admin/order/quote',
        {
          customerId: o.customerId,
          address: o.address,
          currency: o.currency,
          shippingMethodId: o.shippingMethodId,
          lines: o.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        },
        ak,
      );
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().data.totals.total).toBe(o.total);
      expect(o).toMatchObject({ generated: true, payStatus: 'unpaid', shipStatus: 'unshipped', actions: [] });
      expect(o.history.map((h) => h.action)).toEqual(['generate']);
    }
    // no stock taken, no ledger line
    expect(await n(`select coalesce(sum(quantity), 0) from stock_levels`)).toBe(stock);
    expect(await n(`select count(*) from stock_ledger`)).toBe(ledger);
    expect(await info(task.id)).toMatchObject({ runs: 1, generatedCount: 3, lastResult: { status: 'done' } });

    // read-only: every action is refused with the reason
    const [first] = orders;
    const pay = await t.post('/admin/order/pay', { id: first!.id }, ak, en);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().msg).toBe(
      `Order ${first!.number} was generated by a planned task: it cannot be changed, paid, shipped or split`,
    );
    const cancel = await t.post('/admin/order/cancel', { id: first!.id, cancelRemark: 'x' }, ak, en);
    expect(cancel.statusCode).toBe(409);
    // marked in the list and the export
    const list = (await t.get(`/admin/order?keyword=${first!.number}`, ak)).json().data;
    expect(list.list[0]).toMatchObject({ id: first!.id, generated: true });
    const csv = await t.get(`/admin/order/export?keyword=${first!.number}`, ak, en);
    expect(csv.body).toContain('Generated');
    expect(csv.body.trim().split('\n').at(-1)).toMatch(/,Yes$/);
    // a task with orders is not deleted
    const del = await t.post('/admin/setting/planned/del', { id: task.id }, ak, en);
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toContain('generated 3 orders');
  });

  it('stops at the cap: a run makes fewer near it, then none; the cap cannot go below what was made', async () => {
    const task = await add({ perRun: 2, maxTotal: 3 });
    expect(await run(task.id)).toMatchObject({ status: 'done', generated: 2 });
    expect(await run(task.id)).toMatchObject({ status: 'capped', generated: 1, reason: 'capped' });
    expect(await run(task.id)).toMatchObject({ status: 'capped', generated: 0 });
    expect(await generatedOf(task.id)).toHaveLength(3);
    const saved = await info(task.id);
    expect(saved).toMatchObject({ generatedCount: 3, runs: 3, nextRunAt: null });
    const lower = await t.post(
      '/admin/setting/planned/edit',
      { ...body({ name: saved.name, maxTotal: 2 }), id: task.id, version: saved.version },
      ak,
      en,
    );
    expect(lower.statusCode).toBe(422);
    expect(lower.json().data.errors).toContainEqual(expect.objectContaining({ field: 'maxTotal' }));
  });

  it('disabling stops a run under way before its next order', async () => {
    const task = await add({ perRun: 5, maxTotal: 50 });
    const result = await run(task.id, async (done) => {
      if (done !== 2) return;
      const res = await t.post('/admin/setting/planned/status', { id: task.id, status: false }, ak);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(result).toMatchObject({ status: 'stopped', generated: 2, reason: 'stopped' });
    expect(await generatedOf(task.id)).toHaveLength(2);
    expect(await info(task.id)).toMatchObject({ enabled: false, generatedCount: 2, nextRunAt: null });
    // a disabled task's run makes nothing
    expect(await run(task.id)).toMatchObject({ status: 'nothing', generated: 0, reason: 'disabled' });
  });

  it(raced('two runs of one task at once never pass the cap'), async () => {
    const task = await add({ perRun: 4, maxTotal: 5 });
    const results = await Promise.all([run(task.id), run(task.id)]);
    expect(results.reduce((a, r) => a + r!.generated, 0)).toBe(5);
    expect(await generatedOf(task.id)).toHaveLength(5);
    expect((await info(task.id)).generatedCount).toBe(5);
  });

  it('the minute tick starts one job per due run, once, and moves the next run on', async () => {
    const task = await add({ everyMinutes: 15 });
    await q(`update planned_tasks set next_run_at = now() - interval '1 minute' where id = $1`, [task.id]);
    await q(`update planned_tasks set next_run_at = null where id <> $1`, [task.id]);
    const jobs = () =>
      n(`select count(*) from jobs where kind = $1 and payload->>'taskId' = $2`, [PLANNED_RUN_JOB, String(task.id)]);
    const before = await jobs();
    const started = await Promise.all([t.app.services.planned.tick(), t.app.services.planned.tick()]);
    expect(started[0]! + started[1]!).toBe(1);
    expect(await jobs()).toBe(before + 1);
    expect(Date.parse((await info(task.id)).nextRunAt!)).toBeGreaterThan(Date.now());
    expect(await t.app.services.planned.tick()).toBe(0);
  });

  it('outside its window a run makes nothing; a task without orders is deleted', async () => {
    const task = await add({
      startsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      endsAt: new Date(Date.now() + 5 * HOUR).toISOString(),
    });
    expect(task.nextRunAt).toBe(task.startsAt);
    expect(await run(task.id)).toMatchObject({ status: 'nothing', reason: 'outside_window' });
    const del = await t.post('/admin/setting/planned/del', { id: task.id }, ak);
    expect(del.statusCode, del.body).toBe(200);
    expect((await t.get(`/admin/setting/planned/info?id=${task.id}`, ak)).statusCode).toBe(404);
  });
});
