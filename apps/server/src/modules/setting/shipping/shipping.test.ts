import { describe, expect, it } from 'vitest';
import type { ShippingTemplateInfo } from '@shop/shared/api/shipping';
import { en, useShippingWorld } from './shipping-fixtures.ts';

// Shipping templates (settings /shipping): the demo templates, the checks of the fields, versioned edits, the
// operation log, the mode of a template with areas, and deleting a template orders used. Areas, the calculator and
// the order quote are in shipping-area.test.ts.
describe('shipping templates (settings /shipping)', () => {
  const h = useShippingWorld();
  const { world, list, info, byCode, addTemplate, addedTemplate, editBody, addedArea, post, q, n } = h;

  it('lists the demo templates with their areas; the info orders them region, country, rest of the world', async () => {
    const all = await list();
    expect(all.list.map((m) => [m.code, m.mode, m.areaCount, m.used, m.enabled])).toEqual([
      ['standard', 'weight', 5, false, true],
      ['bulky', 'quantity', 2, false, true],
    ]);
    expect((await list('keyword=voluminosa')).list.map((m) => m.code)).toEqual(['bulky']);
    expect((await list('keyword=STAND')).list.map((m) => m.code)).toEqual(['standard']);
    expect((await list('mode=quantity')).list.map((m) => m.code)).toEqual(['bulky']);
    expect((await list('sort=-code')).list.map((m) => m.code)).toEqual(['standard', 'bulky']);
    expect(await list('page=2&pageSize=10')).toMatchObject({ list: [], total: 2, page: 2, pageSize: 10 });
    expect((await h.get('/admin/setting/shipping?sort=name')).statusCode).toBe(422);
    const standard = await info(all.list[0]!.id);
    expect(standard).toMatchObject({ currency: 'USD', orderCount: 0, estimateMinDays: 3, estimateMaxDays: 7 });
    expect(standard.areas.map((a) => [a.name, a.isDefault])).toEqual([
      ['Osaka', false],
      ['China', false],
      ['Europe', false],
      ['Japan', false],
      ['Rest of the world', true],
    ]);
    expect(standard.areas[0]!.regions).toEqual([
      { country: 'JP', region: 'Osaka' },
      { country: 'JP', region: '大阪府' },
    ]);
    expect((await h.get('/admin/setting/shipping/info?id=999999')).statusCode).toBe(404);
  });

  it('checks every field with a translated message and writes nothing for a refused template', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: ' ' }, 'code', 'required'],
      [{ code: 'two words' }, 'code', 'invalid'],
      [{ code: 'x'.repeat(33) }, 'code', 'too_long'],
      [{ name: { en: ' ' } }, 'name.zh-CN', 'required'],
      [{ name: { en: 'x'.repeat(65) } }, 'name.en', 'too_long'],
      [{ mode: 'volume' }, 'mode', 'not_allowed'],
      [{ estimateMinDays: 5, estimateMaxDays: 2 }, 'estimateMaxDays', 'too_small'],
      [{ estimateMinDays: 2 }, 'estimateMaxDays', 'required'],
      [{ estimateMaxDays: 2 }, 'estimateMinDays', 'required'],
      [{ estimateMinDays: -1, estimateMaxDays: 2 }, 'estimateMinDays', 'too_small'],
      [{ estimateMinDays: 1, estimateMaxDays: 366 }, 'estimateMaxDays', 'too_big'],
      [{ sort: 10_000 }, 'sort', 'too_big'],
    ];
    const [rows, audit] = [await h.rowCount(), await h.auditCount()];
    for (const [change, field, key] of cases) {
      const res = await addTemplate(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().msg).toBeTruthy();
      expect(h.fieldErrors(res), JSON.stringify(change)).toContainEqual(expect.objectContaining({ field, key }));
    }
    const taken = await addTemplate({ code: 'STANDARD' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This shipping template code already exists');
    expect(h.fieldErrors(taken)).toEqual([{ field: 'code', key: 'duplicate' }]);
    expect([await h.rowCount(), await h.auditCount()]).toEqual([rows, audit]);
    const made = await addedTemplate({ estimateMinDays: 1, estimateMaxDays: 1, name: { en: 'Next day', ja: '翌日' } });
    expect(made).toMatchObject({ enabled: true, version: 0, areaCount: 0, areas: [], used: false, estimateMaxDays: 1 });
    expect(made.name).toEqual({ 'zh-CN': '', en: 'Next day', es: '', ja: '翌日' });
  });

  it('edits with the version read (a stale one is refused and changes nothing), each change in the log', async () => {
    const m = await addedTemplate();
    const edited = await h.ok<ShippingTemplateInfo>(
      await post('/edit', editBody(m, { name: { en: 'Renamed' }, estimateMinDays: 2, estimateMaxDays: 4 })),
    );
    expect(edited).toMatchObject({ version: 1, estimateMinDays: 2, estimateMaxDays: 4 });
    const stale = await post('/edit', editBody(m, { name: { en: 'Lost update' } }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/changed|modified|updated/i);
    expect((await info(m.id)).name.en).toBe('Renamed');
    const off = await h.ok<ShippingTemplateInfo>(await post('/status', { id: m.id, status: false, version: 1 }));
    expect(off).toMatchObject({ enabled: false, version: 2 });
    expect((await post('/status', { id: m.id, status: true, version: 1 })).statusCode).toBe(409);
    expect((await post('/del', { id: m.id })).statusCode).toBe(200);
    expect((await h.get(`/admin/setting/shipping/info?id=${m.id}`)).statusCode).toBe(404);
    const log = await h.auditOf('shipping_template', m.id);
    expect(log.map((r) => r.action)).toEqual(['shipping.add', 'shipping.edit', 'shipping.disable', 'shipping.del']);
    expect(log[1]!.before).toMatchObject({ name: { en: `Template ${m.code.slice(4)}` }, estimateMinDays: null });
    expect(log[1]!.after).toMatchObject({ name: { en: 'Renamed' }, estimateMinDays: 2, version: 1 });
    expect(log[3]!.after).toBeNull();
  });

  it('keeps the pricing mode while the template has areas; deleting a template takes its areas', async () => {
    const m = await addedTemplate();
    expect((await post('/edit', editBody(m, { mode: 'quantity' }))).statusCode).toBe(200);
    const back = await info(m.id);
    await addedArea(m.id, { firstUnit: 1, additionalUnit: 1 });
    const locked = await post('/edit', editBody(back, { mode: 'weight' }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().msg).toBe(
      'The pricing mode cannot change while the template has 1 areas (their units are grams or pieces)',
    );
    expect(h.fieldErrors(locked)).toEqual([{ field: 'mode', key: 'not_allowed' }]);
    expect((await info(m.id)).mode).toBe('quantity');
    expect((await post('/edit', editBody(back, { sort: 7 }))).statusCode).toBe(200);
    expect((await post('/del', { id: m.id })).statusCode).toBe(200);
    expect(await n('select count(*)::int as n from shipping_areas where template_id = $1', [m.id])).toBe(0);
  });

  it('refuses to delete a template orders used (disable it instead); a disabled one prices no order', async () => {
    const { t, adminAk } = world;
    const standard = await byCode('standard');
    const [customer] = await q('select id::int as id from customers where enabled order by id limit 1');
    const [product] = await q('select id::int as id from products where on_shelf and spec_mode = $1 order by id', [
      'single',
    ]);
    const body = {
      customerId: customer!.id,
      address: { name: 'Ana', country: 'ES', region: 'Madrid', city: 'Madrid', line1: 'Calle 1', postcode: '28013' },
      currency: 'USD',
      shippingMethodId: standard.id,
      lines: [{ productId: product!.id, quantity: 1 }],
    };
    const placed = await t.post('/admin/order/add', body, adminAk, en);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await byCode('standard')).used).toBe(true);
    const [rows, audit] = [await h.rowCount(), await h.auditCount()];
    const refused = await post('/del', { id: standard.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'This shipping template was used by 1 orders and cannot be deleted; disable it instead',
    );
    expect([await h.rowCount(), await h.auditCount()]).toEqual([rows, audit]);
    expect((await post('/status', { id: standard.id, status: false })).statusCode).toBe(200);
    const choices = (await t.get('/admin/order/choices', adminAk)).json().data as { shippingMethods: { id: number }[] };
    expect(choices.shippingMethods.map((m) => m.id)).not.toContain(standard.id);
    const quote = await t.post('/admin/order/quote', body, adminAk, en);
    expect(quote.statusCode).toBe(422);
    expect(h.fieldErrors(quote)).toEqual([{ field: 'shippingMethodId', key: 'invalid' }]);
    // the order keeps its template and its totals
    const order = (await t.get(`/admin/order/info?id=${placed.json().data.id}`, adminAk)).json().data;
    expect(order).toMatchObject({ shippingMethodId: standard.id, shippingFee: placed.json().data.shippingFee });
    expect((await post('/status', { id: standard.id, status: true })).statusCode).toBe(200);
  });

  it('is for holders of setting_shipping only', async () => {
    const { supplierAk } = world;
    for (const url of ['/admin/setting/shipping', '/admin/setting/shipping/calculate?id=1&country=JP']) {
      expect((await h.get(url, supplierAk)).statusCode).toBe(403);
    }
    expect((await post('/add', h.templateFields(), supplierAk)).statusCode).toBe(403);
  });
});
