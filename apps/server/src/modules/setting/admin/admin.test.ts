import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type AdminRow } from '@shop/shared';
import { lastLogEntry } from '../../../test-support/audit.ts';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

describe('administrators', () => {
  let t: TestApp;
  let adminAk: string;
  let adminId: number;
  let superGroupId: number;
  let salesGroupId: number;
  let supplierAId: number;
  const en = { 'accept-language': 'en' };
  const auditCount = async () => Number((await t.database.raw('select count(*)::int as n from audit_log')).rows[0]!.n);
  const list = async (qs: string, ak = adminAk) => {
    const res = await t.get(`/admin/setting/admin?${qs}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: AdminRow[]; total: number; page: number; pageSize: number };
  };
  const add = async (body: Record<string, unknown>, ak = adminAk) =>
    t.post('/admin/setting/admin/add', { password: 'password-123', truename: 'Someone', ...body }, ak, en);
  const info = async (id: number) =>
    (await t.get(`/admin/setting/admin/info?id=${id}`, adminAk)).json().data as AdminRow;
  const lastLog = (action: string) => lastLogEntry(t, adminAk, action);

  beforeAll(async () => {
    t = await createTestApp();
    const s = await t.session('admin');
    adminAk = s.ak;
    adminId = s.adminid;
    const groups = (await t.get('/admin/setting/group/options', adminAk)).json().data.list as {
      id: number;
      name: string;
    }[];
    superGroupId = groups.find((g) => g.name === 'Super administrators')!.id;
    salesGroupId = groups.find((g) => g.name === 'Sales')!.id;
    const suppliers = (await t.get('/admin/api/suppliers', adminAk)).json().data.list as { id: number; name: string }[];
    supplierAId = suppliers.find((s2) => s2.name === 'Demo Supplier A')!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists with search, filters, sort and pager; totals are exact', async () => {
    for (let i = 0; i < 12; i++)
      expect(
        (await add({ username: `clerk${String(i).padStart(2, '0')}`, truename: `Clerk ${i}`, groupId: salesGroupId }))
          .statusCode,
      ).toBe(200);
    const all = await list('pageSize=100');
    expect(all.total).toBe(16);
    expect(all.list).toHaveLength(16);
    expect(all.list.map((a) => a.id)).toEqual([...all.list.map((a) => a.id)].sort((a, b) => b - a)); // newest first

    const page2 = await list('pageSize=10&page=2');
    expect(page2).toMatchObject({ total: 16, page: 2, pageSize: 10 });
    expect(page2.list).toHaveLength(6);
    expect((await list('pageSize=10&page=3')).list).toEqual([]);

    const clerks = await list('keyword=clerk&pageSize=50');
    expect(clerks.total).toBe(12);
    expect((await list('keyword=CLERK%201')).list.map((a) => a.username).sort()).toEqual([
      'clerk01',
      'clerk10',
      'clerk11',
    ]);
    expect((await list('keyword=%25')).total).toBe(0); // a % is searched for, not a wildcard
    expect((await list('keyword=sales@example')).list.map((a) => a.username)).toEqual(['sales']);

    const suppliers = await list('kind=supplier');
    expect(suppliers.list.map((a) => a.username).sort()).toEqual(['supplier', 'supplier2']);
    expect(suppliers.list.every((a) => a.supplierId !== null && a.groupId === null)).toBe(true);
    expect((await list('kind=platform&pageSize=50')).total).toBe(14);
    expect((await list(`groupId=${salesGroupId}&pageSize=50`)).total).toBe(13);
    expect((await list(`groupId=${superGroupId}`)).list.map((a) => a.username)).toEqual(['admin']);

    const byName = await list('sort=username&pageSize=50');
    const names = byName.list.map((a) => a.username);
    expect(names).toEqual([...names].sort());
    const byNameDesc = (await list('sort=-username&pageSize=50')).list.map((a) => a.username);
    expect(byNameDesc).toEqual([...names].reverse());

    expect((await t.get('/admin/setting/admin?pageSize=7', adminAk)).statusCode).toBe(422);
    expect((await t.get('/admin/setting/admin?sort=passwordHash', adminAk)).statusCode).toBe(422);
    expect((await t.get('/admin/setting/admin?status=maybe', adminAk)).statusCode).toBe(422);

    const clerk = clerks.list[0]!;
    expect((await t.post('/admin/setting/admin/status', { id: clerk.id, status: false }, adminAk)).statusCode).toBe(
      200,
    );
    expect((await list('status=disabled')).list.map((a) => a.id)).toEqual([clerk.id]);
    expect((await list('status=enabled&pageSize=50')).total).toBe(15);
  });

  it('adds, reads, edits and deletes, each with an audit row holding before/after', async () => {
    const audit0 = await auditCount();
    const added = await add({
      username: 'newbie',
      truename: 'New Bie',
      email: 'newbie@example.com',
      phone: '+49 30 123',
      groupId: salesGroupId,
    });
    expect(added.statusCode).toBe(200);
    const row = added.json().data as AdminRow;
    expect(row).toMatchObject({
      username: 'newbie',
      truename: 'New Bie',
      email: 'newbie@example.com',
      groupId: salesGroupId,
      groupName: 'Sales',
      enabled: true,
      version: 0,
      isSuper: false,
    });
    expect(await info(row.id)).toEqual(row);
    expect(await auditCount()).toBe(audit0 + 1);
    const addLog = await lastLog('admin.add');
    expect(addLog).toMatchObject({ entity: 'admin', entityId: String(row.id), actorId: adminId, before: null });
    expect(addLog.after).toMatchObject({ username: 'newbie', truename: 'New Bie' });
    expect(JSON.stringify(addLog)).not.toMatch(/argon2|passwordHash|password-123/);

    const edited = await t.post(
      '/admin/setting/admin/edit',
      { id: row.id, version: 0, truename: 'Renamed Bie', email: '', groupId: salesGroupId },
      adminAk,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ truename: 'Renamed Bie', email: null, version: 1 });
    const editLog = await lastLog('admin.edit');
    expect(editLog.diff).toEqual(
      expect.arrayContaining([
        { field: 'truename', before: 'New Bie', after: 'Renamed Bie' },
        { field: 'email', before: 'newbie@example.com', after: null },
      ]),
    );
    expect(editLog.diff.map((d: { field: string }) => d.field)).not.toContain('version');

    const pw = await t.post('/admin/setting/admin/password', { id: row.id, password: 'another-pass-1' }, adminAk);
    expect(pw.statusCode).toBe(200);
    expect(JSON.stringify(await lastLog('admin.password'))).not.toMatch(/argon2|another-pass-1/);

    const del = await t.post('/admin/setting/admin/del', { id: row.id }, adminAk);
    expect(del.statusCode).toBe(200);
    expect((await t.get(`/admin/setting/admin/info?id=${row.id}`, adminAk)).statusCode).toBe(404);
    const delLog = await lastLog('admin.del');
    expect(delLog.before).toMatchObject({ username: 'newbie', truename: 'Renamed Bie' });
    expect(delLog.after).toBeNull();
    expect(await auditCount()).toBe(audit0 + 4);
    expect((await t.post('/admin/setting/admin/del', { id: row.id }, adminAk)).statusCode).toBe(404);
  });

  it('adds a supplier account bound to its supplier, without a group', async () => {
    const res = await add({ username: 'supplier-a-2', supplierId: supplierAId, groupId: salesGroupId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ supplierId: supplierAId, supplierName: 'Demo Supplier A', groupId: null });
    const login = await t.signIn('supplier-a-2', 'password-123');
    expect(login.json().data).toMatchObject({ supplier: true, supplier_id: supplierAId });
  });

  it('refuses a duplicate username (case-insensitive) with 409 on the field, and writes nothing', async () => {
    const audit0 = await auditCount();
    for (const username of ['sales', 'SALES', 'Sales']) {
      const res = await add({ username, groupId: salesGroupId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 409,
        msg: 'Name already exists',
        data: { errors: [{ field: 'username', key: 'duplicate' }] },
      });
    }
    expect(SERVER_MESSAGES.en['admin.username_taken']).toBe('Name already exists');
    expect(await auditCount()).toBe(audit0);
    expect((await list('keyword=sales')).total).toBe(1);
  });

  it('refuses invalid input field by field', async () => {
    const audit0 = await auditCount();
    const none = await add({ username: 'nogroup' });
    expect(none.statusCode).toBe(422);
    expect(none.json().data.errors).toEqual([{ field: 'groupId', key: 'required' }]);
    expect((await add({ username: 'badgroup', groupId: 99999 })).statusCode).toBe(422);
    expect((await add({ username: 'badsupplier', supplierId: 99999 })).statusCode).toBe(422);
    const bad = await add({ username: 'x', password: 'short', email: 'not-an-email', groupId: salesGroupId });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'password', 'username']);
    expect(await auditCount()).toBe(audit0);
  });

  it('nobody can disable or delete themself', async () => {
    const audit0 = await auditCount();
    const off = await t.post('/admin/setting/admin/status', { id: adminId, status: false }, adminAk, en);
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe(SERVER_MESSAGES.en['admin.cannot_disable_self']);
    const del = await t.post('/admin/setting/admin/del', { id: adminId }, adminAk, en);
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe(SERVER_MESSAGES.en['admin.cannot_delete_self']);
    expect(await info(adminId)).toMatchObject({ enabled: true });
    expect(await auditCount()).toBe(audit0);
  });

  it('keeps the last enabled super administrator: not disabled, deleted or moved out of the super group', async () => {
    const managers = await t.post(
      '/admin/setting/group/add',
      {
        name: 'Account managers',
        permissions: [
          'setting_admin_index',
          'setting_admin_edit',
          'setting_admin_status',
          'setting_admin_del',
          'setting_admin_add',
        ],
      },
      adminAk,
    );
    expect(managers.statusCode).toBe(200);
    expect(
      (await add({ username: 'manager', password: 'manager-pass', groupId: managers.json().data.id })).statusCode,
    ).toBe(200);
    const managerAk = (await t.signIn('manager', 'manager-pass')).json().data.ak as string;
    // A disabled super administrator does not count as another one.
    const dormant = await add({ username: 'dormant-super', groupId: superGroupId, enabled: false });
    expect(dormant.statusCode).toBe(200);

    const audit0 = await auditCount();
    const before = await info(adminId);
    const refusals = [
      await t.post('/admin/setting/admin/status', { id: adminId, status: false }, managerAk, en),
      await t.post('/admin/setting/admin/del', { id: adminId }, managerAk, en),
      await t.post(
        '/admin/setting/admin/edit',
        { id: adminId, version: before.version, truename: before.truename, groupId: salesGroupId },
        managerAk,
        en,
      ),
      await t.post(
        '/admin/setting/admin/edit',
        { id: adminId, version: before.version, truename: before.truename, supplierId: supplierAId },
        managerAk,
        en,
      ),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(SERVER_MESSAGES.en['admin.last_super_admin']);
    }
    expect(await info(adminId)).toEqual(before);
    expect(await auditCount()).toBe(audit0);
    expect((await t.get('/admin/profile', adminAk)).statusCode).toBe(200);

    // With a second enabled super administrator, one of them may leave the group.
    const second = await add({ username: 'second-super', groupId: superGroupId });
    const s = second.json().data as AdminRow;
    const moved = await t.post(
      '/admin/setting/admin/edit',
      { id: s.id, version: s.version, truename: s.truename, groupId: salesGroupId },
      managerAk,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ groupId: salesGroupId, isSuper: false });
  });

  it('answers 404 for an unknown id everywhere', async () => {
    expect((await t.get('/admin/setting/admin/info?id=987654', adminAk)).statusCode).toBe(404);
    expect(
      (
        await t.post(
          '/admin/setting/admin/edit',
          { id: 987654, version: 0, truename: 'x', groupId: salesGroupId },
          adminAk,
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.post('/admin/setting/admin/status', { id: 987654, status: false }, adminAk)).statusCode).toBe(404);
    expect(
      (await t.post('/admin/setting/admin/password', { id: 987654, password: 'whatever-1' }, adminAk)).statusCode,
    ).toBe(404);
  });
});
