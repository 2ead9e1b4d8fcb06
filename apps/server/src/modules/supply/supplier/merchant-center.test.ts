import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnView } from '@shop/shared/api/supply-supplier-own';
import { createTestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { PDF, en, future, supplierHelpers } from './supplier-fixtures.ts';

// The merchant center (supplier users): the own view, an edit that stores only the changed items for re-audit
// (one pending at a time, duplicates flagged, in the approval queue), approval applying them and rejection keeping
// the old values; a restricted supplier reads but changes nothing (on-shelf included); supplier A never reaches B.
describe('merchant center and profile re-audit', () => {
  const world = useWorld(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin'), aAk: await t.login('supplier'), bAk: await t.login('supplier2') };
  });
  const h = supplierHelpers(() => world);
  let ids: { a: number; b: number };
  beforeAll(async () => {
    ids = await h.supplierIds();
  });
  const own = async (ak: string) => {
    const res = await h.get('/own', ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OwnView;
  };
  /** The own view's profile as an edit body. */
  const editBody = (v: OwnView, change: Record<string, unknown> = {}) => {
    const { bankName, bankBranch, bankAccountName, bankAccountNumber, ...p } = v.profile!;
    void [bankName, bankBranch, bankAccountName, bankAccountNumber];
    return { ...p, licenceExpiresOn: p.licenceExpiresOn ?? '', version: v.version, ...change };
  };

  it('shows the supplier its own profile, documents and standing; staff may not use it', async () => {
    const a = await own(world.aAk);
    expect(a).toMatchObject({
      supplierId: ids.a,
      name: 'Demo Supplier A',
      standing: { state: 'enabled' },
      change: null,
    });
    expect(a.documents.map((d) => d.kind)).toContain('business_licence');
    expect((await h.get('/own')).statusCode).toBe(403);
  });

  it('stores only the changed items for re-audit, refuses a second pending one, and approval applies it', async () => {
    const before = await own(world.aAk);
    const upload = await h.upload('/admin/supplier/own/upload', PDF, world.aAk);
    expect(upload.statusCode, upload.body).toBe(200);
    const file = upload.json().data.file as string;
    const res = await h.post(
      '/own/edit',
      editBody(before, {
        address: '99 Changed Road, Hangzhou',
        contactPhone: '+86 755 2666 0101',
        documents: { tax_registration: { file, number: 'TR-NEW', expiresOn: '2032-01-01' } },
      }),
      world.aAk,
    );
    expect(res.statusCode, res.body).toBe(200);
    const change = (res.json().data as OwnView).change!;
    expect(change).toMatchObject({ status: 'pending', round: 1, supplierId: ids.a });
    expect(Object.keys(change.items).sort()).toEqual(['address', 'contactPhone', 'doc:tax_registration']);
    expect(change.items.address).toEqual({ before: before.profile!.address, after: '99 Changed Road, Hangzhou' });
    expect(change.duplicates).toEqual([{ supplierId: ids.b, supplierName: 'Demo Supplier B', field: 'contactPhone' }]);
    // the profile is unchanged while the change waits
    expect((await h.info(ids.a)).profile!.address).toBe(before.profile!.address);
    const queue = await world.t.app.services.approvalQueue
      .source('profile')!
      .pending(world.t.database.db, { limit: 10 });
    expect(queue.find((e) => e.id === change.id)).toMatchObject({ supplierId: ids.a, flags: ['duplicate'] });

    const second = await h.post('/own/edit', editBody(before, { address: 'Another' }), world.aAk);
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(
      'A profile change of yours is waiting for review; change the profile again once it is decided',
    );
    const proposed = await world.t.get(
      `/admin/supplier/own/change-file?id=${change.id}&kind=tax_registration`,
      world.aAk,
    );
    expect(proposed.statusCode).toBe(200);

    const decided = await h.post('/change/decide', { id: change.id, decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    const info = await h.info(ids.a);
    expect(info.profile).toMatchObject({ address: '99 Changed Road, Hangzhou', contactPhone: '+86 755 2666 0101' });
    expect(info.version).toBe(before.version + 1);
    const docs = (await h.get(`/documents?id=${ids.a}`)).json().data.list;
    expect(docs.find((d: { kind: string }) => d.kind === 'tax_registration')).toMatchObject({ number: 'TR-NEW' });
    const [event] = await h.q(
      `select action from supplier_events where supplier_id = $1 and action like 'profile%' order by id desc limit 1`,
      [ids.a],
    );
    expect(event!.action).toBe('profile_changed');
    expect((await h.post('/change/decide', { id: change.id, decision: 'reject', reason: 'x' })).statusCode).toBe(409);
  });

  it('keeps the old values on rejection, with the reason the supplier reads', async () => {
    const before = await own(world.aAk);
    const res = await h.post('/own/edit', editBody(before, { operatorName: 'Someone Else' }), world.aAk);
    expect(res.statusCode, res.body).toBe(200);
    const change = (res.json().data as OwnView).change!;
    expect(Object.keys(change.items)).toEqual(['operatorName']);
    expect((await h.post('/change/decide', { id: change.id, decision: 'reject' })).json().msg).toBe('Enter the reason');
    const rejected = await h.post('/change/decide', { id: change.id, decision: 'reject', reason: 'Not authorised' });
    expect(rejected.statusCode).toBe(200);
    const after = await own(world.aAk);
    expect(after.profile!.operatorName).toBe(before.profile!.operatorName);
    expect(after.change).toMatchObject({ status: 'rejected', reason: 'Not authorised', round: 2 });
    const nothing = await h.post('/own/edit', editBody(after), world.aAk);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().msg).toBe('Nothing was changed');
    const empty = await h.post('/own/edit', editBody(after, { taxId: '' }), world.aAk);
    expect(empty.json().msg).toBe('Enter the tax id');
  });

  it("answers 404 to supplier A on B's documents and profile changes", async () => {
    const url0 = `/admin/supplier/document/upload?id=${ids.b}&kind=industry_permit&number=IP-1&expiresOn=`;
    expect((await h.upload(url0, PDF)).statusCode).toBe(200);
    const b = await own(world.bAk);
    const docId = b.documents.find((d) => d.kind === 'industry_permit')!.id;
    expect((await world.t.get(`/admin/supplier/own/file?id=${docId}`, world.bAk)).statusCode).toBe(200);
    expect((await world.t.get(`/admin/supplier/own/file?id=${docId}`, world.aAk)).statusCode).toBe(404);
    const res = await h.post('/own/edit', editBody(b, { address: 'B street 2' }), world.bAk);
    const changeId = (res.json().data as OwnView).change!.id;
    const url = `/admin/supplier/own/change-file?id=${changeId}&kind=business_licence`;
    expect((await world.t.get(url, world.aAk)).statusCode).toBe(404);
    expect((await h.post('/change/decide', { id: changeId, decision: 'reject', reason: 'tidy' })).statusCode).toBe(200);
  });

  it('lets a suspended supplier read while every change is refused with the reason and until when', async () => {
    const until = future(4);
    expect((await h.move(ids.a, 'suspend', { until })).statusCode).toBe(200);
    const view = await own(world.aAk);
    expect(view.standing).toMatchObject({ state: 'suspended', reason: 'test suspend' });
    const before = await h.n('select count(*)::int as n from supplier_profile_changes');
    const res = await h.post('/own/edit', editBody(view, { address: 'Sneaky' }), world.aAk);
    expect(res.statusCode).toBe(403);
    const shown = new Date(until).toISOString().slice(0, 16).replace('T', ' ');
    expect(res.json().msg).toBe(
      `The supplier is suspended until ${shown} (test suspend): until then you can only view`,
    );
    expect(await h.n('select count(*)::int as n from supplier_profile_changes')).toBe(before);
    expect((await h.upload('/admin/supplier/own/upload', PDF, world.aAk)).statusCode).toBe(403);
    expect((await h.move(ids.a, 'reinstate')).statusCode).toBe(200);
  });

  it('refuses a banned supplier to put a product on shelf', async () => {
    const [p] = await h.q('select id::int as id, on_shelf from products where supplier_id = $1 limit 1', [ids.a]);
    const body = { ids: [p!.id], onShelf: !p!.on_shelf };
    expect((await h.move(ids.a, 'ban', { until: future(9) })).statusCode).toBe(200);
    const res = await world.t.post('/admin/catalog/product/status', body, world.aAk, en);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(/^The supplier is banned until .* \(test ban\): until then you can only view$/);
    const [after] = await h.q('select on_shelf from products where id = $1', [p!.id]);
    expect(after!.on_shelf).toBe(p!.on_shelf);
    expect((await h.move(ids.a, 'lift_ban')).statusCode).toBe(200);
    expect((await world.t.post('/admin/catalog/product/status', body, world.aAk, en)).statusCode).toBe(200);
  });
});
