import { describe, expect, it } from 'vitest';
import type { LogisticsOptions, ShipmentInfo, ShipmentRow } from '@shop/shared/api/supply-logistics';
import { raced } from '../../../test-support/race.ts';
import { tableState } from '../../../test-support/table-state.ts';
import { useWorld } from '../../../test-support/world.ts';
import { en, logisticsHelpers, openLogisticsWorld } from './logistics-fixtures.ts';

const SPEC_RULE = 'Chinese and English product names, material and purpose required for supply-chain shipping';

const w = useWorld(openLogisticsWorld);
const h = () => logisticsHelpers(w);

/** A refused save: the status, the message, the field errors, and no row written anywhere. */
async function refused(body: unknown, status = 422, ak?: string) {
  const before = await tableState(w.t);
  const res = await h().post('add', body, ak);
  expect(res.statusCode, res.body).toBe(status);
  expect(await tableState(w.t)).toEqual(before);
  return { msg: res.json().msg as string, errors: (res.json().data?.errors ?? []) as { field: string; key: string }[] };
}

describe('shipment declarations', () => {
  it('refuses missing names, material and purpose with the spec rule, in every language, writing nothing', async () => {
    const body = h().shipment({}, {}, { nameZh: '', nameEn: ' ', material: '', purpose: '' });
    const r = await refused(body);
    expect(r.msg).toBe(SPEC_RULE);
    expect(r.errors.map((e) => `${e.field}:${e.key}`)).toEqual([
      'items.0.declaration.nameZh:required',
      'items.0.declaration.nameEn:required',
      'items.0.declaration.material:required',
      'items.0.declaration.purpose:required',
    ]);
    const zh = await w.t.post('/admin/supply/logistics/add', body, w.a.ak, { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe('供应链发货必须填写中文品名、英文品名、材质和用途');
  });

  it('refuses non-ASCII English text and a bad HS code across a border, and takes them at home', async () => {
    const r = await refused(h().shipment({}, {}, { nameEn: 'Écouteurs', material: '塑料', hsCode: '85A8' }));
    expect(r.msg).toContain('ASCII');
    expect(r.errors.map((e) => e.key)).toEqual(['rule.ascii_only', 'rule.ascii_only', 'rule.hs_code']);
    const home = await h().ok('add', h().shipment({ fromCountry: 'CN' }, {}, { nameEn: 'Écouteurs', hsCode: '' }));
    expect(home.crossBorder).toBe(false);
    expect(home.state).toBe('draft');
  });

  it('refuses battery goods with a provider that does not carry batteries', async () => {
    const r = await refused(h().shipment({ providerId: h().provider('EMS').id }, {}, { battery: true }));
    expect(r.errors).toEqual([{ field: 'providerId', key: 'rule.battery_provider' }]);
    expect(r.msg).toBe('Goods with a battery need a provider that carries batteries');
  });

  it("follows the provider's battery flag: set on /logistics, accepted; cleared before shipping, refused", async () => {
    const ems = h().provider('EMS');
    expect([h().provider('SF').battery, ems.battery]).toEqual([true, false]);
    const flag = async (carriesBatteries: boolean) => {
      const p = (await w.t.get(`/admin/setting/logistics/info?id=${ems.id}`, w.adminAk)).json().data;
      const { id, version, name, code, trackingUrl, sort } = p;
      const body = { id, version, name, code, trackingUrl, sort, carriesBatteries };
      const res = await w.t.post('/admin/setting/logistics/edit', body, w.adminAk, en);
      expect(res.statusCode, res.body).toBe(200);
    };
    await flag(true);
    const options = (await w.t.get('/admin/supply/logistics/options', w.a.ak, en)).json().data as LogisticsOptions;
    expect(options.providers.find((p) => p.id === ems.id)?.battery).toBe(true);
    const draft = await h().ok('add', h().shipment({ providerId: ems.id }, {}, { battery: true }));
    expect(draft.state).toBe('draft');
    await flag(false);
    const shipped = await h().post('move', { id: draft.id, to: 'shipped' });
    expect(shipped.statusCode, shipped.body).toBe(422);
    expect(shipped.json().data.errors).toEqual([{ field: 'providerId', key: 'rule.battery_provider' }]);
    expect((await h().ok('move', { id: draft.id, to: 'cancelled' })).state).toBe('cancelled');
  });

  it('checks the declared value against the purchase price: below 50% and above 300% refused, saying why', async () => {
    const p = w.aProducts[0]!;
    const low = await refused(h().shipment({}, {}, { declaredValue: Math.floor(p.purchasePrice * 0.4) }));
    expect(low.msg).toMatch(/is 40% of the purchase price; it may not be below 50%/);
    expect(low.errors).toEqual([
      expect.objectContaining({ field: 'items.0.declaration.declaredValue', key: 'rule.value_low' }),
    ]);
    const high = await refused(h().shipment({}, {}, { declaredValue: p.purchasePrice * 4 }));
    expect(high.errors[0]?.key).toBe('rule.value_high');
    // the same value in another currency is converted at its rate (USD 1 = CNY 7.12)
    const cny = Math.round((p.purchasePrice / 100) * 7.12 * 100);
    expect((await h().ok('add', h().shipment({}, {}, { declaredValue: cny, currency: 'CNY' }))).items).toHaveLength(1);
  });

  it("refuses another supplier's product, an unknown country and (staff) a shipment without a supplier", async () => {
    const theirs = await refused(h().shipment({}, { productId: w.bProducts[0]!.id }));
    expect(theirs.errors).toEqual([{ field: 'items.0.productId', key: 'rule.product' }]);
    const country = await refused(h().shipment({ fromCountry: 'ZZ' }));
    expect(country.errors).toEqual([{ field: 'fromCountry', key: 'rule.country' }]);
    const staff = await refused(h().shipment(), 422, w.adminAk);
    expect(staff.errors).toEqual([{ field: 'supplierId', key: 'rule.supplier' }]);
  });

  it('lets staff create one for a supplier with its products', async () => {
    const p = w.bProducts[0]!;
    const s = await h().ok(
      'add',
      h().shipment({ supplierId: w.bId }, { productId: p.id, declaration: h().declaration(p) }),
      w.adminAk,
    );
    expect(s.supplierId).toBe(w.bId);
    expect(s.events.map((e) => [e.to, e.actorName])).toEqual([['draft', 'Platform Administrator']]);
  });

  it("keeps a declaration as the product's template on request, and offers it to its supplier only", async () => {
    const p = w.aProducts[1]!;
    const decl = h().declaration(p, { nameEn: 'Template name', hsCode: '6109.10' });
    await h().ok('add', h().shipment({}, { productId: p.id, declaration: decl, saveTemplate: true }));
    const res = await w.t.get(`/admin/supply/logistics/template?productId=${p.id}`, w.a.ak, en);
    expect(res.json().data.template).toMatchObject({ nameEn: 'Template name', hsCode: '610910', productId: p.id });
    const other = await w.t.get(`/admin/supply/logistics/template?productId=${p.id}`, w.b.ak, en);
    expect(other.statusCode).toBe(404);
    const staff = await w.t.get(`/admin/supply/logistics/template?productId=${p.id}`, w.adminAk, en);
    expect(staff.json().data.template.nameEn).toBe('Template name');
  });
});

describe('shipment states and receipt', () => {
  it('edits a draft only, and refuses illegal moves', async () => {
    const s = await h().ok('add', h().shipment());
    const edited = await h().ok('edit', { id: s.id, version: s.version, ...h().shipment({ waybill: 'SF-EDITED-1' }) });
    expect(edited.waybill).toBe('SF-EDITED-1');
    const stale = await h().post('edit', { id: s.id, version: s.version, ...h().shipment() });
    expect(stale.statusCode).toBe(409);
    const jump = await h().post('move', { id: s.id, to: 'in_transit' });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().msg).toBe('A shipment cannot go from draft to in_transit');
    const shipped = await h().ok('move', { id: s.id, to: 'shipped', note: 'picked up' });
    expect(shipped.state).toBe('shipped');
    const late = await h().post('edit', { id: s.id, ...h().shipment() });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toContain('Only a draft shipment can be edited');
    const timeline = (await h().ok('move', { id: s.id, to: 'in_transit' })).events;
    expect(timeline.map((e) => [e.from, e.to, e.actorName])).toEqual([
      [null, 'draft', 'Supplier A Operator'],
      ['draft', 'shipped', 'Supplier A Operator'],
      ['shipped', 'in_transit', 'Supplier A Operator'],
    ]);
    expect(timeline[1]!.note).toBe('picked up');
  });

  it('receives once: staff only, every item counted, the inspections told in the same transaction', async () => {
    const s = await h().ok('add', h().shipment({}, { quantity: 12 }));
    await h().ok('move', { id: s.id, to: 'shipped' });
    const asSupplier = await h().post('receive', h().receiptOf(s), w.a.ak);
    expect(asSupplier.statusCode).toBe(409);
    expect(asSupplier.json().msg).toBe('The platform warehouse receives a shipment; its supplier cannot');
    const partial = await h().post('receive', { id: s.id, lines: [] }, w.adminAk);
    expect(partial.statusCode).toBe(422);
    const before = await tableState(w.t);
    w.failNext.on = true;
    const failed = await h().post('receive', h().receiptOf(s, 2), w.adminAk);
    expect(failed.statusCode).toBe(500);
    expect(await tableState(w.t)).toEqual(before);
    const count = w.receipts.length;
    const received = await h().ok('receive', { ...h().receiptOf(s, 2), note: 'two missing' }, w.adminAk);
    expect(received.state).toBe('received');
    expect(received.items[0]).toMatchObject({ quantity: 12, receivedQuantity: 10 });
    expect(w.receipts.slice(count)).toEqual([
      {
        supplierId: w.aId,
        warehouseId: s.warehouseId,
        shipmentId: s.id,
        lines: [{ productId: s.items[0]!.productId, variantId: null, quantity: 10, lot: 'L-1' }],
      },
    ]);
    const again = await h().ok('receive', h().receiptOf(s), w.adminAk);
    expect(again.items[0]!.receivedQuantity).toBe(10);
    expect(w.receipts.length).toBe(count + 1);
    const after = await h().post('move', { id: s.id, to: 'exception' }, w.adminAk);
    expect(after.statusCode).toBe(409);
  });
});

describe('shipment receipt, raced', () => {
  it(raced('two receipts of one shipment at once tell the inspections once'), async () => {
    const s = await h().ok('add', h().shipment());
    await h().ok('move', { id: s.id, to: 'shipped' });
    const count = w.receipts.length;
    const answers = await Promise.all([1, 2, 3].map(() => h().post('receive', h().receiptOf(s), w.adminAk)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(w.receipts.length).toBe(count + 1);
    const events = (await h().info(s.id, w.adminAk)).json().data.events as { to: string }[];
    expect(events.filter((e) => e.to === 'received')).toHaveLength(1);
  });
});

describe('shipment receipt and the inspection part', () => {
  it('hands the received lots to the inspections: each opened for inspection or put in stock', async () => {
    const p = w.aProducts[2] ?? w.aProducts[0]!;
    const s = await h().ok(
      'add',
      h().shipment({}, { productId: p.id, quantity: 6, lot: 'L-REAL', declaration: h().declaration(p) }),
    );
    await h().ok('move', { id: s.id, to: 'shipped' });
    const stock = async () => Number((await h().q('select stock from products where id = $1', [p.id]))[0]!.stock);
    const before = await stock();
    w.realLink.on = true;
    try {
      await h().ok('receive', h().receiptOf(s, 1), w.adminAk);
    } finally {
      w.realLink.on = false;
    }
    const opened = await h().q(
      'select quantity::int as quantity, lot from inspections where shipment_id = $1 and product_id = $2',
      [s.id, p.id],
    );
    const stocked = (await stock()) - before;
    expect(opened.reduce((n, r) => n + Number(r.quantity), 0) + stocked).toBe(5);
    if (opened.length > 0) expect(opened[0]!.lot).toBe('L-REAL');
  });
});

describe('shipment isolation and lists', () => {
  it("hides another supplier's shipments from info, edit, moves and lists", async () => {
    const theirs = await h().ok(
      'add',
      h().shipment(
        { supplierId: w.bId },
        { productId: w.bProducts[0]!.id, declaration: h().declaration(w.bProducts[0]!) },
      ),
      w.adminAk,
    );
    const before = await tableState(w.t);
    expect((await h().info(theirs.id)).statusCode).toBe(404);
    expect((await h().post('edit', { id: theirs.id, ...h().shipment() })).statusCode).toBe(404);
    expect((await h().post('move', { id: theirs.id, to: 'cancelled' })).statusCode).toBe(404);
    expect(await tableState(w.t)).toEqual(before);
    const list = await w.t.get(`/admin/supply/logistics/list?supplierId=${w.bId}&pageSize=50`, w.a.ak, en);
    const rows = list.json().data.list as ShipmentRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.supplierId === w.aId)).toBe(true);
    expect((await h().info(theirs.id, w.adminAk)).statusCode).toBe(200);
  });

  it('filters by state, warehouse, shipping date and a waybill or product word', async () => {
    const s: ShipmentInfo = await h().ok('add', h().shipment({ waybill: 'ZZFIND0001', shipDate: '2026-01-02' }));
    const list = async (query: string) =>
      ((await w.t.get(`/admin/supply/logistics/list?${query}`, w.adminAk, en)).json().data.list as ShipmentRow[]).map(
        (r) => r.id,
      );
    expect(await list('keyword=zzfind')).toEqual([s.id]);
    expect(await list('keyword=zzfind&state=shipped')).toEqual([]);
    expect(await list(`keyword=zzfind&warehouseId=${h().wh('CN').id}`)).toEqual([s.id]);
    expect(await list(`keyword=zzfind&warehouseId=${h().wh('CN').id + 999}`)).toEqual([]);
    expect(await list('keyword=zzfind&from=2026-01-02&to=2026-01-02')).toEqual([s.id]);
    expect(await list('keyword=zzfind&from=2026-01-03')).toEqual([]);
    expect((await list('keyword=bluetooth&pageSize=50')).length).toBeGreaterThan(1);
  });
});
