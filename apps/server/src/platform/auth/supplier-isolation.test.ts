import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_PERMISSIONS, type SessionUser } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';

/** Platform-wide figures a supplier must never be shown (they count every supplier's rows). */
const PLATFORM_FIGURES = [
  'admins',
  'groups',
  'log_today',
  'log_total',
  'suppliers',
  'feedback_new',
  'feedback_total',
  'supply_reviews_pending',
];

describe('supplier isolation', () => {
  let t: TestApp;
  let adminAk: string;
  let a: SessionUser;
  let b: SessionUser;

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    a = await t.session('supplier');
    b = await t.session('supplier2');
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives supplier users exactly the supplier permission set', async () => {
    expect(a.supplier_id).not.toBeNull();
    expect(b.supplier_id).not.toBeNull();
    expect(a.supplier_id).not.toBe(b.supplier_id);
    for (const s of [a, b]) {
      expect([...s.power].sort()).toEqual([...SUPPLIER_PERMISSIONS].sort());
      const power = (await t.get('/api/admin/power', s.ak)).json().data;
      expect(Object.keys(power).sort()).toEqual([...SUPPLIER_PERMISSIONS].sort());
    }
  });

  it('refuses the platform lists and their details to a supplier with 403', async () => {
    for (const url of [
      '/admin/setting/admin',
      '/admin/setting/admin/info?id=1',
      '/admin/setting/group/options',
      '/admin/api/suppliers',
      '/admin/setting/group',
      '/admin/setting/group/info?id=1',
      '/admin/setting/group/tree',
      '/admin/setting/log',
      '/admin/setting/log/info?id=1',
      '/admin/setting/log/export',
      '/admin/help/suggest',
      '/admin/help/suggest/info?id=1',
    ]) {
      const res = await t.get(url, a.ak);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().data, url).toBeNull();
    }
    const status = await t.post('/admin/help/suggest/status', { id: 1, version: 0, status: 'closed' }, a.ak);
    expect(status.statusCode).toBe(403);
  });

  it("attributes feedback to the sender's supplier, whatever the body claims", async () => {
    const res = await t.post(
      '/admin/help/suggest/add',
      {
        suggest: 'From A, claiming B',
        supplierId: b.supplier_id,
        adminId: b.adminid,
        authorName: 'Supplier B Operator',
      },
      a.ak,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const seen = (await t.get(`/admin/help/suggest/info?id=${id}`, adminAk)).json().data;
    expect(seen).toMatchObject({
      supplierId: a.supplier_id,
      supplierName: 'Demo Supplier A',
      authorName: 'Supplier A Operator',
    });
    const { rows } = await t.database.raw(
      'select admin_id::int as admin, supplier_id::int as supplier from feedback where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ admin: a.adminid, supplier: a.supplier_id });
  });

  it("never shows supplier B's records through what supplier A may read", async () => {
    const bSessionIds = (await t.get('/admin/profile/sessions', b.ak))
      .json()
      .data.list.map((s: { id: number }) => s.id) as number[];
    expect(bSessionIds.length).toBeGreaterThan(0);
    const aSessions = (await t.get('/admin/profile/sessions', a.ak)).json().data.list as { id: number }[];
    expect(aSessions.some((s) => bSessionIds.includes(s.id))).toBe(false);
    const { rows } = await t.database.raw(
      'select id::int as id from sessions where admin_id = $1 and revoked_at is null',
      [a.adminid],
    );
    expect(aSessions.map((s) => s.id).sort()).toEqual(rows.map((r) => r.id as number).sort());

    const profile = (await t.get('/admin/profile', a.ak)).json().data;
    expect(profile).toMatchObject({ id: a.adminid, supplierName: 'Demo Supplier A' });

    const messages = (await t.get('/admin/api/message', a.ak)).json().data;
    expect(messages.list.map((m: { name: string }) => m.name)).not.toContain('feedback');
    const tiles = (await t.get('/admin/api/dashboard', a.ak)).json().data.tiles as {
      area: string;
      figures: { key: string }[];
    }[];
    const keys = tiles.flatMap((tile) => tile.figures.map((f) => f.key));
    for (const k of PLATFORM_FIGURES) expect(keys).not.toContain(k);
    // The platform administrator does see them: the check above is not vacuous.
    const adminKeys = ((await t.get('/admin/api/dashboard', adminAk)).json().data.tiles as typeof tiles).flatMap(
      (tile) => tile.figures.map((f) => f.key),
    );
    expect(adminKeys).toEqual(expect.arrayContaining(PLATFORM_FIGURES));
  });

  it("answers 404, not 403, when supplier A names supplier B's session, and changes nothing", async () => {
    const bSessionId = (await t.get('/admin/profile/sessions', b.ak)).json().data.list[0].id as number;
    const res = await t.post('/admin/profile/sessions/revoke', { id: bSessionId }, a.ak);
    expect(res.statusCode).toBe(404);
    expect((await t.get('/admin/profile', b.ak)).statusCode).toBe(200);
  });
});
