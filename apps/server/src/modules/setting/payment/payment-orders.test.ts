import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { OrderInfo, orderChoicesData } from '@shop/shared';
import { lastLogEntry } from '../../../test-support/audit.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { openOrderWorld, orderHelpers } from '../../order/order-fixtures.ts';
import { en, paymentHelpers } from './payment-fixtures.ts';

type OrderChoices = z.infer<typeof orderChoicesData>;

// Marking an order paid records the payment method it was paid with: an enabled one, shown on the order and kept
// by the orders a mixed order is split into; a method orders were paid with is disabled rather than deleted.
describe('orders paid with a payment method', () => {
  const world = useWorld(openOrderWorld);
  const orders = orderHelpers(() => world);
  const { n, auditCount, post, added, info, builtIn } = paymentHelpers(() => world);
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });
  const payWith = (id: number, paymentMethodId?: number, ak = adminAk) =>
    t.post('/admin/order/pay', { id, ...(paymentMethodId ? { paymentMethodId } : {}) }, ak, en);
  const newOrder = async (supplierId: number | null = null) =>
    orders.order([{ productId: (await orders.product(supplierId, 10)).id, quantity: 1 }]);

  it('offers the enabled methods and records the one chosen, on the order, its history and its audit row', async () => {
    const bank = await builtIn('bank_transfer');
    const choices = (await t.get('/admin/order/choices', world.salesAk)).json().data as OrderChoices;
    expect(choices.paymentMethods.map((m) => m.name.en)).toEqual(['Bank transfer', 'Cash on delivery']);

    const o = await newOrder();
    expect(o).toMatchObject({ paymentMethodId: null, paymentMethodName: null });
    const res = await payWith(o.id, bank.id, world.salesAk);
    expect(res.statusCode, res.body).toBe(200);
    const paid = res.json().data as OrderInfo;
    expect(paid).toMatchObject({ payStatus: 'paid', paymentMethodId: bank.id, paymentMethodName: bank.name });
    expect(paid.history.find((h) => h.action === 'pay')).toMatchObject({
      before: { payStatus: 'unpaid' },
      after: { payStatus: 'paid', paymentMethod: bank.name },
    });
    const log = await lastLogEntry(t, adminAk, 'order.pay');
    expect(log.after).toMatchObject({ payStatus: 'paid', paymentMethodId: bank.id });
    expect((await info(bank.id)).orderCount).toBe(1);
  });

  it('records none when none is chosen, as on the orders paid before', async () => {
    const o = await newOrder();
    expect((await payWith(o.id)).statusCode).toBe(200);
    expect(await orders.info(o.id)).toMatchObject({
      payStatus: 'paid',
      paymentMethodId: null,
      paymentMethodName: null,
    });
  });

  it('refuses a disabled or unknown method and leaves the order unpaid', async () => {
    const wallet = await added({ name: { en: 'Retired wallet' } });
    expect((await post('/status', { id: wallet.id, status: false })).statusCode).toBe(200);
    const choices = (await t.get('/admin/order/choices', adminAk)).json().data as OrderChoices;
    expect(choices.paymentMethods.map((m) => m.id)).not.toContain(wallet.id);

    const o = await newOrder();
    const audit0 = await auditCount();
    for (const id of [wallet.id, 987_654]) {
      const refused = await payWith(o.id, id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: 422,
        msg: 'This payment method does not exist or is disabled',
        data: { errors: [{ field: 'paymentMethodId', key: 'invalid' }] },
      });
    }
    expect(await orders.info(o.id)).toMatchObject({ payStatus: 'unpaid', version: o.version, paymentMethodId: null });
    expect(await auditCount()).toBe(audit0);
    const zh = await t.post('/admin/order/pay', { id: o.id, paymentMethodId: wallet.id }, adminAk, {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().msg).toBe('该支付方式不存在或已停用');
  });

  it('keeps the method on the orders a mixed order is split into when paid', async () => {
    const cod = await builtIn('cash_on_delivery');
    const a = await orders.product(world.supplierA, 10);
    const b = await orders.product(world.supplierB, 10);
    const o = await orders.order([
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ]);
    const paid = (await payWith(o.id, cod.id)).json().data as OrderInfo;
    expect(paid.state).toBe('split');
    expect(paid.children).toHaveLength(2);
    for (const child of paid.children)
      expect(await orders.info(child.id)).toMatchObject({ payStatus: 'paid', paymentMethodId: cod.id });
  });

  it('disables, never deletes, a method orders were paid with', async () => {
    const wallet = await added({ name: { en: 'Wallet in use' } });
    const o = await newOrder();
    expect((await payWith(o.id, wallet.id)).statusCode).toBe(200);
    const before = await info(wallet.id);
    expect(before.orderCount).toBe(1);
    const audit0 = await auditCount();
    const refused = await post('/del', { id: wallet.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('1 orders were paid with this method, so it cannot be deleted; disable it instead');
    expect(await info(wallet.id)).toEqual(before);
    expect(await auditCount()).toBe(audit0);
    expect((await post('/status', { id: wallet.id, status: false })).statusCode).toBe(200);
    // The order still names it.
    expect((await orders.info(o.id)).paymentMethodName).toMatchObject({ en: 'Wallet in use' });
    expect(await n('select count(*)::int as n from orders where payment_method_id = $1', [wallet.id])).toBe(1);
  });
});
