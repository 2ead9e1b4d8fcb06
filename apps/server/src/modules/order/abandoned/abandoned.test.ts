import { beforeAll, describe, expect, it } from 'vitest';
import type { AbandonedStats } from '@shop/shared';
import { JobRunner } from '../../../platform/jobs/runner.ts';
import { systemContext } from '../../../platform/http/context.ts';
import { Mailer } from '../../../platform/mail/mailer.ts';
import { seedCheckouts } from '../../../seed/checkouts.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { en, useAbandonedWorld } from './abandoned-fixtures.ts';
import { AbandonedService } from './service.ts';

// The demo checkouts, the list and its filters, a recall without mail, and who may see abandoned checkouts.
// Recalls by e-mail and conversions are in abandoned-recall.test.ts.
describe('abandoned checkouts', () => {
  const { world, q, n, checkout, placeOrder, list, info, recall } = useAbandonedWorld();
  let t: TestApp;
  let adminAk: string;
  let salesAk: string;
  let supplierAk: string;
  beforeAll(() => {
    ({ t, adminAk, salesAk, supplierAk } = world);
  });

  it(
    'seeds demo checkouts once: abandoned, recalled, failed, converted by existing orders, and active ' + 'ones',
    async () => {
      // Two orders of three days ago for the seed to convert checkouts with.
      for (let i = 0; i < 2; i++) await placeOrder(1);
      await q(`update orders set created_at = now() - interval '3 days' - make_interval(hours => id::int)`);
      const made = await seedCheckouts(t.app.services.db);
      expect(made).toBe(25);
      expect(await seedCheckouts(t.app.services.db)).toBe(0);
      expect(
        await n(`select count(*)::int as n from checkouts where last_activity_at > now() - interval '31 days'`),
      ).toBe(25);
      expect(await n(`select count(*)::int as n from checkouts where order_id is not null`)).toBe(2);
      expect(await n(`select count(*)::int as n from checkouts where recall_status = 'failed'`)).toBeGreaterThanOrEqual(
        2,
      );
      expect(
        await n(`select count(*)::int as n from checkouts where last_activity_at > now() - interval '1 hour'`),
      ).toBe(2);
      const page = await list('?pageSize=50');
      expect(page.total).toBe(23); // the two active ones are not abandoned
      const stats = (await t.get('/admin/order/abandoned/stats', adminAk, en)).json().data as AbandonedStats;
      expect(stats).toMatchObject({ total: 23, converted: 2, mailConfigured: true, abandonedAfterMinutes: 60 });
      expect(stats.currencies[0]).toBe('USD');
      expect(stats.recovered).toBeGreaterThanOrEqual(1);
      expect(stats.conversionRate).toBeCloseTo(stats.recovered / stats.recalled, 5);
      // The conversion match leaves the seeded unconverted checkouts alone.
      expect(await n(`select count(*)::int as n from checkouts where order_id is not null`)).toBe(2);
      await q('delete from checkouts');
    },
  );

  it('lists abandoned checkouts with contents and value: search, filters, sort and an exact total', async () => {
    const a = await checkout({
      email: 'marta.lopez@example.org',
      name: 'Marta López',
      minutes: 600,
      value: 5000,
      quantity: 4,
    });
    const b = await checkout({ email: 'kai@example.org', name: 'Kai Tanaka', minutes: 3000, value: 900 });
    const c = await checkout({
      email: 'yen@example.org',
      name: 'Yen Buyer',
      minutes: 90,
      value: 120_000,
      currency: 'JPY',
    });
    const active = await checkout({ email: 'still.shopping@example.org', minutes: 10 });
    const all = await list('?pageSize=100');
    const ids = all.list.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a, b, c]));
    expect(ids).not.toContain(active);
    expect(all.total).toBe(all.list.length);
    // newest activity first by default
    expect(ids.indexOf(c)).toBeLessThan(ids.indexOf(a));
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    const row = all.list.find((r) => r.id === a)!;
    expect(row).toMatchObject({
      email: 'marta.lopez@example.org',
      value: 5000,
      currency: 'USD',
      lineCount: 1,
      itemCount: 4,
      recallStatus: 'none',
      orderId: null,
      recovered: false,
    });
    expect(row.preview[0]).toMatchObject({ sku: 'AB-SKU-1', quantity: 4, name: { en: 'Linen shirt' } });

    expect((await list('?keyword=MARTA')).list.map((r) => r.id)).toEqual([a]);
    expect((await list('?keyword=tanaka')).list.map((r) => r.id)).toEqual([b]);
    expect((await list('?currency=USD&valueMin=1000&valueMax=6000')).list.map((r) => r.id)).toEqual([a]);
    expect((await list('?currency=JPY')).list.map((r) => r.id)).toEqual([c]);
    const day = new Date(Date.now() - 3000 * 60_000).toISOString().slice(0, 10);
    expect((await list(`?dateFrom=${day}&dateTo=${day}`)).list.map((r) => r.id)).toContain(b);
    expect((await list('?sort=value&currency=USD')).list.map((r) => r.id)).toEqual([b, a]);
    expect((await list('?recallStatus=sent')).total).toBe(0);
    expect((await list('?converted=no')).total).toBe(all.total);
    const paged = await list('?pageSize=10&page=1&sort=-lastActivityAt');
    expect(paged.total).toBe(all.total);

    const noCurrency = await t.get('/admin/order/abandoned?valueMin=100', adminAk, en);
    expect(noCurrency.statusCode).toBe(422);
    expect(noCurrency.json().data.errors).toEqual([expect.objectContaining({ field: 'currency', key: 'required' })]);
    expect((await t.get('/admin/order/abandoned?sort=email', adminAk, en)).statusCode).toBe(422);

    const detail = await info(a);
    expect(detail.lines).toEqual([
      expect.objectContaining({ sku: 'AB-SKU-1', unitPrice: 1250, quantity: 4, amount: 5000 }),
    ]);
    expect((await t.get(`/admin/order/abandoned/info?id=${active}`, adminAk, en)).statusCode).toBe(404);
  });

  it('refuses a recall with a clear message, queueing nothing, when mail is not configured', async () => {
    const a = await checkout();
    const db = t.app.services.db;
    const offline = new AbandonedService(
      db,
      new JobRunner(db, { error: () => undefined }, false),
      new Mailer({ SMTP_PORT: 587, STORE_BASE_URL: 'https://shop.example.com/' }),
      {
        afterMinutes: 60,
        storeUrl: async () => 'https://shop.example.com/',
        language: async () => 'en',
      },
    );
    const jobs = await n('select count(*)::int as n from jobs');
    const ctx = systemContext('admin');
    await expect(offline.recall(ctx, [a])).rejects.toMatchObject({
      code: 'abandoned.mail_not_configured',
      status: 409,
    });
    expect(await n('select count(*)::int as n from jobs')).toBe(jobs);
    expect((await offline.stats({})).mailConfigured).toBe(false);
    expect(await n(`select count(*)::int as n from checkouts where id = $1 and recall_status = 'none'`, [a])).toBe(1);

    // A checkout left "sending" by a job that no longer exists (the server stopped) is marked failed, so it can be
    // recalled again.
    const stranded = await checkout({ email: 'stranded@example.org' });
    await q(`update checkouts set recall_status = 'queued' where id = $1`, [stranded]);
    await offline.list({ page: 1, pageSize: 20, keyword: 'stranded' });
    expect(await info(stranded)).toMatchObject({ recallStatus: 'failed', recallError: 'interrupted' });
  });

  it('is for platform staff: suppliers are refused every endpoint (403), sales may use them', async () => {
    const a = await checkout();
    for (const [method, url] of [
      ['GET', '/admin/order/abandoned'],
      ['GET', '/admin/order/abandoned/stats'],
      ['GET', `/admin/order/abandoned/info?id=${a}`],
    ] as const) {
      const res = method === 'GET' ? await t.get(url, supplierAk, en) : await t.post(url, {}, supplierAk, en);
      expect(res.statusCode, url).toBe(403);
      expect((await t.get(url, salesAk, en)).statusCode, url).toBe(200);
    }
    const res = await recall([a], supplierAk);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
    expect(await n(`select count(*)::int as n from checkouts where id = $1 and recall_status = 'none'`, [a])).toBe(1);
  });
});
