import { beforeAll, describe, expect, it } from 'vitest';
import type { AbandonedStats } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { en, useAbandonedWorld } from './abandoned-fixtures.ts';

// Recalls by e-mail through SMTP: sent, refused and failed messages, the limits of a recall, and checkouts
// converted by a later order. The list and the rest are in abandoned.test.ts.
describe('abandoned checkouts', () => {
  const { sink, world, q, n, checkout, placeOrder, list, info, recall, settled } = useAbandonedWorld();
  let t: TestApp;
  let adminAk: string;
  let customerId: number;
  let customerEmail: string;
  beforeAll(() => {
    ({ t, adminAk, customerId, customerEmail } = world);
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
      const order = await placeOrder(2);
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
});
