import { describe, expect, it } from 'vitest';
import type { ProductInfo } from '@shop/shared';
import type { ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import { en, useShippingWorld } from './shipping-fixtures.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

// The areas of a template (overlaps refused naming both areas, versioned edits, the log), the calculator of the
// template screen, and the order quote, which prices shipping with the same function as the calculator.
describe('shipping areas, the calculator and the order quote', () => {
  const h = useShippingWorld();
  const { world, byCode, addedTemplate, addArea, addedArea, areaEditBody, post, calc, fieldErrors } = h;

  it('checks the fields of an area with their messages, writing nothing for a refused one', async () => {
    const m = await addedTemplate();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ countries: ['XX'] }, 'countries.0', 'invalid'],
      [{ countries: ['CN', 'cn'] }, 'countries.1', 'duplicate'],
      [{ countries: [], regions: [{ country: 'JP', region: ' ' }] }, 'regions.0.region', 'required'],
      [
        {
          countries: [],
          regions: [
            { country: 'JP', region: 'Osaka' },
            { country: 'jp', region: 'OSAKA' },
          ],
        },
        'regions.1.region',
        'duplicate',
      ],
      [{ firstUnit: -1 }, 'firstUnit', 'too_small'],
      [{ additionalUnit: 0 }, 'additionalUnit', 'too_small'],
      [{ firstFee: 100_000_001 }, 'firstFee', 'too_big'],
      [{ additionalFee: 1.5 }, 'additionalFee', 'invalid_type'],
      [{ freeOver: -1 }, 'freeOver', 'too_small'],
      // an area covers something: countries, regions, or the rest of the world (which lists nothing)
      [{ countries: [] }, 'countries', 'required'],
      [{ isDefault: true }, 'countries', 'not_allowed'],
      [{ isDefault: true, countries: [], regions: [{ country: 'JP', region: 'Osaka' }] }, 'regions', 'not_allowed'],
      // a region of a country the same area lists whole adds nothing
      [{ countries: ['JP'], regions: [{ country: 'JP', region: 'Osaka' }] }, 'regions.0.country', 'duplicate'],
    ];
    const [rows, audit] = [await h.rowCount(), await h.auditCount()];
    for (const [change, field, key] of cases) {
      const res = await addArea(m.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().msg).toBeTruthy();
      expect(fieldErrors(res), JSON.stringify(change)).toContainEqual(expect.objectContaining({ field, key }));
    }
    expect((await addArea(999_999)).statusCode).toBe(404);
    expect([await h.rowCount(), await h.auditCount()]).toEqual([rows, audit]);
  });

  it('refuses an area covering a place another area of the template covers, naming both', async () => {
    const m = await addedTemplate();
    const europe = await addedArea(m.id, { name: 'Europe', countries: ['DE', 'SE', 'FR'] });
    const osaka = await addedArea(m.id, {
      name: 'Osaka',
      countries: [],
      regions: [{ country: 'JP', region: 'Osaka' }],
    });
    const rest = await addedArea(m.id, { name: 'Rest of the world', countries: [], isDefault: true });
    const [rows, audit] = [await h.rowCount(), await h.auditCount()];

    const nordics = await addArea(m.id, { name: 'Nordics', countries: ['NO', 'SE'] });
    expect(nordics.statusCode).toBe(409);
    expect(nordics.json().msg).toBe(
      'Area "Nordics" and area "Europe" both cover SE; a place belongs to one area of a template',
    );
    expect(fieldErrors(nordics)).toEqual([{ field: 'countries.1', key: 'duplicate' }]);
    const kansai = await addArea(m.id, {
      name: 'Kansai',
      countries: [],
      regions: [
        { country: 'JP', region: 'Kyoto' },
        { country: 'JP', region: ' OSAKA ' },
      ],
    });
    expect(kansai.statusCode).toBe(409);
    expect(kansai.json().msg).toBe(
      'Area "Kansai" and area "Osaka" both cover JP / OSAKA; a place belongs to one area of a template',
    );
    expect(fieldErrors(kansai)).toEqual([{ field: 'regions.1.region', key: 'duplicate' }]);
    const world2 = await addArea(m.id, { name: 'Everywhere', countries: [], isDefault: true });
    expect(world2.statusCode).toBe(409);
    expect(world2.json().msg).toBe(
      'Area "Everywhere" cannot also be the rest of the world: area "Rest of the world" already is',
    );
    const sameName = await addArea(m.id, { name: 'EUROPE', countries: ['IT'] });
    expect(sameName.statusCode).toBe(409);
    expect(fieldErrors(sameName)).toEqual([{ field: 'name', key: 'duplicate' }]);
    // in Spanish too
    const es = await world.t.post(
      '/admin/setting/shipping/area/add',
      h.areaFields(m.id, { name: 'Nórdicos', countries: ['SE'] }),
      world.adminAk,
      { 'accept-language': 'es' },
    );
    expect(es.json().msg).toBe(
      'La zona «Nórdicos» y la zona «Europe» cubren ambas SE; un lugar pertenece a una sola zona de la plantilla',
    );
    // an edit may not take a place another area has either
    const stolen = await post('/area/edit', areaEditBody(osaka, { countries: ['FR'], regions: [] }));
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().msg).toMatch(/^Area "Osaka" and area "Europe" both cover FR;/);
    expect([await h.rowCount(), await h.auditCount()]).toEqual([rows, audit]);

    // A region inside a country another area lists is no overlap: the region wins there.
    const berlin = await addedArea(m.id, {
      name: 'Berlin',
      countries: [],
      regions: [{ country: 'DE', region: 'Berlin' }],
    });
    // Another template may cover the same places.
    const other = await addedTemplate();
    await addedArea(other.id, { name: 'Europe', countries: ['DE', 'SE'] });
    expect((await h.info(m.id)).areas.map((a) => a.name)).toEqual(['Berlin', 'Osaka', 'Europe', 'Rest of the world']);
    expect([europe.id, rest.id, berlin.id].every(Number.isInteger)).toBe(true);
  });

  it('edits an area with the version read; a stale edit is refused; every change is in the log', async () => {
    const m = await addedTemplate();
    const a = await addedArea(m.id, { name: 'Asia', countries: ['CN', 'KR'] });
    const edited = await h.ok<ShippingAreaInfo>(
      await post('/area/edit', areaEditBody(a, { countries: ['CN', 'KR', 'VN'], freeOver: 5000 })),
    );
    expect(edited).toMatchObject({ version: 1, countries: ['CN', 'KR', 'VN'], freeOver: 5000 });
    const stale = await post('/area/edit', areaEditBody(a, { countries: ['CN'] }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'Someone else changed this record after you opened it; reload it and apply your change again',
    );
    expect(
      (await h.ok<ShippingAreaInfo>(await h.get(`/admin/setting/shipping/area/info?id=${a.id}`))).countries,
    ).toEqual(['CN', 'KR', 'VN']);
    expect((await post('/area/del', { id: a.id })).statusCode).toBe(200);
    expect((await h.get(`/admin/setting/shipping/area/info?id=${a.id}`)).statusCode).toBe(404);
    expect((await post('/area/del', { id: a.id })).statusCode).toBe(404);
    const log = await h.auditOf('shipping_area', a.id);
    expect(log.map((r) => r.action)).toEqual(['shipping_area.add', 'shipping_area.edit', 'shipping_area.del']);
    expect(log[1]).toMatchObject({
      before: { countries: ['CN', 'KR'], freeOver: null, templateId: m.id },
      after: { countries: ['CN', 'KR', 'VN'], freeOver: 5000, version: 1 },
    });
  });

  it('calculates with the demo templates: 2.5 kg to Osaka, to Tokyo, the rest of the world, by the piece', async () => {
    const standard = await byCode('standard');
    const bulky = await byCode('bulky');
    expect(await calc(`id=${standard.id}&weight=2500&country=JP&region=Osaka`)).toEqual({
      deliverable: true,
      areaId: expect.any(Number),
      areaName: 'Osaka',
      match: 'region',
      units: 2500,
      additionalUnits: 4,
      free: false,
      fee: 2000,
      currency: 'USD',
    });
    expect(await calc(`id=${standard.id}&weight=2500&country=jp&region=${encodeURIComponent('大阪府')}`)).toMatchObject(
      {
        areaName: 'Osaka',
        fee: 2000,
      },
    );
    expect(await calc(`id=${standard.id}&weight=2500&country=JP&region=Tokyo`)).toMatchObject({
      areaName: 'Japan',
      match: 'country',
      fee: 1200 + 4 * 300,
    });
    expect(await calc(`id=${standard.id}&weight=2500&country=JP&region=Osaka&subtotal=15000`)).toMatchObject({
      free: true,
      fee: 0,
    });
    expect(await calc(`id=${standard.id}&weight=2500&country=BR`)).toMatchObject({
      areaName: 'Rest of the world',
      match: 'default',
      fee: 2500 + 2 * 800,
    });
    expect(await calc(`id=${bulky.id}&quantity=3&weight=99999&country=CN`)).toMatchObject({ units: 3, fee: 2500 });
    const lonely = await addedTemplate();
    await addedArea(lonely.id, { countries: ['CN'] });
    expect(await calc(`id=${lonely.id}&weight=100&country=JP&region=Osaka`)).toEqual({
      deliverable: false,
      areaId: null,
      areaName: null,
      match: null,
      units: 100,
      additionalUnits: 0,
      free: false,
      fee: null,
      currency: 'USD',
    });
    expect((await h.get('/admin/setting/shipping/calculate?id=999999&country=JP')).statusCode).toBe(404);
    const bad = await h.get(`/admin/setting/shipping/calculate?id=${standard.id}&country=XX&weight=-1`);
    expect(bad.statusCode).toBe(422);
    expect(
      fieldErrors(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['country', 'weight']);
  });

  it('prices the order quote as the calculator does for one cart and address; no area: not deliverable', async () => {
    const { t, adminAk } = world;
    const standard = await byCode('standard');
    const [customer] = await h.q('select id::int as id from customers where enabled order by id limit 1');
    const product = async (weight: number, price: number) => {
      const res = await t.post(
        '/admin/catalog/product/add',
        {
          name: inEveryLanguage(`Parcel ${weight}`),
          number: `SHIP-${weight}`,
          sku: `SHIP-${weight}`,
          price,
          stock: 50,
          weight,
          onShelf: true,
        },
        adminAk,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ProductInfo;
    };
    const [a, b] = [await product(700, 1250), await product(350, 990)];
    const lines = [
      { productId: a.id, quantity: 3 },
      { productId: b.id, quantity: 1 },
    ];
    const quote = (address: Record<string, string>, shippingMethodId = standard.id) =>
      t.post(
        '/admin/order/quote',
        {
          customerId: customer!.id,
          address: { name: 'Ken', line1: '1-1', ...address },
          currency: 'USD',
          shippingMethodId,
          lines,
        },
        adminAk,
        en,
      );
    const grams = 3 * 700 + 350;
    const subtotal = 3 * 1250 + 990;
    for (const [country, region] of [
      ['JP', 'Osaka'],
      ['JP', 'Hokkaido'],
      ['CN', '上海市'],
      ['ES', 'Madrid'],
      ['US', 'CA'],
    ] as const) {
      const res = await quote({ country, region });
      expect(res.statusCode, res.body).toBe(200);
      const place = `country=${country}&region=${encodeURIComponent(region)}`;
      const calculated = await calc(`id=${standard.id}&weight=${grams}&subtotal=${subtotal}&${place}`);
      expect(res.json().data.totals.shippingFee, `${country} ${region}`).toBe(calculated.fee);
    }
    // 2.45 kg to Osaka: 10.00 + 4 x 2.50
    expect((await quote({ country: 'JP', region: 'Osaka' })).json().data.totals.shippingFee).toBe(2000);

    const lonely = await addedTemplate();
    await addedArea(lonely.id, { countries: ['CN'] });
    const refused = await quote({ country: 'JP', region: 'Osaka' }, lonely.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().msg).toBe('No area of this shipping template covers JP / Osaka: it does not deliver there');
    expect(fieldErrors(refused)).toEqual([{ field: 'shippingMethodId', key: 'not_allowed' }]);
  });
});
