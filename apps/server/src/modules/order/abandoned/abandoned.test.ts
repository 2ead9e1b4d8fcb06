import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbandonedInfo, AbandonedRow, AbandonedStats, OrderInfo, ProductInfo } from '@shop/shared';
import { JobRunner } from '../../../platform/jobs/runner.ts';
import { Mailer } from '../../../platform/mail/mailer.ts';
import { seedCheckouts } from '../../../seed/checkouts.ts';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { AbandonedService } from './service.ts';

const en = { 'accept-language': 'en' };
const address = {
  name: 'Ana García',
  phone: '',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  line1: 'Calle Mayor 1',
  postcode: '28013',
};

/**
 * A local SMTP server standing in for the shop's mail relay: keeps what it receives, or refuses recipients when told
 * to.
 */
class MailSink {
  readonly received: ParsedMail[] = [];
  refuse = false;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (rcpt, _session, callback) => {
      if (!this.refuse) return callback();
      const err = new Error(`Mailbox unavailable: ${rcpt.address}`) as Error & { responseCode: number };
      err.responseCode = 550;
      return callback(err);
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => {
        this.received.push(mail);
        callback();
      }, callback);
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('abandoned checkouts', () => {
  const sink = new MailSink();
  let t: TestApp;
  let adminAk: string;
  let salesAk: string;
  let supplierAk: string;
  let customerId: number;
  let customerEmail: string;
  let shippingId: number;
  let product: ProductInfo;
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);

  /** A checkout as the store writes it; `minutes` since its last activity. */
  const checkout = async (
    opts: {
      email?: string;
      name?: string;
      customerId?: number | null;
      minutes?: number;
      value?: number;
      currency?: string;
      quantity?: number;
    } = {},
  ) => {
    seq++;
    const quantity = opts.quantity ?? 2;
    const lines = [
      { productId: product.id, variantId: null, sku: product.sku, name: product.name, unitPrice: 1250, quantity },
    ];
    const [row] = await q(
      `insert into checkouts (customer_id, email, name, lines, currency, value, last_activity_at, created_at)
       values ($1, $2, $3, $4::jsonb, $5, $6, now() - make_interval(mins => $7::int), now() - make_interval(mins =>
         $7::int + 10)) returning id::int as id`,
      [
        opts.customerId ?? null,
        opts.email ?? `buyer${seq}@example.org`,
        opts.name ?? `Buyer ${seq}`,
        JSON.stringify(lines),
        opts.currency ?? 'USD',
        opts.value ?? 1250 * quantity,
        opts.minutes ?? 180,
      ],
    );
    return Number(row!.id);
  };
  const list = async (query = '', ak = adminAk) => {
    const res = await t.get(`/admin/order/abandoned${query}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: AbandonedRow[]; total: number };
  };
  const info = async (id: number) =>
    (await t.get(`/admin/order/abandoned/info?id=${id}`, adminAk, en)).json().data as AbandonedInfo;
  const recall = (ids: number[], ak = adminAk) => t.post('/admin/order/abandoned/recall', { ids }, ak, en);
  /** Waits until the recall job has settled these checkouts. */
  const settled = async (ids: number[]) => {
    for (let i = 0; i < 200; i++) {
      t.app.services.jobs.wake();
      await t.app.services.jobs.idle();
      if (
        (await n(`select count(*)::int as n from checkouts where recall_status = 'queued' and id = any($1::bigint[])`, [
          ids,
        ])) === 0
      )
        return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('recall job did not finish');
  };

  beforeAll(async () => {
    const port = await sink.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Demo Shop <shop@example.com>',
      STORE_BASE_URL: 'https://shop.example.com/',
      STORE_LANGUAGE: 'en',
    });
    [adminAk, salesAk, supplierAk] = await Promise.all([t.login('admin'), t.login('sales'), t.login('supplier')]);
    const [c] = await q(`select id::int as id, email from customers where enabled order by id limit 1`);
    customerId = Number(c!.id);
    customerEmail = String(c!.email);
    await t.database.raw(
      `update customers set group_id = (select id from customer_groups where is_default) where id = $1`,
      [customerId],
    );
    shippingId = await n(`select id::int as n from shipping_methods where code = 'express'`);
    const res = await t.post(
      '/admin/catalog/product/add',
      {
        name: { en: 'Linen shirt', 'zh-CN': '亚麻衬衫' },
        number: 'AB-1',
        sku: 'AB-SKU-1',
        price: 1250,
        stock: 500,
        weight: 300,
        onShelf: true,
        supplierId: null,
      },
      adminAk,
    );
    expect(res.statusCode, res.body).toBe(200);
    product = res.json().data as ProductInfo;
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it(
    'seeds demo checkouts once: abandoned, recalled, failed, converted by existing orders, and active ' + 'ones',
    async () => {
      // Two orders of three days ago for the seed to convert checkouts with.
      for (let i = 0; i < 2; i++) {
        const o = await t.post(
          '/admin/order/add',
          {
            customerId,
            address,
            currency: 'USD',
            shippingMethodId: shippingId,
            lines: [{ productId: product.id, quantity: 1 }],
          },
          adminAk,
          en,
        );
        expect(o.statusCode, o.body).toBe(200);
      }
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

  it(
    'recalls by e-mail through SMTP: one message per checkout with its lines, value and the store link; status ' +
      'sent',
    async () => {
      const a = await checkout({ email: 'ana.recall@example.org', name: 'Ana Recall', quantity: 3 });
      const b = await checkout({ email: 'ben.recall@example.org', name: 'Ben Recall' });
      const before = sink.received.length;
      const res = await recall([a, b]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ queued: 2 });
      await settled([a, b]);
      const mails = sink.received.slice(before);
      expect(mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '')).sort()).toEqual([
        'ana.recall@example.org',
        'ben.recall@example.org',
      ]);
      const mail = mails.find((m) => !Array.isArray(m.to) && m.to?.text === 'ana.recall@example.org')!;
      expect(mail.subject).toBe('Your cart is waiting for you');
      expect(mail.from?.text).toContain('shop@example.com');
      expect(mail.text).toContain('Hello Ana Recall,');
      expect(mail.text).toContain('Linen shirt × 3');
      expect(mail.text).toContain('$37.50');
      expect(mail.text).toContain('https://shop.example.com/');
      expect(mail.html).toContain('href="https://shop.example.com/"');
      const done = await info(a);
      expect(done).toMatchObject({ recallStatus: 'sent', recallCount: 1, recallError: '' });
      expect(done.lastRecallAt).not.toBeNull();
      expect(done.recallableAt).not.toBeNull();
      expect(
        await n(`select count(*)::int as n from audit_log where entity = 'checkout' and entity_id = $1`, [String(a)]),
      ).toBe(2);
      expect((await list('?recallStatus=sent')).list.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));

      // Within 24 hours the same checkout is refused, with the reason and the address; nothing is queued.
      const jobs = await n('select count(*)::int as n from jobs');
      const again = await recall([b, a]);
      expect(again.statusCode).toBe(409);
      expect(again.json().msg).toMatch(/Recalled in the last 24 hours.*ben\.recall@example\.org/);
      expect(again.json().data.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'ids.1', key: 'recently_recalled' })]),
      );
      expect(await n('select count(*)::int as n from jobs')).toBe(jobs);
    },
  );

  it(
    "records a refused message as failed with the server's reason; a failed checkout can be recalled " + 'again',
    async () => {
      const a = await checkout({ email: 'nobody@example.org', name: 'No Body' });
      sink.refuse = true;
      try {
        expect((await recall([a])).statusCode).toBe(200);
        await settled([a]);
      } finally {
        sink.refuse = false;
      }
      const failed = await info(a);
      expect(failed).toMatchObject({ recallStatus: 'failed', recallCount: 0, lastRecallAt: null });
      expect(failed.recallError).toMatch(/550/);
      expect((await list('?recallStatus=failed')).list.map((r) => r.id)).toContain(a);
      expect((await recall([a])).statusCode).toBe(200);
      await settled([a]);
      expect(await info(a)).toMatchObject({ recallStatus: 'sent', recallCount: 1, recallError: '' });
    },
  );

  it('limits a recall to 100 distinct known checkouts that are abandoned', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    const tooMany = await recall(ids);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().data.errors).toEqual([expect.objectContaining({ field: 'ids', key: 'too_big' })]);
    expect((await recall([])).statusCode).toBe(422);
    const a = await checkout();
    expect((await recall([a, a])).statusCode).toBe(422);
    expect((await recall([a, 9_999_999])).statusCode).toBe(404);
    const active = await checkout({ email: 'busy@example.org', minutes: 5 });
    const notYet = await recall([a, active]);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().msg).toMatch(/not abandoned yet: busy@example\.org/);
    expect(
      await n(`select count(*)::int as n from checkouts where id = any($1::bigint[]) and recall_status <> 'none'`, [
        [a, active],
      ]),
    ).toBe(0);
  });

  it(
    'marks a checkout converted when the customer orders after the recall, refuses to recall it, and counts the ' +
      'conversion',
    async () => {
      const a = await checkout({
        customerId,
        email: customerEmail.toUpperCase(),
        name: 'Converting customer',
        minutes: 240,
      });
      const guest = await checkout({ email: 'guest.converts@example.org', name: 'Guest', minutes: 300 });
      expect((await recall([a, guest])).statusCode).toBe(200);
      await settled([a, guest]);
      const statsBefore = (await t.get('/admin/order/abandoned/stats', adminAk, en)).json().data as AbandonedStats;
      const created = await t.post(
        '/admin/order/add',
        {
          customerId,
          address,
          currency: 'USD',
          shippingMethodId: shippingId,
          lines: [{ productId: product.id, quantity: 2 }],
        },
        adminAk,
        en,
      );
      expect(created.statusCode, created.body).toBe(200);
      const order = created.json().data as OrderInfo;
      const row = (await list('?converted=yes')).list.find((r) => r.id === a)!;
      expect(row).toMatchObject({ orderId: order.id, orderNumber: order.number, recovered: true });
      expect(row.convertedAt).not.toBeNull();
      expect((await list('?converted=yes')).list.map((r) => r.id)).not.toContain(guest);
      const statsAfter = (await t.get('/admin/order/abandoned/stats', adminAk, en)).json().data as AbandonedStats;
      expect(statsAfter.converted).toBe(statsBefore.converted + 1);
      expect(statsAfter.recovered).toBe(statsBefore.recovered + 1);
      expect(statsAfter.conversionRate).toBeCloseTo(statsAfter.recovered / statsAfter.recalled, 5);
      // A second order does not convert another checkout with the same order, nor the one already converted again.
      expect(await n(`select count(*)::int as n from checkouts where order_id = $1`, [order.id])).toBe(1);

      await q(`update checkouts set last_recall_at = now() - interval '2 days' where id = $1`, [a]);
      const refused = await recall([a]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().msg).toMatch(/Already converted to an order/);
      expect(refused.json().data.errors).toEqual([expect.objectContaining({ field: 'ids.0', key: 'converted' })]);
    },
  );

  it('refuses a recall with a clear message, queueing nothing, when mail is not configured', async () => {
    const a = await checkout();
    const db = t.app.services.db;
    const offline = new AbandonedService(
      db,
      new JobRunner(db, { error: () => undefined }, false),
      new Mailer({ SMTP_PORT: 587, STORE_BASE_URL: 'https://shop.example.com/' }),
      {
        afterMinutes: 60,
        storeUrl: 'https://shop.example.com/',
        language: 'en',
      },
    );
    const jobs = await n('select count(*)::int as n from jobs');
    const ctx = {
      scope: {
        adminId: 1,
        sessionId: 0,
        username: 'admin',
        truename: 'admin',
        supplierId: null,
        isSuper: true,
        permissions: new Set<string>(),
      },
      ip: '127.0.0.1',
      requestId: 't',
      lang: 'en' as const,
    };
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
