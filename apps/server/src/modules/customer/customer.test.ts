import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type CustomerInfo } from '@shop/shared';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { TestApp } from '../../test-support/harness.ts';
import { en, useCustomerWorld } from './customer-fixtures.ts';

// The customer list with its search and filters, adding, editing and enabling customers. Addresses, order
// figures, access and the dashboard are in customer-detail.test.ts.
describe('customers', () => {
  const { world, q, n, list, info, body, added, editBody, groupId, auditCount, membersExact } = useCustomerWorld();
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });

  it(
    'lists the demo customers newest first with an exact total, only the list columns, a pager and ' + 'sorting',
    async () => {
      const all = await list('pageSize=10');
      expect(all.total).toBe(60);
      expect(all.total).toBe(await n('select count(*)::int as n from customers'));
      expect(all.list).toHaveLength(10);
      expect(Object.keys(all.list[0]!).sort()).toEqual([
        'country',
        'createdAt',
        'email',
        'enabled',
        'groupId',
        'groupName',
        'id',
        'name',
        'phone',
        'version',
      ]);
      const created = all.list.map((c) => c.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect((await list('page=6&pageSize=10')).list).toHaveLength(10);
      expect((await list('page=7&pageSize=10')).list).toHaveLength(0);
      const byName = (await list('sort=name&pageSize=100')).list.map((c) => c.name);
      expect(byName).toHaveLength(60);
      expect(byName).toEqual((await q('select name from customers order by name, id')).map((r) => r.name));
      const byEmail = (await list('sort=-email&pageSize=20')).list.map((c) => c.email);
      expect(byEmail).toEqual(
        (await q('select email from customers order by lower(email) desc limit 20')).map((r) => r.email),
      );
      const oldest = (await list('sort=createdAt&pageSize=10')).list.map((c) => c.createdAt);
      expect(oldest).toEqual([...oldest].sort());
      expect((await t.get('/admin/customer?sort=passwordHash', adminAk)).statusCode).toBe(422);
      expect((await t.get('/admin/customer?pageSize=1000', adminAk)).statusCode).toBe(422);
      expect((await t.get('/admin/customer?pageSize=15', adminAk)).statusCode).toBe(422);
    },
  );

  it('searches name, email and phone, case-insensitively, wildcards literal', async () => {
    expect((await list('keyword=lucía')).list.map((c) => c.email)).toEqual(['lucia.garcia@example.es']);
    expect((await list('keyword=佐藤')).list.map((c) => c.name)).toEqual(['佐藤 健']);
    expect((await list('keyword=MUELLER@EXAMPLE')).list.map((c) => c.name)).toEqual(['Lukas Müller']);
    const [phone] = await q(`select phone from customers where email = 'li.na@example.cn'`);
    expect((await list(`keyword=${encodeURIComponent(String(phone!.phone))}`)).list.map((c) => c.email)).toEqual([
      'li.na@example.cn',
    ]);
    expect((await list('keyword=@example.jp')).total).toBe(10);
    expect((await list('keyword=100%25')).total).toBe(0);
    expect((await list('keyword=_')).total).toBe(0);
  });

  it('filters by group, status, country and registration dates, with exact totals', async () => {
    const count = (where: string, params: unknown[] = []) =>
      n(`select count(*)::int as n from customers where ${where}`, params);
    const vip = groupId('VIP');
    const ofVip = await list(`groupId=${vip}&pageSize=100`);
    expect(ofVip.total).toBe(await count('group_id = $1', [vip]));
    expect(ofVip.total).toBeGreaterThan(0);
    expect(ofVip.list.every((c) => c.groupId === vip && c.groupName.en === 'VIP')).toBe(true);
    const disabled = await list('status=disabled');
    expect(disabled.total).toBe(await count('not enabled'));
    expect(disabled.total).toBeGreaterThan(2);
    expect(disabled.list.every((c) => !c.enabled)).toBe(true);
    expect((await list('status=enabled')).total).toBe(60 - disabled.total);
    const jp = await list('country=jp');
    expect(jp.total).toBe(10);
    expect(jp.list.every((c) => c.country === 'JP')).toBe(true);
    expect((await t.get('/admin/customer?country=XX', adminAk)).statusCode).toBe(422);
    const [mid] = await q(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from customers order by created_at limit 1 ` +
        `offset 30`,
    );
    const day = String(mid!.day);
    expect((await list(`from=${day}`)).total).toBe(await count(`created_at >= $1::date`, [day]));
    expect((await list(`to=${day}`)).total).toBe(await count(`created_at < $1::date + 1`, [day]));
    expect((await list(`from=${day}&to=${day}`)).total).toBe(
      await count(`created_at >= $1::date and created_at < $1::date + 1`, [day]),
    );
    expect((await t.get('/admin/customer?from=2024-02-30', adminAk)).statusCode).toBe(422);
    const combined = await list(`groupId=${groupId('Regular')}&status=enabled&country=CN&sort=name`);
    expect(combined.total).toBe(await count(`group_id = $1 and enabled and country = 'CN'`, [groupId('Regular')]));
  });

  it(
    'adds a customer: rules checked, the default group when none is chosen, password hashed with argon2id, ' +
      'audited',
    async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ password: 'short1' }, 'password', 'too_short'],
        [{ email: 'not-an-email' }, 'email', 'invalid'],
        [{ email: '' }, 'email', 'required'],
        [{ name: '  ' }, 'name', 'required'],
        [{ phone: 'call me' }, 'phone', 'invalid'],
        [{ country: 'XX' }, 'country', 'invalid'],
        [{ groupId: 999_999 }, 'groupId', 'invalid'],
      ];
      const before = await n('select count(*)::int as n from customers');
      for (const [change, field, key] of cases) {
        const res = await t.post('/admin/customer/add', body(change), adminAk, en);
        expect(res.statusCode, `${field} ${res.body}`).toBe(422);
        expect(res.json().data.errors, field).toContainEqual(
          expect.objectContaining({ field, key, ...(key === 'too_short' ? { params: { min: 7 } } : {}) }),
        );
      }
      expect(await n('select count(*)::int as n from customers')).toBe(before);

      const c = await added({
        email: 'Mixed.Case@Example.org',
        phone: '+1 (555) 010-7788',
        country: 'us',
        note: 'Prefers email',
      });
      expect(c.groupId).toBe(groupId('Regular'));
      expect(c).toMatchObject({
        email: 'Mixed.Case@Example.org',
        country: 'US',
        enabled: true,
        note: 'Prefers email',
        addresses: [],
        discountPercent: 0,
      });
      expect(c.orders).toEqual({
        count: 0,
        paidTotal: 0,
        baseCurrency: expect.anything(),
        lastOrderAt: null,
        recent: [],
      });
      const [stored] = await q('select password_hash from customers where id = $1', [c.id]);
      expect(String(stored!.password_hash)).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(String(stored!.password_hash), 'secret-pass-1')).toBe(true);
      const [audit] = await q(`select after from audit_log where action = 'customer.add' and entity_id = $1`, [
        String(c.id),
      ]);
      expect(JSON.stringify(audit!.after)).not.toContain('argon2');
      expect((audit!.after as Record<string, unknown>).email).toBe('Mixed.Case@Example.org');
      expect((await list('keyword=010-7788')).list.map((r) => r.id)).toEqual([c.id]);
      const wholesale = await added({ groupId: groupId('Wholesale') });
      expect(wholesale.discountPercent).toBe(10);
      expect(await membersExact()).toBe(true);
    },
  );

  it('refuses an email already registered, in any letter case, on the email field', async () => {
    const audit0 = await n('select count(*)::int as n from audit_log');
    const res = await t.post('/admin/customer/add', body({ email: 'LUCIA.GARCIA@example.es' }), adminAk, en);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(SERVER_MESSAGES.en['customer.email_taken']);
    expect(res.json().data.errors).toEqual([{ field: 'email', key: 'duplicate' }]);
    const zh = await t.post('/admin/customer/add', body({ email: 'lucia.garcia@EXAMPLE.ES' }), adminAk);
    expect(zh.json().msg).toBe(SERVER_MESSAGES['zh-CN']['customer.email_taken']);
    const c = await added();
    const edit = await t.post('/admin/customer/edit', editBody(c, { email: 'Wang.Wei@example.cn' }), adminAk, en);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().data.errors).toEqual([{ field: 'email', key: 'duplicate' }]);
    expect(await n('select count(*)::int as n from audit_log')).toBe(audit0 + 1);
    expect(await membersExact()).toBe(true);
  });

  it(
    'edits with the version read: a stale save answers 409 and changes nothing; a new password is optional and ' +
      'checked',
    async () => {
      const c = await added();
      const first = await t.post(
        '/admin/customer/edit',
        editBody(c, { phone: '+34 600 111 222', groupId: groupId('VIP') }),
        adminAk,
        en,
      );
      expect(first.statusCode, first.body).toBe(200);
      const edited = first.json().data as CustomerInfo;
      expect(edited).toMatchObject({
        phone: '+34 600 111 222',
        groupId: groupId('VIP'),
        discountPercent: 5,
        version: c.version + 1,
      });
      const stale = await t.post('/admin/customer/edit', editBody(c, { name: 'Lost update' }), adminAk, en);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().msg).toBe(SERVER_MESSAGES.en['common.stale_version']);
      expect((await info(c.id)).name).toBe(c.name);

      const short = await t.post('/admin/customer/edit', editBody(edited, { password: '123456' }), adminAk, en);
      expect(short.statusCode).toBe(422);
      expect(short.json().data.errors).toEqual([{ field: 'password', key: 'too_short', params: { min: 7 } }]);
      const [hash0] = await q('select password_hash from customers where id = $1', [c.id]);
      const keep = await t.post('/admin/customer/edit', editBody(edited, { password: '' }), adminAk, en);
      expect(keep.statusCode, keep.body).toBe(200);
      const [hash1] = await q('select password_hash from customers where id = $1', [c.id]);
      expect(hash1!.password_hash).toBe(hash0!.password_hash);
      const reset = await t.post(
        '/admin/customer/edit',
        editBody(keep.json().data, { password: 'a-new-password' }),
        adminAk,
        en,
      );
      expect(reset.statusCode, reset.body).toBe(200);
      const [hash2] = await q('select password_hash from customers where id = $1', [c.id]);
      expect(await verifyPassword(String(hash2!.password_hash), 'a-new-password')).toBe(true);
      const log = await q(
        `select before, after from audit_log where action = 'customer.edit' and entity_id = $1 order by id`,
        [String(c.id)],
      );
      expect(log).toHaveLength(3);
      expect(log[0]!.before).toMatchObject({ phone: '' });
      expect(log[0]!.after).toMatchObject({ phone: '+34 600 111 222', groupId: groupId('VIP') });
      expect(log[2]!.after).toMatchObject({ password: '••••••' });
      expect(JSON.stringify(log)).not.toContain('a-new-password');
      expect(await membersExact()).toBe(true);
      expect(
        (await t.post('/admin/customer/edit', editBody(reset.json().data, { id: 999_999 }), adminAk)).statusCode,
      ).toBe(404);
    },
  );

  it(
    'enables and disables in batch, one audit row per customer that changed; an unknown id changes ' + 'nothing',
    async () => {
      const a = await added();
      const b = await added({ enabled: false });
      const off = await t.post('/admin/customer/status', { ids: [a.id, b.id], enabled: false }, adminAk);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.ids).toEqual([a.id]);
      expect((await info(a.id)).enabled).toBe(false);
      expect(await auditCount('customer.disable', a.id)).toBe(1);
      expect(await auditCount('customer.disable', b.id)).toBe(0);
      const unknown = await t.post('/admin/customer/status', { ids: [a.id, 999_999], enabled: true }, adminAk);
      expect(unknown.statusCode).toBe(404);
      expect((await info(a.id)).enabled).toBe(false);
      const on = await t.post('/admin/customer/status', { ids: [a.id, b.id], enabled: true }, adminAk);
      expect(on.json().data.ids).toEqual([a.id, b.id]);
      expect(await auditCount('customer.enable', b.id)).toBe(1);
      expect((await t.post('/admin/customer/status', { ids: [a.id, a.id], enabled: true }, adminAk)).statusCode).toBe(
        422,
      );
    },
  );
});
