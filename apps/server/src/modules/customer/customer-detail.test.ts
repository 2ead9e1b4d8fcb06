import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type CustomerAddress } from '@shop/shared';
import type { TestApp } from '../../test-support/harness.ts';
import { en, useCustomerWorld } from './customer-fixtures.ts';

// A customer's addresses and order figures, who may work with customers, and the dashboard figures. The list,
// adding and editing are in customer.test.ts.
describe('customers', () => {
  const { world, q, n, info, body, added, editBody, auditCount, membersExact } = useCustomerWorld();
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });

  it(
    'keeps one default address: the first added, then the one chosen, then the newest after a delete; the country ' +
      'follows it',
    async () => {
      const c = await added({ country: 'DE' });
      const address = (extra: Record<string, unknown> = {}) => ({
        customerId: c.id,
        name: c.name,
        country: 'ES',
        city: 'Madrid',
        line1: 'Calle de Alcalá 1',
        postcode: '28014',
        ...extra,
      });
      const addAddress = async (extra: Record<string, unknown> = {}) => {
        const res = await t.post('/admin/customer/address/add', address(extra), adminAk);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as CustomerAddress;
      };
      const first = await addAddress();
      expect(first.isDefault).toBe(true);
      expect((await info(c.id)).country).toBe('ES');
      const second = await addAddress({ country: 'FR', city: 'Paris', line1: '1 Rue de Rivoli', postcode: '75001' });
      expect(second.isDefault).toBe(false);
      const third = await addAddress({
        country: 'JP',
        city: '渋谷区',
        line1: '神南1-1',
        postcode: '150-0041',
        isDefault: true,
      });
      let detail = await info(c.id);
      expect(detail.addresses.map((a) => [a.id, a.isDefault])).toEqual([
        [third.id, true],
        [first.id, false],
        [second.id, false],
      ]);
      expect(detail.country).toBe('JP');

      const refused = await t.post('/admin/customer/address/add', address({ line1: '' }), adminAk);
      expect(refused.json().data.errors).toEqual([expect.objectContaining({ field: 'line1', key: 'required' })]);
      // Taking the default from the first address moved its version on.
      const firstNow = detail.addresses.find((a) => a.id === first.id)!;
      expect(firstNow.version).toBe(first.version + 1);
      const edit = await t.post(
        '/admin/customer/address/edit',
        { ...address({ postcode: '28014' }), id: first.id, version: firstNow.version },
        adminAk,
      );
      expect(edit.statusCode, edit.body).toBe(200);
      const stale = await t.post(
        '/admin/customer/address/edit',
        { ...address({ postcode: '00000' }), id: first.id, version: firstNow.version },
        adminAk,
      );
      expect(stale.statusCode).toBe(409);
      // The default stays the default until another address takes it.
      const undefault = await t.post(
        '/admin/customer/address/edit',
        { ...address({ isDefault: false, country: 'JP', line1: '神南1-2' }), id: third.id, version: third.version },
        adminAk,
      );
      expect(undefault.json().data.isDefault).toBe(true);

      expect((await t.post('/admin/customer/address/del', { id: third.id }, adminAk)).statusCode).toBe(200);
      detail = await info(c.id);
      expect(detail.addresses.find((a) => a.isDefault)?.id).toBe(second.id);
      expect(detail.country).toBe('FR');
      expect(
        await n(`select count(*)::int as n from customer_addresses where customer_id = $1 and is_default`, [c.id]),
      ).toBe(1);
      expect(await auditCount('customer.address_add', first.id)).toBe(1);
      expect(await auditCount('customer.address_del', third.id)).toBe(1);
      expect((await t.post('/admin/customer/address/del', { id: third.id }, adminAk)).statusCode).toBe(404);
      expect((await t.post('/admin/customer/address/add', address({ customerId: 999_999 }), adminAk)).statusCode).toBe(
        404,
      );

      for (let i = detail.addresses.length; i < 20; i++) await addAddress({ line1: `Calle ${i}` });
      const over = await t.post('/admin/customer/address/add', address(), adminAk, en);
      expect(over.statusCode).toBe(409);
      expect(over.json().msg).toBe(SERVER_MESSAGES.en['customer.address_limit'].replace('{{max}}', '20'));
    },
  );

  it(
    "shows the customer's order figures from the order table: count, paid total in the base currency, the latest " +
      'ten',
    async () => {
      const c = await added();
      await q(
        `insert into currencies (code, name, symbol, rate, is_base) values ('USD', 'US dollar', '$', 1, true) on ` +
          `conflict do nothing`,
      );
      const [base] = await q('select code from currencies where is_base');
      const orders: [string, string, number, number][] = [
        // state, payment, total, total in base; day offset is the index
        ['completed', 'paid', 1000, 1000],
        ['active', 'paid', 2500, 2000],
        ['active', 'unpaid', 700, 700],
        ['cancelled', 'paid', 900, 900],
        ['split', 'paid', 5000, 5000],
        ['voided', 'paid', 300, 300],
        ...Array.from({ length: 9 }, () => ['active', 'paid', 100, 100] as [string, string, number, number]),
      ];
      for (const [i, [state, pay, total, totalBase]] of orders.entries()) {
        await q(
          `insert into orders (number, customer_id, customer_name, customer_email, address, state, payment_status,
            currency, total, total_base, created_at)
        values ($1, $2, $3, $4, '{}'::jsonb, $5, $6, 'USD', $7, $8, now() - ($9 || ' days')::interval)`,
          [`T-CUST-${c.id}-${i}`, c.id, c.name, c.email, state, pay, total, totalBase, String(30 - i)],
        );
      }
      const detail = await info(c.id);
      expect(detail.orders.count).toBe(orders.length - 2);
      expect(detail.orders.paidTotal).toBe(1000 + 2000 + 9 * 100);
      expect(detail.orders.baseCurrency).toBe(base!.code);
      expect(detail.orders.recent).toHaveLength(10);
      // newest first; the split (4) and the voided (5) orders are left out
      expect(detail.orders.recent.map((o) => o.number)).toEqual(
        [14, 13, 12, 11, 10, 9, 8, 7, 6, 3].map((i) => `T-CUST-${c.id}-${i}`),
      );
      expect(detail.orders.recent[0]).toEqual({
        id: expect.any(Number),
        number: `T-CUST-${c.id}-14`,
        state: 'active',
        paymentStatus: 'paid',
        fulfilmentStatus: 'unshipped',
        total: 100,
        currency: 'USD',
        createdAt: expect.any(String),
        generated: false,
      });
      expect(detail.orders.lastOrderAt).toBe(detail.orders.recent[0]!.createdAt);
      expect(detail.orders.recent.some((o) => o.state === 'split' || o.state === 'voided')).toBe(false);
      expect((await t.get('/admin/customer/info?id=999999', adminAk)).statusCode).toBe(404);
    },
  );

  it(
    'is platform data: supplier users are refused (403) on every customer endpoint; sales staff may work with ' +
      'customers',
    async () => {
      const supplierAk = await t.login('supplier');
      const salesAk = await t.login('sales');
      const c = await added();
      const gets = [
        '/admin/customer',
        '/admin/customer/options',
        `/admin/customer/info?id=${c.id}`,
        '/admin/customer/group',
      ];
      const posts: [string, unknown][] = [
        ['/admin/customer/add', body()],
        ['/admin/customer/edit', editBody(c)],
        ['/admin/customer/status', { ids: [c.id], enabled: false }],
        ['/admin/customer/address/add', { customerId: c.id, name: 'x', country: 'US', line1: 'x' }],
        ['/admin/customer/address/edit', { id: 1 }],
        ['/admin/customer/address/del', { id: 1 }],
        ['/admin/customer/group/add', { name: { en: 'x' }, discountPercent: 1, sort: 1 }],
        ['/admin/customer/group/edit', { id: 1 }],
        ['/admin/customer/group/del', { id: 1 }],
        ['/admin/customer/group/default', { id: 1 }],
      ];
      const audit0 = await n('select count(*)::int as n from audit_log');
      for (const url of gets) expect((await t.get(url, supplierAk)).statusCode, url).toBe(403);
      for (const [url, payload] of posts) expect((await t.post(url, payload, supplierAk)).statusCode, url).toBe(403);
      expect(await n('select count(*)::int as n from audit_log')).toBe(audit0);
      expect((await info(c.id)).enabled).toBe(true);
      expect((await t.get('/admin/customer?pageSize=10', salesAk)).statusCode).toBe(200);
      expect((await t.post('/admin/customer/status', { ids: [c.id], enabled: false }, salesAk)).statusCode).toBe(200);
    },
  );

  it('counts the area on the dashboard: customers (from the group counts) and new this week', async () => {
    const res = await t.get('/admin/api/dashboard', adminAk);
    const tile = (res.json().data.tiles as { area: string; figures: { key: string; value: number }[] }[]).find(
      (x) => x.area === 'customer_customer',
    )!;
    const figures = Object.fromEntries(tile.figures.map((f) => [f.key, f.value]));
    expect(figures.customers).toBe(await n('select count(*)::int as n from customers'));
    expect(figures.customers_new_7d).toBe(
      await n(`select count(*)::int as n from customers where created_at >= now() - interval '7 days'`),
    );
    expect(await membersExact()).toBe(true);
  });
});
