import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type CustomerGroupRow, type CustomerInfo } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';

type List = { list: CustomerGroupRow[]; total: number };
const en = { 'accept-language': 'en' };

describe('customer groups', () => {
  let t: TestApp;
  let adminAk: string;
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const groups = async () => {
    const res = await t.get('/admin/customer/group?pageSize=100', adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as List).list;
  };
  const byName = async (en: string) => (await groups()).find((g) => g.name.en === en)!;
  const added = async (extra: Record<string, unknown> = {}) => {
    seq++;
    const res = await t.post(
      '/admin/customer/group/add',
      { name: { en: `Group ${seq}`, 'zh-CN': `客户组${seq}` }, discountPercent: 3, sort: 50 + seq, ...extra },
      adminAk,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CustomerGroupRow;
  };
  const auditCount = (action: string, id: number) =>
    n(`select count(*)::int as n from audit_log where action = $1 and entity_id = $2`, [action, String(id)]);
  const defaults = () => n('select count(*)::int as n from customer_groups where is_default');

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the demo groups in their sort order with exact member counts; Regular is the default', async () => {
    const list = await groups();
    expect(list.map((g) => [g.name.en, g.discountPercent, g.isDefault])).toEqual([
      ['Regular', 0, true],
      ['VIP', 5, false],
      ['Wholesale', 10, false],
    ]);
    expect(list.map((g) => g.name['zh-CN'])).toEqual(['普通会员', 'VIP会员', '批发客户']);
    for (const g of list)
      expect(g.customerCount).toBe(await n('select count(*)::int as n from customers where group_id = $1', [g.id]));
    expect(list.reduce((sum, g) => sum + g.customerCount, 0)).toBe(60);
    expect(list.every((g) => g.customerCount > 0)).toBe(true);
  });

  it(
    'adds and edits with the rules checked: a name in some language, discount 0..100, sort required, names unique ' +
      'per language',
    async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: { en: ' ' } }, 'name.zh-CN', 'required'],
        [{ name: { fr: 'Groupe' } }, 'name', 'not_allowed'],
        [{ discountPercent: 101 }, 'discountPercent', 'too_big'],
        [{ discountPercent: -1 }, 'discountPercent', 'too_small'],
        [{ discountPercent: 2.5 }, 'discountPercent', 'invalid_type'],
        [{ discountPercent: undefined }, 'discountPercent', 'required'],
        [{ sort: undefined }, 'sort', 'required'],
      ];
      for (const [change, field, key] of cases) {
        const res = await t.post(
          '/admin/customer/group/add',
          { name: { en: 'Fresh' }, discountPercent: 1, sort: 1, ...change },
          adminAk,
        );
        expect(res.statusCode, `${field} ${res.body}`).toBe(422);
        expect(res.json().data.errors, field).toContainEqual(expect.objectContaining({ field, key }));
      }
      const dup = await t.post(
        '/admin/customer/group/add',
        { name: { en: 'vip ', ja: '新しい' }, discountPercent: 1, sort: 1 },
        adminAk,
        en,
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json().msg).toBe(SERVER_MESSAGES.en['customer_group.name_taken']);
      expect(dup.json().data.errors).toEqual([{ field: 'name.en', key: 'duplicate' }]);
      // The same word in another language is not a clash.
      const gold = await added({ name: { en: 'Gold', es: 'Regular' }, discountPercent: 100 });
      expect(gold).toMatchObject({ discountPercent: 100, isDefault: false, customerCount: 0 });
      expect(await auditCount('customer_group.add', gold.id)).toBe(1);

      const edit = await t.post(
        '/admin/customer/group/edit',
        { id: gold.id, version: gold.version, name: { en: 'Gold', ja: 'ゴールド' }, discountPercent: 15, sort: 5 },
        adminAk,
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data).toMatchObject({
        name: { en: 'Gold', ja: 'ゴールド', 'zh-CN': '', es: '' },
        discountPercent: 15,
        sort: 5,
        version: gold.version + 1,
      });
      expect((await groups())[0]!.id).toBe(gold.id);
      const stale = await t.post(
        '/admin/customer/group/edit',
        { id: gold.id, version: gold.version, name: { en: 'Lost' }, discountPercent: 1, sort: 1 },
        adminAk,
        en,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().msg).toBe(SERVER_MESSAGES.en['common.stale_version']);
      expect((await byName('Gold')).discountPercent).toBe(15);
      const clash = await t.post(
        '/admin/customer/group/edit',
        {
          id: gold.id,
          version: gold.version + 1,
          name: { en: 'Gold', 'zh-CN': '批发客户' },
          discountPercent: 1,
          sort: 1,
        },
        adminAk,
      );
      expect(clash.json().data.errors).toEqual([{ field: 'name.zh-CN', key: 'duplicate' }]);
      // Its own name is not a clash with itself.
      const same = await t.post(
        '/admin/customer/group/edit',
        { id: gold.id, version: gold.version + 1, name: { en: 'GOLD' }, discountPercent: 15, sort: 5 },
        adminAk,
      );
      expect(same.statusCode, same.body).toBe(200);
      const log = await q(
        `select before, after from audit_log where action = 'customer_group.edit' and entity_id = $1 order by id`,
        [String(gold.id)],
      );
      expect(log[0]!.before).toMatchObject({ discountPercent: 100 });
      expect(log[0]!.after).toMatchObject({ discountPercent: 15 });
      expect(
        (
          await t.post(
            '/admin/customer/group/edit',
            { id: 999_999, version: 0, name: { en: 'x' }, discountPercent: 1, sort: 1 },
            adminAk,
          )
        ).statusCode,
      ).toBe(404);
    },
  );

  it(
    'keeps exactly one default: making another the default moves it, and new customers join it when none is ' +
      'chosen',
    async () => {
      const regular = await byName('Regular');
      const vip = await byName('VIP');
      const res = await t.post('/admin/customer/group/default', { id: vip.id }, adminAk);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: vip.id, isDefault: true });
      expect(await defaults()).toBe(1);
      expect((await byName('Regular')).isDefault).toBe(false);
      expect(await auditCount('customer_group.default', vip.id)).toBe(1);
      expect(await auditCount('customer_group.default', regular.id)).toBe(1);
      const customer = await t.post(
        '/admin/customer/add',
        { email: 'joins.default@example.org', name: 'Joins Default', password: 'long-enough' },
        adminAk,
      );
      expect((customer.json().data as CustomerInfo).groupId).toBe(vip.id);
      expect((await byName('VIP')).customerCount).toBe(vip.customerCount + 1);
      // Already the default: nothing changes, nothing is logged.
      await t.post('/admin/customer/group/default', { id: vip.id }, adminAk);
      expect(await auditCount('customer_group.default', vip.id)).toBe(1);
      expect((await t.post('/admin/customer/group/default', { id: 999_999 }, adminAk)).statusCode).toBe(404);
      await t.post('/admin/customer/group/default', { id: regular.id }, adminAk);
      expect(await defaults()).toBe(1);
      expect((await byName('Regular')).isDefault).toBe(true);
    },
  );

  it(
    'refuses to delete the default group, a group with customers or one a tax rule uses; deletes an empty ' + 'one',
    async () => {
      const audit0 = await n('select count(*)::int as n from audit_log');
      const regular = await byName('Regular');
      const asDefault = await t.post('/admin/customer/group/del', { id: regular.id }, adminAk, en);
      expect(asDefault.statusCode).toBe(409);
      expect(asDefault.json().msg).toBe(SERVER_MESSAGES.en['customer_group.default_locked']);
      const wholesale = await byName('Wholesale');
      const inUse = await t.post('/admin/customer/group/del', { id: wholesale.id }, adminAk, en);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().msg).toBe(
        SERVER_MESSAGES.en['customer_group.in_use'].replace('{{count}}', String(wholesale.customerCount)),
      );
      const taxed = await added();
      await q(
        `insert into tax_rules (name, class_id, country, rate, group_id) ` +
          `select 'Reduced', id, 'ES', 1000, $1 from tax_classes where is_default`,
        [taxed.id],
      );
      const byTax = await t.post('/admin/customer/group/del', { id: taxed.id }, adminAk, en);
      expect(byTax.statusCode).toBe(409);
      expect(byTax.json().msg).toBe(SERVER_MESSAGES.en['customer_group.tax_rules'].replace('{{count}}', '1'));
      expect(await n('select count(*)::int as n from audit_log')).toBe(audit0 + 1); // only the add
      expect((await groups()).some((g) => g.id === taxed.id)).toBe(true);

      const empty = await added();
      const del = await t.post('/admin/customer/group/del', { id: empty.id }, adminAk);
      expect(del.statusCode, del.body).toBe(200);
      expect((await groups()).some((g) => g.id === empty.id)).toBe(false);
      expect(await auditCount('customer_group.del', empty.id)).toBe(1);
      expect((await t.post('/admin/customer/group/del', { id: empty.id }, adminAk)).statusCode).toBe(404);
    },
  );

  it('moves member counts when customers change group, and refuses a group that no longer exists', async () => {
    const vip = await byName('VIP');
    const target = await added();
    const res = await t.post(
      '/admin/customer/add',
      { email: 'mover@example.org', name: 'Mover', password: 'long-enough', groupId: vip.id },
      adminAk,
    );
    const c = res.json().data as CustomerInfo;
    const moved = await t.post(
      '/admin/customer/edit',
      { id: c.id, version: c.version, email: c.email, name: c.name, groupId: target.id },
      adminAk,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await byName('VIP')).customerCount).toBe(vip.customerCount);
    expect((await groups()).find((g) => g.id === target.id)!.customerCount).toBe(1);
    const gone = await added();
    await t.post('/admin/customer/group/del', { id: gone.id }, adminAk);
    const refused = await t.post(
      '/admin/customer/edit',
      { id: c.id, version: c.version + 1, email: c.email, name: c.name, groupId: gone.id },
      adminAk,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual([{ field: 'groupId', key: 'invalid' }]);
    const rows = await q(
      `select g.customer_count::int as stored, (select count(*)::int from customers c where c.group_id = g.id) as ` +
        `real from customer_groups g`,
    );
    expect(rows.every((r) => r.stored === r.real)).toBe(true);
  });

  it('refuses supplier users on every group endpoint (403); the sales group may manage groups', async () => {
    const supplierAk = await t.login('supplier2');
    const salesAk = await t.login('sales');
    expect((await t.get('/admin/customer/group', supplierAk)).statusCode).toBe(403);
    for (const url of [
      '/admin/customer/group/add',
      '/admin/customer/group/edit',
      '/admin/customer/group/del',
      '/admin/customer/group/default',
    ]) {
      expect((await t.post(url, { id: 1 }, supplierAk)).statusCode, url).toBe(403);
    }
    const res = await t.post(
      '/admin/customer/group/add',
      { name: { es: 'Oro' }, discountPercent: 7, sort: 70 },
      salesAk,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
