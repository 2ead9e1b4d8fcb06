import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerInfo, MessageData, DashboardData } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { systemContext } from '../../../platform/http/context.ts';
import { abandonedRepository } from '../../order/abandoned/repository.ts';
import { settledAmount } from '../../supply/invoice/settled-repository.ts';
import { fixtures } from '../../supply/level/level-fixtures.ts';

// Planned tasks: generated orders never appear in any figure. Every order below is inserted twice,
// once real and once as a planned task's generated twin (same customer, supplier, money, dates and
// states); each figure must see the real one only. Then a real run of a task is shown to move no figure.

const en = { 'accept-language': 'en' };

describe('planned tasks: generated orders never appear in any figure', () => {
  let t: TestApp;
  let ak: string;
  const f = fixtures(() => t);
  let supplierId: number;
  let customerId: number;
  let taskId: number;

  /** A real order and its generated twin, with one line of the supplier; answers both ids. */
  async function twins(o: { paid: boolean; delivered: boolean; state?: string; daysAgo?: number }) {
    const ids: number[] = [];
    for (const generated of [false, true]) {
      const id = await f.one(
        `insert into orders (number, supplier_id, customer_id, customer_name, customer_email, address, currency,
           state, payment_status, fulfilment_status, total, total_base, subtotal, paid_at, delivered_at, created_at,
           generated, planned_task_id)
         values ('F' || md5(random()::text), $1, $2, 'Figure Customer', 'figures@example.com',
           '{"country":"ES"}'::jsonb, 'USD', $3, $4, $5, 5000, 5000, 5000,
           case when $4 = 'paid' then now() - make_interval(days => $6) end,
           case when $5 = 'delivered' then now() - make_interval(hours => 2) end,
           now() - make_interval(days => $6), $7, $8) returning id`,
        [
          supplierId,
          customerId,
          o.state ?? 'active',
          o.paid ? 'paid' : 'unpaid',
          o.delivered ? 'delivered' : 'unshipped',
          o.daysAgo ?? 1,
          generated,
          generated ? taskId : null,
        ],
      );
      await f.q(
        `insert into order_lines (order_id, product_id, supplier_id, warehouse_id, sku, name, unit_price, quantity)
         values ($1, (select min(id) from products), $2, (select min(id) from warehouses), 'FIG', '{"en":"F"}',
           5000, 1)`,
        [id, supplierId],
      );
      ids.push(id);
    }
    return ids as [number, number];
  }

  const scope = () => systemContext().scope;
  const counters = async () => {
    const data = (await t.get('/admin/api/message', ak, en)).json().data as MessageData;
    return Object.fromEntries(data.list.map((e) => [e.name, e.value]));
  };
  const tiles = async () => {
    const data = (await t.get('/admin/api/dashboard', ak, en)).json().data as DashboardData;
    return Object.fromEntries(data.tiles.flatMap((x) => x.figures.map((g) => [g.key, g.value])));
  };
  const customer = async () =>
    ((await t.get(`/admin/customer/info?id=${customerId}`, ak, en)).json().data as CustomerInfo).orders;
  const score = async () => {
    await t.app.services.scorecards.recompute(t.database.db, supplierId);
    return (await t.get(`/admin/supplier/standing?supplierId=${supplierId}`, ak, en)).json().data.score.orders;
  };
  const pendingMarks = async () =>
    (await t.get(`/admin/supply/mark/pending?kind=order&supplierId=${supplierId}&pageSize=50`, ak, en)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    ak = await t.login('admin');
    supplierId = await f.newSupplier('Figure Supplier', 'Silver');
    customerId = await f.one(`select id from customers where enabled order by id limit 1`);
    taskId = await f.one(
      `insert into planned_tasks (name, starts_at, ends_at, every_minutes, per_run, max_total, countries, activities)
       values ('Figures', now() - interval '1 day', now() + interval '1 day', 60, 5, 100,
         '[{"country":"ES","weight":1}]',
         '[]') returning id`,
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('top bar counters and dashboard figures: awaiting payment and awaiting delivery', async () => {
    const [c0, d0] = [await counters(), await tiles()];
    await twins({ paid: false, delivered: false });
    await twins({ paid: true, delivered: false });
    const [c1, d1] = [await counters(), await tiles()];
    expect(c1.awaiting_payment).toBe(c0.awaiting_payment! + 1);
    expect(c1.awaiting_delivery).toBe(c0.awaiting_delivery! + 1);
    expect(d1.awaiting_payment).toBe(d0.awaiting_payment! + 1);
    expect(d1.awaiting_delivery).toBe(d0.awaiting_delivery! + 1);
    expect(await t.app.services.orders.awaiting(scope(), 'awaiting_payment')).toBe(c1.awaiting_payment);
    // The saved views the counters open list the same orders; the plain list shows both, marked.
    const view = (await t.get('/admin/order?view=awaiting_payment&pageSize=100', ak)).json().data;
    expect(view.total).toBe(c1.awaiting_payment);
    expect(view.list.some((o: { generated: boolean }) => o.generated)).toBe(false);
    const all = (await t.get(`/admin/order?customerId=${customerId}&pageSize=100`, ak)).json().data;
    expect(all.list.filter((o: { generated: boolean }) => o.generated)).toHaveLength(2);
    // the list's origin filter: real orders only, or generated ones only
    const origin = async (o: string) =>
      (
        (await t.get(`/admin/order?customerId=${customerId}&origin=${o}&pageSize=100`, ak)).json().data.list as {
          generated: boolean;
        }[]
      ).map((x) => x.generated);
    expect(await origin('real')).toEqual([false, false]);
    expect(await origin('generated')).toEqual([true, true]);
  });

  it('customer figures: order count, paid total and last order date (the latest list shows them, marked)', async () => {
    const before = await customer();
    const [, generated] = await twins({ paid: true, delivered: true, daysAgo: 0 });
    const after = await customer();
    expect(after.count).toBe(before.count + 1);
    expect(after.paidTotal).toBe(before.paidTotal + 5000);
    expect(after.recent.find((o) => o.id === generated)).toMatchObject({ generated: true });
    // the newest order is the generated twin (inserted last), yet the last order date is the real one's
    const real = await f.q<{ at: Date }>(
      `select max(created_at) as at from orders where customer_id = $1 and not generated`,
      [customerId],
    );
    expect(after.lastOrderAt).toBe(new Date(real[0]!.at).toISOString());
  });

  it('supplier scorecard: orders counted in the score', async () => {
    const before = await score();
    await twins({ paid: true, delivered: false, daysAgo: 3 });
    expect(await score()).toBe(before + 1);
  });

  it("supplier invoice: the period's settled amount", async () => {
    // the twins are delivered two hours ago: that hour's month (UTC) is the period
    const period = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 7);
    const before = await settledAmount(t.database.db, supplierId, period, 0);
    await twins({ paid: true, delivered: true, daysAgo: 2, state: 'completed' });
    const after = await settledAmount(t.database.db, supplierId, period, 0);
    expect(after.amount - before.amount).toBe(5000);
  });

  it('supplier marks: orders awaiting a mark, and marking a generated order', async () => {
    const before = await pendingMarks();
    const [real, generated] = await twins({ paid: true, delivered: true });
    const after = await pendingMarks();
    expect(after.total).toBe(before.total + 1);
    const ids = after.list.map((r: { orderId: number }) => r.orderId);
    expect(ids).toContain(real);
    expect(ids).not.toContain(generated);
  });

  it('email push audiences: a customer whose only orders are generated has never ordered', async () => {
    const other = await f.one(
      `select c.id from customers c where c.enabled and c.email <> '' and not exists
         (select 1 from orders o where o.customer_id = c.id) order by c.id desc limit 1`,
    );
    const audience = async (purchase: string) =>
      (await t.post('/admin/push/audience/count', { audience: { purchase, purchaseDays: 30 } }, ak, en)).json().data
        .count as number;
    const [never, within] = [await audience('never_ordered'), await audience('ordered_within')];
    const order = (generated: boolean) =>
      f.q(
        `insert into orders (number, customer_id, customer_name, customer_email, address, currency, generated,
           planned_task_id) values ('P' || md5(random()::text), $1, 'P', 'p@example.com', '{}', 'USD', $2, $3)`,
        [other, generated, generated ? taskId : null],
      );
    await order(true);
    expect([await audience('never_ordered'), await audience('ordered_within')]).toEqual([never, within]);
    await order(false);
    expect([await audience('never_ordered'), await audience('ordered_within')]).toEqual([never - 1, within + 1]);
  });

  it('abandoned carts: a generated order converts no checkout', async () => {
    const checkout = await f.one(
      `insert into checkouts (customer_id, email, name, lines, currency, value, last_activity_at)
       values ($1, 'figures@example.com', 'Figure Customer', '[]', 'USD', 100, now() - interval '3 hours')
       returning id`,
      [customerId],
    );
    const [real, generated] = await twins({ paid: false, delivered: false, daysAgo: 0 });
    await f.q(`update orders set created_at = now() - interval '1 hour' where id = $1`, [generated]);
    await f.q(`update orders set created_at = now() - interval '30 minutes' where id = $1`, [real]);
    await abandonedRepository.matchConversions(t.database.db, [checkout]);
    const [row] = await f.q<{ order_id: string }>(`select order_id from checkouts where id = $1`, [checkout]);
    // the generated order came first, yet the real one converted the checkout
    expect(Number(row!.order_id)).toBe(real);
  });
});
