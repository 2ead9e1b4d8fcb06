import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryWarehousesData, ProductOptionsData } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { en, useWarehouseWorld } from './warehouse-fixtures.ts';

// The warehouse list, the checks of the fields, and what suppliers may do. The default warehouse, deletes of a
// warehouse in use and disabled warehouses are in warehouse-usage.test.ts.
describe('warehouses (settings /warehouse)', () => {
  const { world, n, auditCount, list, fields, add, added, info, byCode, editBody } = useWarehouseWorld();
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  beforeAll(() => {
    ({ t, adminAk, supplierAk } = world);
  });

  it('lists the demo warehouses, the default first, with search, status filter, sorting and a pager', async () => {
    const all = await list();
    expect(all.list.map((w) => [w.code, w.isDefault, w.enabled])).toEqual([
      ['MAIN', true, true],
      ['EAST', false, true],
      ['MAD-1', false, false],
    ]);
    expect(all.list[0]).toMatchObject({
      name: 'Main warehouse',
      country: 'CN',
      city: 'Shanghai',
      contactName: 'Li Wei',
    });
    expect((await list('keyword=ningbo')).list.map((w) => w.code)).toEqual(['EAST']);
    expect((await list('keyword=mad-')).list.map((w) => w.code)).toEqual(['MAD-1']);
    expect((await list('status=disabled')).list.map((w) => w.code)).toEqual(['MAD-1']);
    expect((await list('sort=name')).list.map((w) => w.name)).toEqual([
      'East warehouse',
      'Madrid warehouse',
      'Main warehouse',
    ]);
    expect((await list('sort=-code')).list.map((w) => w.code)).toEqual(['MAIN', 'MAD-1', 'EAST']);
    expect(await list('page=2&pageSize=10')).toMatchObject({ list: [], total: 3, page: 2, pageSize: 10 });
    expect((await t.get('/admin/setting/warehouse?sort=address', adminAk)).statusCode).toBe(422);
    const east = await info(all.list[1]!.id);
    expect(east.stockLevelCount).toBe(
      await n('select count(*)::int as n from stock_levels where warehouse_id = $1', [east.id]),
    );
    expect(east.stockLevelCount).toBeGreaterThan(0);
    expect(east.productCount).toBe(
      await n('select count(*)::int as n from products where warehouse_id = $1', [east.id]),
    );
  });

  it(
    "validates the address fields; a taken name answers 'Name already exists', a taken code its own " + 'message',
    async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: ' ' }, 'name', 'required'],
        [{ code: '' }, 'code', 'required'],
        [{ code: 'with space' }, 'code', 'invalid'],
        [{ country: '' }, 'country', 'required'],
        [{ country: 'XX' }, 'country', 'invalid'],
        [{ city: '' }, 'city', 'required'],
        [{ address: '' }, 'address', 'required'],
        [{ contactPhone: 'call me' }, 'contactPhone', 'invalid'],
        [{ postcode: '<b>' }, 'postcode', 'invalid'],
      ];
      const audit0 = await auditCount();
      for (const [change, field, key] of cases) {
        const res = await add(fields(change));
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field, key }));
      }
      const w = await added({ code: 'hh-01', country: 'de', contactPhone: '+49 40 1234', postcode: '20457' });
      expect(w).toMatchObject({
        code: 'HH-01',
        country: 'DE',
        enabled: true,
        isDefault: false,
        version: 0,
        stockLevelCount: 0,
        productCount: 0,
      });
      expect(await auditCount()).toBe(audit0 + 1);

      const sameName = await add(fields({ name: 'main WAREHOUSE' }));
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({
        code: 409,
        msg: 'Name already exists',
        data: { errors: [{ field: 'name', key: 'duplicate' }] },
      });
      const sameCode = await add(fields({ code: 'Hh-01' }));
      expect(sameCode.json()).toEqual({
        code: 409,
        msg: 'This warehouse code already exists',
        data: { errors: [{ field: 'code', key: 'duplicate' }] },
      });
      expect(await auditCount()).toBe(audit0 + 1);

      const edit = await t.post(
        '/admin/setting/warehouse/edit',
        editBody(w, { name: 'Hamburg harbour', region: 'Hamburg' }),
        adminAk,
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().data).toMatchObject({ name: 'Hamburg harbour', region: 'Hamburg', version: 1 });
      expect((await t.post('/admin/setting/warehouse/edit', editBody(w, { name: 'Stale' }), adminAk)).statusCode).toBe(
        409,
      );
      const rename = await t.post(
        '/admin/setting/warehouse/edit',
        editBody({ ...w, version: 1 }, { name: 'East warehouse' }),
        adminAk,
        en,
      );
      expect(rename.json()).toEqual({
        code: 409,
        msg: 'Name already exists',
        data: { errors: [{ field: 'name', key: 'duplicate' }] },
      });
      expect((await info(w.id)).name).toBe('Hamburg harbour');
    },
  );

  it('is closed to suppliers, who still read the warehouses of their product form and stock screen', async () => {
    const main = await byCode('MAIN');
    const before = await info(main.id);
    for (const res of [
      await t.get('/admin/setting/warehouse', supplierAk),
      await t.get(`/admin/setting/warehouse/info?id=${main.id}`, supplierAk),
      await add(fields(), supplierAk),
      await t.post('/admin/setting/warehouse/edit', editBody(main, { name: 'Mine now' }), supplierAk),
      await t.post('/admin/setting/warehouse/default', { id: main.id }, supplierAk),
      await t.post('/admin/setting/warehouse/status', { id: main.id, status: false }, supplierAk),
      await t.post('/admin/setting/warehouse/del', { id: main.id }, supplierAk),
    ])
      expect(res.statusCode, res.body).toBe(403);
    expect(await info(main.id)).toEqual(before);
    const choices = (await t.get('/admin/catalog/product/options/add', supplierAk)).json().data as ProductOptionsData;
    expect(choices.warehouses.map((w) => w.code)).toContain('MAIN');
    const stock = await t.get('/admin/catalog/inventory/warehouses', supplierAk);
    expect(stock.statusCode).toBe(200);
    const listed = (stock.json().data as InventoryWarehousesData).list;
    expect(listed[0]).toMatchObject({ code: 'MAIN', isDefault: true, enabled: true });
    expect(listed.find((w) => w.code === 'MAD-1')).toMatchObject({ enabled: false });
  });
});
