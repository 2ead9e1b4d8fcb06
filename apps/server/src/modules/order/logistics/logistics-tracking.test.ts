import { beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsImportData, LogisticsInfo, OrderInfo } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { day, en, useLogisticsWorld, type Shipped } from './logistics-fixtures.ts';

// Tracking events added by hand and imported from CSV, with the checks of the file. The list and access are in
// logistics.test.ts.
describe('logistics center', () => {
  const { world, n, list, ids, track, upload, events } = useLogisticsWorld();
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let lateA: Shipped;
  let onTimeA: Shipped;
  let lateB: Shipped;
  let platform: Shipped;
  beforeAll(() => {
    ({ t, adminAk, supplierAk, lateA, onTimeA, lateB, platform } = world);
  });

  it('adds tracking events by hand, in order; a delivered event delivers the shipment and the order', async () => {
    const s = lateA.shipment.id;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const first = await track(
      s,
      { at: at(120), status: 'in_transit', location: 'Leipzig hub', description: 'Departed' },
      supplierAk,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json().data as LogisticsInfo).events).toEqual([
      expect.objectContaining({ status: 'in_transit', location: 'Leipzig hub', source: 'manual' }),
    ]);
    const exception = await track(s, {
      at: at(60),
      status: 'exception',
      location: 'Madrid',
      description: 'Address incomplete',
    });
    expect(exception.json().data).toMatchObject({ status: 'exception', late: true });
    expect(ids(await list('?late=true&status=exception'))).toEqual([s]);
    const row = (await list(`?keyword=${lateA.waybill}`)).list[0]!;
    expect(row.lastEvent).toMatchObject({ status: 'exception', location: 'Madrid', description: 'Address incomplete' });

    const earlier = await track(s, { at: at(90), status: 'in_transit' });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().msg).toMatch(/before the last recorded event/);
    const future = await track(s, { at: new Date(Date.now() + 86_400_000).toISOString(), status: 'in_transit' });
    expect(future.statusCode).toBe(422);
    // The shipping day begins up to 14 hours before its UTC midnight (east of UTC); earlier is refused.
    const beforeShipping = await track(s, { at: `${day(-11)}T06:00:00Z`, status: 'in_transit' });
    expect(beforeShipping.statusCode).toBe(422);
    expect((await track(s, { at: 'yesterday', status: 'in_transit' })).statusCode).toBe(422);
    expect((await track(s, { at: at(1), status: 'lost' })).statusCode).toBe(422);
    expect(await events(s)).toBe(2);

    const delivered = await track(s, {
      at: at(5),
      status: 'delivered',
      location: 'Madrid',
      description: 'Signed by Ana',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'delivered', late: false });
    const order = (await t.get(`/admin/order/info?id=${lateA.order.id}`, adminAk, en)).json().data as OrderInfo;
    expect(order.shipStatus).toBe('delivered');
    expect(order.history.map((h) => h.action)).toContain('deliver');
    const closed = await track(s, { at: at(1), status: 'in_transit' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toMatch(/Shipment error/);
    expect(
      await n(`select count(*)::int as n from audit_log where action = 'shipment.track' and entity_id = $1`, [
        String(s),
      ]),
    ).toBe(3);
    expect(ids(await list('?late=true'))).toEqual([lateB.shipment.id]);
  });

  it(
    'imports tracking events from CSV: every bad row and column reported, nothing written until the whole file is ' +
      'clean',
    async () => {
      const s = lateB.shipment.id;
      const now = Date.now();
      const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
      const bad = [
        'waybill,time,status,location,description',
        `${lateB.waybill},${at(300)},in_transit,Paris,Arrived`,
        `NOPE-123,${at(200)},in_transit,,`,
        `${lateB.waybill},31/12/2024 10:00,in_transit,,`,
        `${lateB.waybill},${at(100)},teleported,,`,
        `${lateB.waybill},${at(90)},,,`,
        `${platform.waybill},${at(80)},in_transit,${'x'.repeat(201)},`,
        `${lateA.waybill},${at(70)},in_transit,,after delivery`,
        `${onTimeA.waybill},${day(-30)} 10:00,in_transit,,before shipping`,
      ].join('\n');
      const dry = await upload(bad, adminAk, true);
      expect(dry.statusCode, dry.body).toBe(200);
      const check = dry.json().data as LogisticsImportData;
      expect(check).toMatchObject({ total: 8, valid: 1, errorCount: 7, imported: 0, dryRun: true });
      expect(check.errors).toEqual([
        { row: 3, column: 'waybill', key: 'not_found' },
        { row: 4, column: 'time', key: 'invalid' },
        { row: 5, column: 'status', key: 'invalid' },
        { row: 6, column: 'status', key: 'required' },
        { row: 7, column: 'location', key: 'too_long' },
        { row: 8, column: 'waybill', key: 'closed' },
        { row: 9, column: 'time', key: 'before_shipped' },
      ]);
      const refused = await upload(bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().msg).toBe('Import error');
      expect(refused.json().data.errors).toEqual(
        expect.arrayContaining([{ field: 'time', key: 'invalid', params: { row: 4 } }]),
      );
      expect(await events(s)).toBe(0);

      const good = [
        'Waybill,Time,Status,Location,Description',
        `${lateB.waybill},${at(30)},delivered,Lyon,Signed`,
        `${lateB.waybill},${at(300)},in_transit,Paris,Arrived at hub`,
        `${lateB.waybill.toLowerCase()},${at(200)},Exception,Lyon,Customs check`,
        `${platform.waybill},${at(50)},in-transit,Shenzhen,Departed`,
      ].join('\n');
      const ok = await upload(good);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({
        total: 4,
        valid: 4,
        errorCount: 0,
        imported: 4,
        delivered: 1,
        duplicates: 0,
        dryRun: false,
      });
      const detail = (await t.get(`/admin/order/logistics/info?id=${s}`, adminAk, en)).json().data as LogisticsInfo;
      expect(detail.events.map((e) => e.status)).toEqual(['in_transit', 'exception', 'delivered']);
      expect(detail.events.every((e) => e.source === 'import')).toBe(true);
      expect(detail.status).toBe('delivered');
      expect(
        ((await t.get(`/admin/order/info?id=${lateB.order.id}`, adminAk, en)).json().data as OrderInfo).shipStatus,
      ).toBe('delivered');
      expect(
        (await t.get(`/admin/order/logistics/info?id=${platform.shipment.id}`, adminAk, en)).json().data.lastEvent,
      ).toMatchObject({ location: 'Shenzhen' });

      // The same file again: the events are there already, nothing is added.
      const again = await upload(good);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toMatchObject({ imported: 0, duplicates: 4, errorCount: 0 });
      expect(await events(s)).toBe(3);
    },
  );

  it(
    'imports once per Idempotency-Key: the retry replays the answer; another file under the key is ' + 'refused',
    async () => {
      const time = new Date(Date.now() - 60_000).toISOString();
      const csv = (status: string) => `waybill,time,status,location\n${onTimeA.waybill},${time},${status},Hangzhou\n`;
      const before = await events(onTimeA.shipment.id);
      const first = await upload(csv('in_transit'), adminAk, false, 'key-tracking-0001');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ imported: 1 });
      const retry = await upload(csv('in_transit'), adminAk, false, 'key-tracking-0001');
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      const other = await upload(csv('exception'), adminAk, false, 'key-tracking-0001');
      expect(other.statusCode).toBe(422);
      expect(other.json().msg).toBe('This Idempotency-Key was already used for a different request');
      expect(await events(onTimeA.shipment.id)).toBe(before + 1);
    },
  );

  it('checks the file itself: header, columns, size and kind', async () => {
    const noStatus = (await upload('waybill,time\nX,2025-01-01 10:00\n', adminAk, true)).json()
      .data as LogisticsImportData;
    expect(noStatus.errors).toEqual([{ row: 1, column: 'status', key: 'required' }]);
    const extra = (await upload('waybill,time,status,weight\n', adminAk, true)).json().data as LogisticsImportData;
    expect(extra.errors).toEqual([{ row: 1, column: 'weight', key: 'not_allowed' }]);
    const empty = await upload('waybill,time,status\n');
    expect(empty.statusCode).toBe(422);
    const json = await t.post('/admin/order/logistics/import', {}, adminAk, en);
    expect(json.statusCode).toBe(422);
    const template = await t.get('/admin/order/logistics/import/template', supplierAk, en);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    expect(template.body).toContain('waybill,time,status,location,description');
  });
});
