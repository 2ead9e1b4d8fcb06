import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogisticsChoices,
  LogisticsImportData,
  LogisticsInfo,
  LogisticsRow,
  OrderInfo,
  ProductInfo,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { multipartFile } from '../../../test-support/multipart.ts';

const en = { 'accept-language': 'en' };
const address = {
  name: 'Ana García',
  phone: '',
  country: 'ES',
  region: 'Madrid',
  city: 'Madrid',
  line1: 'Calle Mayor 1',
  postcode: '28013',
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('logistics center', () => {
  let t: TestApp;
  let adminAk: string;
  let salesAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let supplierA: number;
  let supplierB: number;
  let customerId: number;
  let shippingId: number;
  let dhl: number;
  let sf: number;
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);

  /** A paid order of one product of this owner, shipped in one parcel; answers the order and its shipment. */
  const shipped = async (
    supplierId: number | null,
    opts: { providerId?: number; shippedOn?: string; expectedBy?: string; waybill?: string } = {},
  ) => {
    seq++;
    const p = await t.post(
      '/admin/catalog/product/add',
      {
        name: { en: `Parcel thing ${seq}` },
        number: `LG-${seq}`,
        sku: `LG-SKU-${seq}`,
        price: 1000,
        stock: 10,
        weight: 100,
        onShelf: true,
        supplierId,
      },
      adminAk,
    );
    expect(p.statusCode, p.body).toBe(200);
    const product = p.json().data as ProductInfo;
    const o = await t.post(
      '/admin/order/add',
      {
        customerId,
        address,
        currency: 'USD',
        shippingMethodId: shippingId,
        lines: [{ productId: product.id, quantity: 1 }],
      },
      adminAk,
      en,
    );
    expect(o.statusCode, o.body).toBe(200);
    const order = o.json().data as OrderInfo;
    expect((await t.post('/admin/order/pay', { id: order.id }, adminAk, en)).statusCode).toBe(200);
    const waybill = opts.waybill ?? `LGW${String(seq).padStart(6, '0')}`;
    const s = await t.post(
      '/admin/order/ship',
      {
        orderId: order.id,
        providerId: opts.providerId ?? dhl,
        waybill,
        shippedOn: opts.shippedOn ?? day(0),
        ...(opts.expectedBy ? { expectedBy: opts.expectedBy } : {}),
        lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      },
      adminAk,
      en,
    );
    expect(s.statusCode, s.body).toBe(200);
    const after = s.json().data as OrderInfo;
    return { order: after, shipment: after.shipments[0]!, waybill };
  };
  const list = async (query = '', ak = adminAk) => {
    const res = await t.get(`/admin/order/logistics${query}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: LogisticsRow[]; total: number };
  };
  const ids = (l: { list: LogisticsRow[] }) => l.list.map((r) => r.id);
  const track = (shipmentId: number, body: Record<string, unknown>, ak = adminAk) =>
    t.post('/admin/order/logistics/track', { shipmentId, ...body }, ak, en);
  const upload = (csv: string, ak = adminAk, dryRun = false, key?: string) => {
    const { payload, headers } = multipartFile('file', 'tracking.csv', 'text/csv', Buffer.from(csv));
    return t.app.inject({
      method: 'POST',
      url: `/admin/order/logistics/import${dryRun ? '?dryRun=true' : ''}`,
      payload,
      remoteAddress: t.remoteAddress,
      headers: { ...headers, ak, ...en, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const events = (shipmentId: number) =>
    n('select count(*)::int as n from tracking_events where shipment_id = $1', [shipmentId]);

  let lateA: Awaited<ReturnType<typeof shipped>>;
  let onTimeA: Awaited<ReturnType<typeof shipped>>;
  let lateB: Awaited<ReturnType<typeof shipped>>;
  let platform: Awaited<ReturnType<typeof shipped>>;

  beforeAll(async () => {
    t = await createTestApp();
    [adminAk, salesAk, supplierAk, supplier2Ak] = await Promise.all([
      t.login('admin'),
      t.login('sales'),
      t.login('supplier'),
      t.login('supplier2'),
    ]);
    supplierA = await n(`select id::int as n from suppliers where name = 'Demo Supplier A'`);
    supplierB = await n(`select id::int as n from suppliers where name = 'Demo Supplier B'`);
    customerId = await n(`select id::int as n from customers where enabled order by id limit 1`);
    await q(`update customers set group_id = (select id from customer_groups where is_default) where id = $1`, [
      customerId,
    ]);
    shippingId = await n(`select id::int as n from shipping_methods where code = 'express'`);
    dhl = await n(`select id::int as n from logistics_providers where code = 'DHL'`);
    sf = await n(`select id::int as n from logistics_providers where code = 'SF'`);
    lateA = await shipped(supplierA, { shippedOn: day(-10), expectedBy: day(-5) });
    onTimeA = await shipped(supplierA, { providerId: sf, expectedBy: day(5) });
    lateB = await shipped(supplierB, { shippedOn: day(-8), expectedBy: day(-2) });
    platform = await shipped(null, { providerId: sf, shippedOn: day(-3) });
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'lists every shipment with provider, order, status, dates and the late flag; filters, late view, sort and exact ' +
      'totals',
    async () => {
      const all = await list('?pageSize=100');
      expect(all.total).toBe(4);
      const row = all.list.find((r) => r.id === lateA.shipment.id)!;
      expect(row).toMatchObject({
        orderId: lateA.order.id,
        orderNumber: lateA.order.number,
        supplierId: supplierA,
        supplierName: 'Demo Supplier A',
        providerName: 'DHL',
        waybill: lateA.waybill,
        status: 'in_transit',
        late: true,
        lastEvent: null,
        deliveredAt: null,
      });
      expect(row.shippedOn.slice(0, 10)).toBe(day(-10));
      expect(all.list.find((r) => r.id === onTimeA.shipment.id)!.late).toBe(false);
      expect(all.list.find((r) => r.id === platform.shipment.id)!).toMatchObject({
        late: false,
        expectedBy: null,
        supplierName: null,
      });
      // newest shipped first
      expect(ids(all)).toEqual([onTimeA.shipment.id, platform.shipment.id, lateB.shipment.id, lateA.shipment.id]);

      const late = await list('?late=true');
      expect(ids(late).sort()).toEqual([lateA.shipment.id, lateB.shipment.id].sort());
      expect(late.total).toBe(2);
      expect(ids(await list(`?providerId=${sf}`)).sort()).toEqual([onTimeA.shipment.id, platform.shipment.id].sort());
      expect(ids(await list(`?supplierId=${supplierA}`)).sort()).toEqual(
        [lateA.shipment.id, onTimeA.shipment.id].sort(),
      );
      expect(ids(await list('?supplierId=0'))).toEqual([platform.shipment.id]);
      expect(ids(await list('?status=delivered'))).toEqual([]);
      expect(ids(await list(`?dateFrom=${day(-9)}&dateTo=${day(-1)}`)).sort()).toEqual(
        [lateB.shipment.id, platform.shipment.id].sort(),
      );
      expect(ids(await list(`?keyword=${lateB.waybill.toLowerCase()}`))).toEqual([lateB.shipment.id]);
      expect(ids(await list(`?keyword=${lateB.waybill.slice(2)}`))).toEqual([lateB.shipment.id]);
      expect(ids(await list(`?keyword=${platform.order.number}`))).toEqual([platform.shipment.id]);
      expect(ids(await list('?keyword=Ana'))).toEqual([]); // the customer's name is not a waybill or an order number
      expect(ids(await list('?sort=expectedBy'))).toEqual([
        lateA.shipment.id,
        lateB.shipment.id,
        onTimeA.shipment.id,
        platform.shipment.id,
      ]);
      const page = await list('?pageSize=10&page=1&late=true&sort=-shippedOn');
      expect(page.total).toBe(2);
      expect((await t.get('/admin/order/logistics?status=lost', adminAk, en)).statusCode).toBe(422);
      expect((await t.get(`/admin/order/logistics?dateFrom=${day(0)}&dateTo=${day(-1)}`, adminAk, en)).statusCode).toBe(
        422,
      );

      const choices = (await t.get('/admin/order/logistics/choices', adminAk, en)).json().data as LogisticsChoices;
      expect(choices.providers.map((p) => p.code)).toEqual(expect.arrayContaining(['DHL', 'SF']));
      expect(choices.suppliers.map((s) => s.id)).toEqual(expect.arrayContaining([supplierA, supplierB]));
    },
  );

  it(
    "shows a supplier only its own shipments: another supplier's answers 404 to reading, tracking and " + 'importing',
    async () => {
      const mine = await list('?pageSize=100', supplierAk);
      expect(ids(mine).sort()).toEqual([lateA.shipment.id, onTimeA.shipment.id].sort());
      expect(mine.total).toBe(2);
      // A supplier's own supplier filter cannot widen its view.
      expect(ids(await list(`?supplierId=${supplierB}`, supplierAk)).sort()).toEqual(ids(mine).sort());
      expect(ids(await list('?late=true', supplier2Ak))).toEqual([lateB.shipment.id]);
      expect((await t.get(`/admin/order/logistics/info?id=${lateA.shipment.id}`, supplierAk, en)).statusCode).toBe(200);
      const other = await t.get(`/admin/order/logistics/info?id=${lateB.shipment.id}`, supplierAk, en);
      expect(other.statusCode).toBe(404);
      const tracked = await track(
        lateB.shipment.id,
        { at: new Date().toISOString(), status: 'in_transit', location: 'Nowhere' },
        supplierAk,
      );
      expect(tracked.statusCode).toBe(404);
      expect(await events(lateB.shipment.id)).toBe(0);
      const imported = await upload(
        `waybill,time,status\n${lateB.waybill},${new Date().toISOString()},in_transit\n`,
        supplierAk,
        true,
      );
      expect(imported.statusCode).toBe(200);
      expect((imported.json().data as LogisticsImportData).errors).toEqual([
        { row: 2, column: 'waybill', key: 'not_found' },
      ]);
      const choices = (await t.get('/admin/order/logistics/choices', supplierAk, en)).json().data as LogisticsChoices;
      expect(choices.suppliers).toEqual([]);
    },
  );

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

  it('belongs to the logistics key: staff and suppliers hold it; a key-less group is refused', async () => {
    expect((await t.get('/admin/order/logistics', salesAk, en)).statusCode).toBe(200);
    await q(`update admin_groups set permissions = '["index"]'::jsonb where name = 'Sales'`);
    const sales = await t.login('sales');
    const res = await t.get('/admin/order/logistics', sales, en);
    expect(res.statusCode).toBe(403);
    expect(
      (await track(onTimeA.shipment.id, { at: new Date().toISOString(), status: 'in_transit' }, sales)).statusCode,
    ).toBe(403);
  });
});
