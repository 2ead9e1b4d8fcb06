import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

describe('operation log', () => {
  let t: TestApp;
  let adminAk: string;
  let adminId: number;
  const rowsInDb = async (where = 'true', params: unknown[] = []) =>
    Number((await t.database.raw(`select count(*)::int as n from audit_log where ${where}`, params)).rows[0]!.n);
  const list = async (qs: string) => {
    const res = await t.get(`/admin/setting/log?${qs}`, adminAk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: LogRow[]; total: number; page: number; pageSize: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const s = await t.session('admin');
    adminAk = s.ak;
    adminId = s.adminid;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the unfiltered and filtered totals exact as rows are added', async () => {
    const before = await list('');
    expect(before.total).toBe(await rowsInDb());
    for (let i = 0; i < 7; i++)
      expect(
        (await t.post('/admin/setting/group/add', { name: `Log group ${i}`, permissions: [] }, adminAk)).statusCode,
      ).toBe(200);
    const after = await list('pageSize=10');
    expect(after.total).toBe(before.total + 7);
    expect(after.total).toBe(await rowsInDb());
    expect(after.list).toHaveLength(10);
    expect(after.list.map((r) => r.id)).toEqual([...after.list.map((r) => r.id)].sort((a, b) => b - a));
    const lastPage = Math.ceil(after.total / 10);
    expect((await list(`pageSize=10&page=${lastPage}`)).list).toHaveLength(after.total - (lastPage - 1) * 10);
    expect(await list(`pageSize=10&page=${lastPage + 1}`)).toMatchObject({ list: [], total: after.total });
    const oldestFirst = await list('sort=id&pageSize=10');
    expect(oldestFirst.list[0]!.id).toBeLessThan(oldestFirst.list[1]!.id);
    const adds = await list('action=group.add&pageSize=100');
    expect(adds.total).toBe(7);
    expect(adds.list.every((r) => r.action === 'group.add' && r.entity === 'admin_group')).toBe(true);
  });

  it('filters by actor, action, entity, entity id and date', async () => {
    const salesAk = await t.login('sales');
    const p = (await t.get('/admin/profile', salesAk)).json().data;
    expect(
      (await t.post('/admin/profile/edit', { version: p.version, truename: 'Renamed Sales', email: p.email }, salesAk))
        .statusCode,
    ).toBe(200);

    const bySales = await list('actor=SALES&pageSize=100');
    expect(bySales.total).toBe(await rowsInDb(`lower(actor_name) = 'sales'`));
    expect(bySales.total).toBeGreaterThanOrEqual(2); // login + profile edit
    expect(bySales.list.every((r) => r.actorName === 'sales')).toBe(true);
    const byAdminId = await list(`actorId=${adminId}&pageSize=100`);
    expect(byAdminId.total).toBe(await rowsInDb('actor_id = $1', [adminId]));
    expect(byAdminId.list.every((r) => r.actorId === adminId)).toBe(true);

    const edits = await list('action=profile.edit');
    expect(edits.list).toHaveLength(1);
    expect(edits.list[0]).toMatchObject({ actorName: 'sales', entity: 'admin', entityId: String(p.id) });
    expect((await list(`entity=admin&entityId=${p.id}&pageSize=100`)).total).toBe(
      await rowsInDb(`entity = 'admin' and entity_id = $1`, [String(p.id)]),
    );
    expect((await list('entity=session&pageSize=100')).list.every((r) => r.entity === 'session')).toBe(true);
    expect((await list('action=no.such.action')).total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(await rowsInDb());
    // Move one row into the past: the day filters find exactly it.
    const moved = edits.list[0]!.id;
    await t.database.raw(`update audit_log set created_at = '2020-01-15T12:00:00Z' where id = $1`, [moved]);
    expect((await list('from=2020-01-15&to=2020-01-15')).list.map((r) => r.id)).toEqual([moved]);
    expect((await list('from=2020-01-16&to=2020-01-16')).total).toBe(0);
    expect((await list('to=2020-01-14')).total).toBe(0);
    expect((await list(`from=${today}`)).total).toBe((await rowsInDb()) - 1);
    expect((await t.get('/admin/setting/log?from=2020-13-45x', adminAk)).statusCode).toBe(422);
    for (const day of ['9999-99-99', '2024-02-30', '2023-00-10']) {
      expect((await t.get(`/admin/setting/log?from=${day}`, adminAk)).statusCode, day).toBe(422);
      expect((await t.get(`/admin/setting/log/export?to=${day}`, adminAk)).statusCode, day).toBe(422);
    }
    expect((await t.get('/admin/setting/log?from=2024-02-29', adminAk)).statusCode).toBe(200);
  });

  it('shows one entry with its diff, and 404 for an unknown id', async () => {
    const { rows } = await t.database.raw(`select id::int as id from audit_log where action = 'profile.edit'`);
    const info = await t.get(`/admin/setting/log/info?id=${rows[0]!.id}`, adminAk);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.diff).toEqual([{ field: 'truename', before: 'Sales Staff', after: 'Renamed Sales' }]);
    expect((await t.get('/admin/setting/log/info?id=99999999', adminAk)).statusCode).toBe(404);
  });

  it('exports the filtered log as CSV: a translated header and one line per row', async () => {
    const res = await t.get('/admin/setting/log/export?action=group.add', adminAk, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="operation-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('ID,Time (UTC),Actor,Action,Entity,Entity ID,IP');
    expect(lines).toHaveLength(1 + 7);
    expect(lines.slice(1).every((l) => l.includes(',admin,group.add,admin_group,'))).toBe(true);

    const all = await t.get('/admin/setting/log/export', adminAk, { cookie: 'lang=ja' });
    const allLines = all.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(allLines[0]).toBe('ID,日時 (UTC),操作者,操作,対象,対象ID,IP');
    expect(allLines).toHaveLength(1 + (await rowsInDb()));
    const none = await t.get('/admin/setting/log/export?action=none', adminAk, { 'accept-language': 'en' });
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });
});
