import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type GroupInfo, type GroupRow } from '@shop/shared';
import { lastLogEntry } from '../../../test-support/audit.ts';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

describe('management groups', () => {
  let t: TestApp;
  let adminAk: string;
  let superGroup: GroupRow;
  let salesGroup: GroupRow;
  const en = { 'accept-language': 'en' };
  const auditCount = async () => Number((await t.database.raw('select count(*)::int as n from audit_log')).rows[0]!.n);
  const groupCount = async () =>
    Number((await t.database.raw('select count(*)::int as n from admin_groups')).rows[0]!.n);
  const list = async (qs: string) => {
    const res = await t.get(`/admin/setting/group?${qs}`, adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: GroupRow[]; total: number; page: number; pageSize: number };
  };
  const info = async (id: number) =>
    (await t.get(`/admin/setting/group/info?id=${id}`, adminAk)).json().data as GroupInfo;
  const add = (body: Record<string, unknown>) =>
    t.post('/admin/setting/group/add', { permissions: [], ...body }, adminAk, en);
  const lastLog = (action: string) => lastLogEntry(t, adminAk, action);

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    const seeded = await list('');
    superGroup = seeded.list.find((g) => g.isSuper)!;
    salesGroup = seeded.list.find((g) => g.name === 'Sales')!;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists with search, status filter, sort and pager', async () => {
    for (let i = 0; i < 11; i++)
      expect(
        (await add({ name: `Team ${String(i).padStart(2, '0')}`, description: i % 2 ? 'night shift' : 'day shift' }))
          .statusCode,
      ).toBe(200);
    const all = await list('pageSize=50');
    expect(all.total).toBe(13);
    expect(all.list[0]!.isSuper).toBe(true); // the super group first
    expect(all.list.find((g) => g.name === 'Sales')).toMatchObject({ adminCount: 1 });
    expect((await list('pageSize=10&page=2')).list).toHaveLength(3);
    expect((await list('keyword=team&pageSize=50')).total).toBe(11);
    expect((await list('keyword=night')).total).toBe(5);
    const team03 = all.list.find((g) => g.name === 'Team 03')!;
    expect((await t.post('/admin/setting/group/status', { id: team03.id, status: false }, adminAk)).statusCode).toBe(
      200,
    );
    expect((await list('status=disabled')).list.map((g) => g.name)).toEqual(['Team 03']);
    expect((await list('status=enabled&pageSize=50')).total).toBe(12);
    const names = (await list('sort=-name&pageSize=50')).list.map((g) => g.name);
    expect(names).toEqual([...names].sort().reverse());
    expect((await t.get('/admin/setting/group?pageSize=1000', adminAk)).statusCode).toBe(422);
  });

  it(
    'adds a group with its permissions normalised (ancestors added, implicit keys dropped) and an audit ' + 'row',
    async () => {
      const audit0 = await auditCount();
      const res = await add({ name: 'Log readers', description: 'read the log', permissions: ['log', 'profile'] });
      expect(res.statusCode).toBe(200);
      const g = res.json().data as GroupInfo;
      expect(g.permissions).toEqual(['shezhi', 'setting', 'log']);
      expect(g).toMatchObject({
        name: 'Log readers',
        description: 'read the log',
        enabled: true,
        isSuper: false,
        adminCount: 0,
        version: 0,
      });
      expect(await info(g.id)).toEqual(g);
      expect(await auditCount()).toBe(audit0 + 1);
      expect((await lastLog('group.add')).after).toMatchObject({
        name: 'Log readers',
        permissions: ['shezhi', 'setting', 'log'],
      });
    },
  );

  it('edits with a before/after diff in the log', async () => {
    const g = (await add({ name: 'Editable', permissions: ['tag'] })).json().data as GroupInfo;
    const res = await t.post(
      '/admin/setting/group/edit',
      { id: g.id, version: g.version, name: 'Edited', description: 'now with log', permissions: ['tag', 'log'] },
      adminAk,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Edited',
      version: 1,
      permissions: ['shezhi', 'setting', 'tag', 'log'],
    });
    const log = await lastLog('group.edit');
    expect(log.entityId).toBe(String(g.id));
    expect(log.diff).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Editable', after: 'Edited' },
        { field: 'description', before: '', after: 'now with log' },
        { field: 'permissions', before: ['shezhi', 'setting', 'tag'], after: ['shezhi', 'setting', 'tag', 'log'] },
      ]),
    );
  });

  it('refuses a duplicate name (case-insensitive) with 409 on the name field, on add and edit', async () => {
    const audit0 = await auditCount();
    const count0 = await groupCount();
    const dup = await add({ name: 'SALES' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: 409,
      msg: 'Name already exists',
      data: { errors: [{ field: 'name', key: 'duplicate' }] },
    });
    const g = (await add({ name: 'Unique one' })).json().data as GroupInfo;
    const audit1 = await auditCount();
    const rename = await t.post(
      '/admin/setting/group/edit',
      { id: g.id, version: g.version, name: 'sales', permissions: [] },
      adminAk,
      en,
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json().data.errors).toEqual([{ field: 'name', key: 'duplicate' }]);
    expect(rename.json().msg).toBe(SERVER_MESSAGES.en['group.name_taken']);
    expect(await info(g.id)).toEqual(g);
    expect(await auditCount()).toBe(audit1);
    expect(audit1).toBe(audit0 + 1);
    expect(await groupCount()).toBe(count0 + 1);
  });

  it('refuses unknown permission keys with 422 and changes nothing', async () => {
    const audit0 = await auditCount();
    const count0 = await groupCount();
    const res = await add({ name: 'Hackers', permissions: ['log', 'root_everything', '__proto__'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors).toEqual([{ field: 'permissions', key: 'invalid' }]);
    expect(res.json().msg).toContain('root_everything');
    const edit = await t.post(
      '/admin/setting/group/edit',
      { id: salesGroup.id, version: salesGroup.version, name: 'Sales', permissions: ['nope'] },
      adminAk,
    );
    expect(edit.statusCode).toBe(422);
    expect(await info(salesGroup.id)).toMatchObject({
      version: salesGroup.version,
      permissionCount: salesGroup.permissionCount,
    });
    expect(await groupCount()).toBe(count0);
    expect(await auditCount()).toBe(audit0);
  });

  it('cannot delete a group while administrators use it; can once it is empty', async () => {
    const g = (await add({ name: 'Temporary', permissions: ['tag'] })).json().data as GroupInfo;
    const member = await t.post(
      '/admin/setting/admin/add',
      { username: 'temp-member', password: 'temp-member-1', truename: 'Temp', groupId: g.id },
      adminAk,
    );
    expect(member.statusCode).toBe(200);
    const audit0 = await auditCount();
    const refused = await t.post('/admin/setting/group/del', { id: g.id }, adminAk, en);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('This group still has 1 administrators; move them to another group first');
    expect(await auditCount()).toBe(audit0);
    expect((await info(g.id)).adminCount).toBe(1);

    const m = member.json().data;
    expect(
      (
        await t.post(
          '/admin/setting/admin/edit',
          { id: m.id, version: m.version, truename: m.truename, groupId: salesGroup.id },
          adminAk,
        )
      ).statusCode,
    ).toBe(200);
    const del = await t.post('/admin/setting/group/del', { id: g.id }, adminAk);
    expect(del.statusCode).toBe(200);
    expect((await t.get(`/admin/setting/group/info?id=${g.id}`, adminAk)).statusCode).toBe(404);
    expect((await lastLog('group.del')).before).toMatchObject({ name: 'Temporary' });
  });

  it('never changes the super group', async () => {
    const audit0 = await auditCount();
    const attempts = [
      await t.post(
        '/admin/setting/group/edit',
        { id: superGroup.id, version: superGroup.version, name: 'Not so super', permissions: [] },
        adminAk,
        en,
      ),
      await t.post('/admin/setting/group/del', { id: superGroup.id }, adminAk, en),
      await t.post('/admin/setting/group/status', { id: superGroup.id, status: false }, adminAk, en),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(SERVER_MESSAGES.en['group.super_locked']);
    }
    expect(await info(superGroup.id)).toMatchObject({
      name: superGroup.name,
      enabled: true,
      version: superGroup.version,
    });
    expect(await auditCount()).toBe(audit0);
    expect((await t.get('/admin/setting/log', adminAk)).statusCode).toBe(200);
  });

  it('disabling a group takes its rights away at once', async () => {
    const salesAk = await t.login('sales');
    expect((await t.get('/admin/profile', salesAk)).statusCode).toBe(200);
    expect(
      (await t.post('/admin/setting/group/status', { id: salesGroup.id, status: false }, adminAk)).statusCode,
    ).toBe(200);
    expect((await t.get('/admin/profile', salesAk)).statusCode).toBe(401);
    const again = await t.signIn('sales', 'sales123456');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.power).toEqual(['profile']);
    expect((await t.post('/admin/setting/group/status', { id: salesGroup.id, status: true }, adminAk)).statusCode).toBe(
      200,
    );
  });

  it('answers the permission tree without implicit keys', async () => {
    const res = await t.get('/admin/setting/group/tree', adminAk);
    expect(res.statusCode).toBe(200);
    const keys: string[] = [];
    const walk = (nodes: { key: string; children: unknown[] }[]) =>
      nodes.forEach((n) => {
        keys.push(n.key);
        walk(n.children as never);
      });
    walk(res.json().data.list);
    expect(keys).toContain('log');
    expect(keys).not.toContain('profile');
  });
});
