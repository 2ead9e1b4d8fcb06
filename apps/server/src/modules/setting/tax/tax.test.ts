import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderQuoteData, ProductInfo } from '@shop/shared';
import type { TaxClassInfo, TaxRuleInfo } from '@shop/shared/api/tax';
import { useWorld } from '../../../test-support/world.ts';
import { openOrderWorld } from '../../order/order-fixtures.ts';
import { computeTax } from './compute.ts';
import { en, taxHelpers } from './tax-fixtures.ts';

// Tax classes and rules (settings /taxclass and /tax): the table of cases through the calculator, the
// order quote agreeing with it, and the screens' rules (unique names, one default, deletes refused in use,
// field checks that write nothing).
describe('taxes (settings /tax and /taxclass)', () => {
  const world = useWorld(openOrderWorld);
  const h = taxHelpers(() => world);
  let ids: Awaited<ReturnType<typeof h.build>>;
  beforeAll(async () => {
    ids = await h.build();
  });

  // [class, country, region, group, amount, quantity, expected tax, why]
  type Case = ['S' | 'R' | 'E' | 'X', string, string, 'vip' | 'wholesale' | null, number, number, number, string];
  const cases: Case[] = [
    ['S', 'FR', '', null, 10_000, 1, 2_000, 'country rate; the disabled rule is left out'],
    ['S', 'FR', 'FR-75', null, 10_000, 1, 2_000, 'a country rule applies in each of its regions'],
    ['S', 'CA', '', null, 10_000, 1, 500, 'no region: the region rules stay out'],
    ['S', 'CA', 'CA-QC', null, 10_000, 1, 1_548, 'QST (priority 2) compounds on GST: 500 + 10 500 × 9.98 %'],
    ['S', 'CA', 'CA-QC', null, 10_000, 5, 1_548, 'percent rules do not depend on the quantity'],
    ['S', 'CA', 'CA-ON', null, 10_000, 1, 1_300, 'the same priority adds: 5 % + 8 % of the same base'],
    ['S', 'CA', 'CA-BC', null, 10_000, 1, 500, 'another region of the country: the country rule only'],
    ['S', 'IT', '', null, 10_000, 3, 2_200, 'a group rule stays out without a group'],
    ['S', 'IT', '', 'vip', 10_000, 3, 2_500, 'the VIP levy is fixed per item: 22 % + 3 × 100'],
    ['S', 'IT', '', 'wholesale', 10_000, 3, 2_200, 'another group: the VIP levy stays out'],
    ['S', 'AU', '', null, 9_999, 1, 1_000, '999.9 rounds to 1 000'],
    ['S', 'AU', '', 'wholesale', 10_000, 1, 1_300, 'the group rule adds at the same priority'],
    ['S', 'BR', '', null, 10_000, 1, 2_980, 'IPI compounds: 1 800 + 11 800 × 10 %'],
    ['S', 'BR', 'BR-SP', null, 10_000, 1, 3_216, 'two priority-2 rules on the same compounded base'],
    ['S', 'BR', 'BR-RJ', null, 10_000, 1, 2_980, 'another state: no SP extra'],
    ['R', 'FR', '', null, 10_000, 1, 550, 'the reduced class has its own rate'],
    ['R', 'IT', '', 'vip', 12_345, 1, 494, 'the VIP levy is of the standard class only'],
    ['R', 'CA', 'CA-QC', null, 10_000, 1, 0, 'no reduced rule in Canada'],
    ['R', 'FR', '', null, 100, 1, 6, '5.5 rounds half up to 6'],
    ['E', 'FR', '', null, 10_000, 2, 2_096, 'per-item fees (2 × 30 + 2 × 10) then VAT on 10 080'],
    ['E', 'AU', '', null, 10_000, 1, 1_011, 'the global battery fee, then GST on 10 010'],
    ['E', 'JP', '', null, 5_000, 3, 30, 'only the rule for every country applies in Japan'],
    ['X', 'FR', '', null, 10_000, 1, 0, 'a class without rules is exempt'],
    ['S', 'US', 'US-CA', null, 10_000, 1, 725, 'the demo California rule, by region code'],
    ['S', 'US', '', null, 10_000, 1, 0, 'the US without a region: the California rule stays out'],
    ['S', 'US', 'US-NY', null, 10_000, 1, 0, 'another state'],
    ['S', 'ES', '', 'vip', 10_000, 1, 2_100, 'the demo Spanish IVA for every group'],
    ['S', 'FR', '', null, 3, 1, 1, '0.6 rounds to 1'],
    ['S', 'FR', '', null, 0, 1, 0, 'nothing on nothing'],
  ];

  it.each(cases)('%s %s %s group %s: %i × %i → %i (%s)', async (cls, country, region, group, amount, qty, tax) => {
    const res = await h.calculate({
      classId: ids[cls],
      country,
      region,
      groupId: group ? ids[group] : null,
      amount,
      quantity: qty,
    });
    expect(res).toMatchObject({ currency: 'USD', amount, tax, total: amount + tax });
    expect(res.applied.reduce((a, r) => a + r.amount, 0)).toBe(tax);
  });

  it('shows each applied rule with the base it was computed on', async () => {
    const res = await h.calculate({ classId: ids.S, country: 'BR', region: 'BR-SP', amount: 10_000 });
    expect(res.applied.map((a) => [a.name, a.priority, a.base, a.amount])).toEqual([
      ['BR ICMS', 1, 10_000, 1_800],
      ['BR IPI', 2, 11_800, 1_180],
      ['SP extra', 2, 11_800, 236],
    ]);
  });

  it('prices an order quote with exactly the calculator: each class of lines taxed apart', async () => {
    const { t, adminAk, customerId, shippingId } = world;
    const product = async (sku: string, price: number, taxClassId: number | null) => {
      const name = { 'zh-CN': sku, en: sku, es: sku, ja: sku };
      const res = await t.post(
        '/admin/catalog/product/add',
        { name, number: sku, sku, price, stock: 50, weight: 100, onShelf: true, supplierId: null, taxClassId },
        adminAk,
        en,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ProductInfo;
    };
    const plain = await product('TAX-STD', 1_999, null);
    const food = await product('TAX-RED', 1_250, ids.R);
    const phone = await product('TAX-ELE', 24_900, ids.E);
    expect(plain.taxClassId).toBeNull();
    expect(phone.taxClassId).toBe(ids.E);
    const address = {
      name: 'Ana',
      country: 'FR',
      region: '',
      city: 'Paris',
      line1: '1 rue de Rivoli',
      postcode: '75001',
    };
    const lines = [
      { productId: plain.id, quantity: 3 },
      { productId: food.id, quantity: 2 },
      { productId: phone.id, quantity: 2 },
    ];
    const res = await t.post(
      '/admin/order/quote',
      { customerId, address, currency: 'USD', shippingMethodId: shippingId, lines },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json().data as OrderQuoteData;
    const expected =
      (await h.calculate({ classId: ids.S, country: 'FR', amount: 5_997, quantity: 3 })).tax +
      (await h.calculate({ classId: ids.R, country: 'FR', amount: 2_500, quantity: 2 })).tax +
      (await h.calculate({ classId: ids.E, country: 'FR', amount: 49_800, quantity: 2 })).tax;
    expect(expected).toBe(1_199 + 138 + 10_056);
    expect(quote.totals.tax).toBe(expected);
    // in another currency a fixed amount is converted, and percents apply to the converted prices
    const eur = await t.post(
      '/admin/order/quote',
      { customerId, address, currency: 'EUR', shippingMethodId: shippingId, lines: [lines[2]] },
      adminAk,
      en,
    );
    const q2 = eur.json().data as OrderQuoteData;
    const fees = Math.round(0.3 * 0.92 * 100) * 2 + Math.round(0.1 * 0.92 * 100) * 2;
    const rules = [
      { id: 1, name: 'fees', classId: 1, type: 'fixed' as const, rate: fees / 2, priority: 0 },
      { id: 2, name: 'TVA', classId: 1, type: 'percent' as const, rate: 2000, priority: 1 },
    ];
    expect(q2.totals.tax).toBe(computeTax(rules, q2.totals.subtotal, 2).tax);
    // a region rule applies by the address's region code, not by its printable name
    const us = async (regionCode: string) => {
      const at = { ...address, country: 'US', region: 'California', regionCode, postcode: '94103' };
      const r = await t.post(
        '/admin/order/quote',
        { customerId, address: at, currency: 'USD', shippingMethodId: shippingId, lines: [lines[0]] },
        adminAk,
        en,
      );
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as OrderQuoteData).totals.tax;
    };
    expect(await us('US-CA')).toBe(Math.round(5_997 * 0.0725));
    expect(await us('')).toBe(0);
  });

  it('keeps class names unique, one default class, and refuses deleting one in use', async () => {
    const dup = await h.post('/admin/setting/taxclass/add', { name: 'reduced (TEST)' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors).toEqual([{ field: 'name', key: 'duplicate' }]);
    const before = (await h.get(`/admin/setting/taxclass/info?id=${ids.S}`)).json().data as TaxClassInfo;
    expect(before).toMatchObject({ isDefault: true });
    expect(before.productCount).toBeGreaterThan(0);
    const x = (await h.get(`/admin/setting/taxclass/info?id=${ids.X}`)).json().data as TaxClassInfo;
    const made = await h.post('/admin/setting/taxclass/default', { id: ids.X, version: x.version });
    expect(made.statusCode, made.body).toBe(200);
    expect(await h.n('select count(*)::int as n from tax_classes where is_default')).toBe(1);
    expect(await h.defaultClassId()).toBe(ids.X);
    // products without a class now fall under the exempt class
    expect((await h.calculate({ classId: ids.X, country: 'FR', amount: 100 })).tax).toBe(0);
    const delDefault = await h.post('/admin/setting/taxclass/del', { id: ids.X });
    expect(delDefault.statusCode).toBe(409);
    expect(delDefault.json().msg).toMatch(/default tax class/);
    const s = (await h.get(`/admin/setting/taxclass/info?id=${ids.S}`)).json().data as TaxClassInfo;
    expect((await h.post('/admin/setting/taxclass/default', { id: ids.S, version: s.version })).statusCode).toBe(200);
    const inUse = await h.post('/admin/setting/taxclass/del', { id: ids.R });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toMatch(/used by 1 products and 2 tax rules/);
    const spare = await h.addClass('Spare (test)');
    expect((await h.post('/admin/setting/taxclass/del', { id: spare.id })).statusCode).toBe(200);
    expect(await h.n('select count(*)::int as n from tax_classes where id = $1', [spare.id])).toBe(0);
  });

  it('checks every rule field and writes nothing for a bad one', async () => {
    const good = { name: 'Check', classId: ids.S, country: 'FR', type: 'percent', rate: 100 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ country: 'France' }, 'country', 'invalid'],
      [{ region: 'CA-QC' }, 'region', 'invalid'],
      [{ country: '', region: 'FR-75' }, 'region', 'invalid'],
      [{ region: 'FR75' }, 'region', 'invalid'],
      [{ rate: 10_001 }, 'rate', 'too_big'],
      [{ rate: -1 }, 'rate', 'too_small'],
      [{ type: 'fixed', rate: 100_000_001 }, 'rate', 'too_big'],
      [{ priority: 100 }, 'priority', 'too_big'],
      [{ type: 'compound' }, 'type', 'not_allowed'],
    ];
    const rows = () => h.n('select count(*)::int as n from tax_rules');
    const count = await rows();
    for (const [patch, field, key] of cases) {
      const res = await h.post('/admin/setting/tax/add', { ...good, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().data.errors, JSON.stringify(patch)).toContainEqual(expect.objectContaining({ field, key }));
    }
    const noClass = await h.post('/admin/setting/tax/add', { ...good, classId: 999_999 });
    expect(noClass.statusCode).toBe(422);
    expect(noClass.json().msg).toBe('The chosen tax class does not exist');
    const noGroup = await h.post('/admin/setting/tax/add', { ...good, groupId: 999_999 });
    expect(noGroup.json().data.errors).toEqual([expect.objectContaining({ field: 'groupId', key: 'invalid' })]);
    expect(await rows()).toBe(count);
    const fixed = await h.addRule({ ...good, type: 'fixed', rate: 10_001 });
    expect(fixed).toMatchObject({ type: 'fixed', rate: 10_001, className: 'Standard', groupName: null });
  });

  it('lists, filters, edits with the version, disables and deletes rules', async () => {
    const list = async (qs = '') =>
      (await h.get(`/admin/setting/tax?pageSize=100${qs}`)).json().data as { list: TaxRuleInfo[]; total: number };
    expect((await list(`&classId=${ids.E}`)).list.map((r) => r.name)).toEqual([
      'Battery fee',
      'AU GST',
      'FR eco fee',
      'FR TVA',
    ]);
    expect((await list('&country=CA')).total).toBe(3);
    expect((await list('&keyword=gst')).list.map((r) => r.country)).toEqual(['AU', 'CA', 'AU']);
    expect((await list('&status=disabled')).list.map((r) => r.name)).toEqual(['FR luxury (off)']);
    const vip = (await list('&keyword=VIP levy')).list[0]!;
    expect(vip.groupName).toMatchObject({ en: 'VIP' });
    const edit = { ...vip, rate: 150, groupId: vip.groupId };
    const ok = await h.post('/admin/setting/tax/edit', edit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await h.post('/admin/setting/tax/edit', edit)).statusCode).toBe(409);
    const calc = () => h.calculate({ classId: ids.S, country: 'IT', groupId: ids.vip, amount: 10_000, quantity: 2 });
    expect((await calc()).tax).toBe(2_200 + 300);
    expect((await h.post('/admin/setting/tax/status', { id: vip.id, status: false })).statusCode).toBe(200);
    expect((await calc()).tax).toBe(2_200);
    expect((await h.post('/admin/setting/tax/del', { id: vip.id })).statusCode).toBe(200);
    expect((await h.get(`/admin/setting/tax/info?id=${vip.id}`)).statusCode).toBe(404);
  });
});
