import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { LogisticsChoices, OrderInfo, orderChoicesData } from '@shop/shared';
import { lastLogEntry } from '../../../test-support/audit.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { useWorld } from '../../../test-support/world.ts';
import { openOrderWorld, orderHelpers } from '../../order/order-fixtures.ts';
import { en, providerHelpers } from './logistics-fixtures.ts';

type OrderChoices = z.infer<typeof orderChoicesData>;

// Logistics providers (settings /logistics): the list, the field rules, unique codes, versioned edits with their
// audit rows, enabling and disabling as the shipment form sees it, deletes refused while shipments use a
// provider, and who may do any of it.
describe('logistics providers (settings /logistics)', () => {
  const world = useWorld(openOrderWorld);
  const orders = orderHelpers(() => world);
  const { n, auditCount, providerCount, list, fields, post, added, info, byCode, editBody } = providerHelpers(
    () => world,
  );
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });
  const lastLog = (action: string) => lastLogEntry(t, adminAk, action);

  it('lists the demo providers in their order, with search, status filter, sorting and a pager', async () => {
    const all = await list();
    expect(all.list.map((p) => p.code)).toEqual(['SF', 'DHL', 'UPS', 'EMS']);
    expect(all.list[1]).toMatchObject({
      name: 'DHL',
      trackingUrl: 'https://www.dhl.com/track?tracking-id={waybill}',
      enabled: true,
      shipmentCount: 0,
      version: 0,
    });
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    // the demo carriers that take batteries; the post does not
    expect(all.list.map((p) => [p.code, p.carriesBatteries])).toEqual([
      ['SF', true],
      ['DHL', true],
      ['UPS', true],
      ['EMS', false],
    ]);
    expect((await list('keyword=express')).list.map((p) => p.code)).toEqual(['SF']);
    expect((await list('keyword=ems')).list.map((p) => p.code)).toEqual(['EMS']);
    expect((await list('sort=-name')).list.map((p) => p.name)).toEqual(['UPS', 'SF Express', 'DHL', 'China Post EMS']);
    expect((await list('sort=code')).list.map((p) => p.code)).toEqual(['DHL', 'EMS', 'SF', 'UPS']);
    expect(await list('page=2&pageSize=10')).toMatchObject({ list: [], total: 4, page: 2 });
    expect((await list('status=disabled')).total).toBe(0);
    expect((await t.get('/admin/setting/logistics?sort=trackingUrl', adminAk)).statusCode).toBe(422);
    expect((await t.get('/admin/setting/logistics?pageSize=7', adminAk)).statusCode).toBe(422);
  });

  it('checks every field, the tracking URL template included, and writes nothing for a bad one', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'required'],
      [{ name: 'x'.repeat(65) }, 'name', 'too_long'],
      [{ code: '' }, 'code', 'required'],
      [{ code: 'with space' }, 'code', 'invalid'],
      [{ trackingUrl: 'https://track.example.com/?no=' }, 'trackingUrl', 'invalid'],
      [{ trackingUrl: 'ftp://track.example.com/{waybill}' }, 'trackingUrl', 'invalid'],
      [{ trackingUrl: 'track.example.com/{waybill}' }, 'trackingUrl', 'invalid'],
      [{ trackingUrl: 'javascript:alert({waybill})' }, 'trackingUrl', 'invalid'],
      [{ trackingUrl: 'https://track.example.com/a b/{waybill}' }, 'trackingUrl', 'invalid'],
      [{ trackingUrl: 'https://{waybill}/' }, 'trackingUrl', 'invalid'],
      [{ sort: -1 }, 'sort', 'too_small'],
      [{ sort: 1.5 }, 'sort', 'invalid_type'],
    ];
    const [audit0, rows0] = [await auditCount(), await providerCount()];
    for (const [change, field, key] of cases) {
      const res = await post('/add', fields(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().data.errors, JSON.stringify(change)).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect([await auditCount(), await providerCount()]).toEqual([audit0, rows0]);

    const plain = await added({ name: '  Local courier ', code: 'Local-1', trackingUrl: '' });
    expect(plain).toMatchObject({ name: 'Local courier', code: 'Local-1', trackingUrl: '', enabled: true });
    const http = await added({ trackingUrl: ' http://track.example.com:8080/{waybill}/status ', enabled: false });
    expect(http).toMatchObject({ trackingUrl: 'http://track.example.com:8080/{waybill}/status', enabled: false });
    expect(await auditCount()).toBe(audit0 + 2);
    expect((await lastLog('logistics_provider.add')).after).toMatchObject({
      name: http.name,
      code: http.code,
      trackingUrl: 'http://track.example.com:8080/{waybill}/status',
      enabled: false,
    });
  });

  it('keeps codes unique whatever the case, on add and on edit', async () => {
    const [audit0, rows0] = [await auditCount(), await providerCount()];
    const taken = await post('/add', fields({ code: 'dhl' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 409,
      msg: 'This provider code already exists',
      data: { errors: [{ field: 'code', key: 'duplicate' }] },
    });
    const ups = await byCode('UPS');
    const rename = await post('/edit', editBody(ups, { code: 'Sf' }));
    expect(rename.statusCode).toBe(409);
    expect(rename.json().data.errors).toEqual([{ field: 'code', key: 'duplicate' }]);
    expect([await auditCount(), await providerCount()]).toEqual([audit0, rows0]);
    expect(await info(ups.id)).toMatchObject({ code: 'UPS', version: 0 });
  });

  it('edits with the version read, refuses a stale one, and logs before and after', async () => {
    const p = await added();
    const edit = await post(
      '/edit',
      editBody(p, { name: 'Renamed carrier', trackingUrl: 'https://r.example.com/{waybill}' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ name: 'Renamed carrier', version: 1 });
    const log = await lastLog('logistics_provider.edit');
    expect(log.entityId).toBe(String(p.id));
    expect(log.diff).toEqual(
      expect.arrayContaining([
        { field: 'name', before: p.name, after: 'Renamed carrier' },
        { field: 'trackingUrl', before: p.trackingUrl, after: 'https://r.example.com/{waybill}' },
      ]),
    );

    const audit0 = await auditCount();
    const stale = await post('/edit', editBody(p, { name: 'Lost update' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(409);
    const staleStatus = await post('/status', { id: p.id, status: false, version: 0 });
    expect(staleStatus.statusCode).toBe(409);
    expect(await info(p.id)).toMatchObject({ name: 'Renamed carrier', enabled: true, version: 1 });
    expect(await auditCount()).toBe(audit0);
    expect((await post('/edit', editBody({ ...p, id: 987654 }, {}))).statusCode).toBe(404);
  });

  it('carries batteries: off unless set when adding, flipped on edit with the audit diff', async () => {
    expect((await added()).carriesBatteries).toBe(false);
    const p = await added({ carriesBatteries: true });
    expect(p.carriesBatteries).toBe(true);
    expect((await lastLog('logistics_provider.add')).after).toMatchObject({ carriesBatteries: true });
    const bad = await post('/edit', editBody(p, { carriesBatteries: 'yes' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors).toContainEqual(expect.objectContaining({ field: 'carriesBatteries' }));
    const off = await post('/edit', editBody(p, { carriesBatteries: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ carriesBatteries: false, version: 1 });
    expect((await lastLog('logistics_provider.edit')).diff).toEqual([
      { field: 'carriesBatteries', before: true, after: false },
    ]);
    expect((await byCode(p.code)).carriesBatteries).toBe(false);
  });

  it('offers only enabled providers for new shipments; a disabled one stays on its shipments', async () => {
    const carrier = await added({ name: 'Soon retired', code: 'RETIRE' });
    const product = await orders.product(null, 10);
    const o = await orders.order([{ productId: product.id, quantity: 2 }]);
    expect((await orders.pay(o.id)).statusCode).toBe(200);
    const paid = await orders.info(o.id);
    const first = await orders.ship(o.id, [{ lineId: paid.lines[0]!.id, quantity: 1 }], adminAk, {
      providerId: carrier.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await info(carrier.id)).shipmentCount).toBe(1);
    expect((await byCode('RETIRE')).shipmentCount).toBe(1);

    const off = await post('/status', { id: carrier.id, status: false, version: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, version: 1 });
    expect((await lastLog('logistics_provider.disable')).diff).toEqual([
      { field: 'enabled', before: true, after: false },
    ]);
    const disabled = await list('status=disabled');
    expect(disabled.list.map((p) => p.code)).toContain('RETIRE');
    expect(disabled.list.every((p) => !p.enabled)).toBe(true);

    const choices = (await t.get('/admin/order/choices', adminAk)).json().data as OrderChoices;
    expect(choices.providers.map((p) => p.code)).not.toContain('RETIRE');
    // in the providers' sort order
    const sortOf = new Map((await list('status=enabled&pageSize=50')).list.map((p) => [p.id, p.sort]));
    const sorts = choices.providers.map((p) => sortOf.get(p.id)!);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(choices.providers.length).toBe(sortOf.size);
    const refused = await orders.ship(o.id, [{ lineId: paid.lines[0]!.id, quantity: 1 }], adminAk, {
      providerId: carrier.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual([{ field: 'providerId', key: 'invalid' }]);

    // The shipment made with it still names it, on the order and in the logistics center.
    const shipped = (await t.get(`/admin/order/info?id=${o.id}`, adminAk, en)).json().data as OrderInfo;
    expect(shipped.shipments.map((s) => s.providerName)).toEqual(['Soon retired']);
    const center = (await t.get(`/admin/order/logistics?providerId=${carrier.id}`, adminAk)).json().data;
    expect(center.list.map((s: { providerName: string }) => s.providerName)).toEqual(['Soon retired']);
    const filter = (await t.get('/admin/order/logistics/choices', adminAk)).json().data as LogisticsChoices;
    expect(filter.providers.find((p) => p.code === 'RETIRE')).toMatchObject({ enabled: false });

    // Enabled again, it is offered again.
    expect((await post('/status', { id: carrier.id, status: true })).statusCode).toBe(200);
    const again = (await t.get('/admin/order/choices', adminAk)).json().data as OrderChoices;
    expect(again.providers.map((p) => p.code)).toContain('RETIRE');
  });

  it('refuses to delete a provider shipments went with, changing nothing; deletes an unused one', async () => {
    const used = await byCode('RETIRE');
    const before = await info(used.id);
    const audit0 = await auditCount();
    const refused = await post('/del', { id: used.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      msg: 'This provider was used for 1 shipments and cannot be deleted; disable it instead',
      data: null,
    });
    const zh = await t.post('/admin/setting/logistics/del', { id: used.id }, adminAk, { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe('该物流商已用于 1 个包裹，不能删除；可以改为停用');
    expect(await info(used.id)).toEqual(before);
    expect(await auditCount()).toBe(audit0);

    const unused = await added({ name: 'Never used' });
    const del = await post('/del', { id: unused.id });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toEqual({ ok: true });
    expect((await t.get(`/admin/setting/logistics/info?id=${unused.id}`, adminAk)).statusCode).toBe(404);
    expect((await lastLog('logistics_provider.del')).before).toMatchObject({ name: 'Never used', code: unused.code });
    expect((await post('/del', { id: unused.id })).statusCode).toBe(404);
  });

  it('is closed to accounts without setting_logistics, which still see the shipment form providers', async () => {
    const dhl = await byCode('DHL');
    const before = await info(dhl.id);
    const [audit0, rows0] = [await auditCount(), await providerCount()];
    for (const ak of [world.salesAk, world.supplierAk]) {
      for (const res of [
        await t.get('/admin/setting/logistics', ak),
        await t.get(`/admin/setting/logistics/info?id=${dhl.id}`, ak),
        await post('/add', fields(), ak),
        await post('/edit', editBody(dhl, { name: 'Mine now' }), ak),
        await post('/status', { id: dhl.id, status: false }, ak),
        await post('/del', { id: dhl.id }, ak),
      ])
        expect(res.statusCode, res.body).toBe(403);
    }
    expect(await info(dhl.id)).toEqual(before);
    expect([await auditCount(), await providerCount()]).toEqual([audit0, rows0]);
    const sales = (await t.get('/admin/order/choices', world.salesAk)).json().data as OrderChoices;
    expect(sales.providers.map((p) => p.code)).toContain('DHL');
    expect(await n('select count(*)::int as n from logistics_providers where enabled')).toBeGreaterThan(0);
  });
});
