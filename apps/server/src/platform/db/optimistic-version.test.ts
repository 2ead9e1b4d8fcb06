import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { raced, times, watchWrites } from '../../test-support/race.ts';

/**
 * Every editable row carries `version`: an edit that sends a version it did not read last answers
 * 409 and changes nothing (the row reads back the same, no audit row is written).
 */
describe('optimistic versioning', () => {
  let t: TestApp;
  let adminAk: string;
  const auditCount = async () => Number((await t.database.raw('select count(*)::int as n from audit_log')).rows[0]!.n);

  /** Edits once with the current version (200), then again with the stale one (409, nothing changes). */
  async function staleEditRefused(opts: {
    read: () => Promise<Record<string, unknown>>;
    edit: (version: number, marker: string) => Promise<{ statusCode: number; json: () => { code: number } }>;
  }) {
    const original = await opts.read();
    const v0 = original.version as number;
    const fresh = await opts.edit(v0, 'first');
    expect(fresh.statusCode).toBe(200);
    const afterFirst = await opts.read();
    expect(afterFirst.version).toBe(v0 + 1);
    const audit = await auditCount();
    const stale = await opts.edit(v0, 'second');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(409);
    expect(await opts.read()).toEqual(afterFirst);
    expect(await auditCount()).toBe(audit);
  }

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('POST /admin/setting/group/edit', async () => {
    const g = (await t.post('/admin/setting/group/add', { name: 'Versioned', permissions: ['log'] }, adminAk)).json()
      .data;
    await staleEditRefused({
      read: async () => (await t.get(`/admin/setting/group/info?id=${g.id}`, adminAk)).json().data,
      edit: (version, marker) =>
        t.post(
          '/admin/setting/group/edit',
          { id: g.id, version, name: `Versioned ${marker}`, permissions: ['log', 'tag'] },
          adminAk,
        ),
    });
  });

  it('POST /admin/setting/admin/edit', async () => {
    const a = (
      await t.post(
        '/admin/setting/admin/add',
        { username: 'versioned', password: 'versioned-pass', truename: 'V', groupId: 2 },
        adminAk,
      )
    ).json().data;
    await staleEditRefused({
      read: async () => (await t.get(`/admin/setting/admin/info?id=${a.id}`, adminAk)).json().data,
      edit: (version, marker) =>
        t.post(
          '/admin/setting/admin/edit',
          { id: a.id, version, truename: `V ${marker}`, groupId: 2, email: `${marker}@example.com` },
          adminAk,
        ),
    });
  });

  it('POST /admin/profile/edit', async () => {
    const salesAk = await t.login('sales');
    await staleEditRefused({
      read: async () => (await t.get('/admin/profile', salesAk)).json().data,
      edit: (version, marker) =>
        t.post(
          '/admin/profile/edit',
          { version, truename: `Sales ${marker}`, phone: marker === 'first' ? '+1 555' : '+2 666' },
          salesAk,
        ),
    });
  });

  it('POST /admin/help/suggest/status', async () => {
    const supplierAk = await t.login('supplier');
    const f = (await t.post('/admin/help/suggest/add', { suggest: 'Versioned feedback' }, supplierAk)).json().data;
    await staleEditRefused({
      read: async () => (await t.get(`/admin/help/suggest/info?id=${f.id}`, adminAk)).json().data,
      edit: (version, marker) =>
        t.post(
          '/admin/help/suggest/status',
          { id: f.id, version, status: marker === 'first' ? 'processing' : 'closed', reply: marker },
          adminAk,
        ),
    });
  });

  it(
    raced('lets exactly one of two concurrent edits of the same version win; the refused one writes nothing'),
    async () => {
      const g = (await t.post('/admin/setting/group/add', { name: 'Race', permissions: [] }, adminAk)).json().data;
      const writes = await watchWrites(t);
      const [a, b] = await Promise.all([
        t.post('/admin/setting/group/edit', { id: g.id, version: g.version, name: 'Race A', permissions: [] }, adminAk),
        t.post('/admin/setting/group/edit', { id: g.id, version: g.version, name: 'Race B', permissions: [] }, adminAk),
      ]);
      const written = await writes.take();
      await writes.stop();
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? 'Race A' : 'Race B';
      const now = (await t.get(`/admin/setting/group/info?id=${g.id}`, adminAk)).json().data;
      expect(now).toMatchObject({ name: winner, version: g.version + 1 });
      // The winner wrote the group and its audit row; the refused edit wrote nothing at all.
      expect(written).toEqual(times(1, { 'admin_groups update': 1, 'audit_counter write': 1, 'audit_log insert': 1 }));
      const { rows: audit } = await t.database.raw(
        `select after->>'name' as name from audit_log where action = 'group.edit' and entity_id = $1`,
        [String(g.id)],
      );
      expect(audit).toEqual([{ name: winner }]);
    },
  );
});
