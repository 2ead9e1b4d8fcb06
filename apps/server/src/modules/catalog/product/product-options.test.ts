import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductOptionsData } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

/**
 * The product form's choices are read under the form's own key (catalog_product_add for the add
 * form, catalog_product_edit for the edit form), so that neither right needs catalog_product_index.
 */
describe('product form choices per form permission', () => {
  let t: TestApp;
  let adminAk: string;
  const OPTIONS = [
    '/admin/catalog/product/options',
    '/admin/catalog/product/options/add',
    '/admin/catalog/product/options/edit',
  ];

  /** Signs in a new administrator whose group holds exactly these keys (and their parents). */
  const accountWith = async (name: string, permissions: string[]) => {
    const group = await t.post('/admin/setting/group/add', { name, permissions }, adminAk);
    expect(group.statusCode, group.body).toBe(200);
    const username = name.toLowerCase().replace(/[^a-z]+/g, '-');
    const account = await t.post(
      '/admin/setting/admin/add',
      { username, password: `${username}-pass-1`, truename: name, groupId: group.json().data.id },
      adminAk,
    );
    expect(account.statusCode, account.body).toBe(200);
    const res = await t.signIn(username, `${username}-pass-1`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.ak as string;
  };
  const statuses = async (ak: string) => Promise.all(OPTIONS.map(async (url) => (await t.get(url, ak)).statusCode));

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same choices under the list, add and edit keys', async () => {
    const [list, add, edit] = await Promise.all(
      OPTIONS.map(async (url) => (await t.get(url, adminAk)).json().data as ProductOptionsData),
    );
    expect(add).toEqual(list);
    expect(edit).toEqual(list);
    expect(list.tags.length).toBeGreaterThan(0);
    expect(list.warehouses.length).toBeGreaterThan(0);
  });

  it('lets a user who may only add products load the add form choices and save with them', async () => {
    const ak = await accountWith('Product adders', ['catalog_product_add']);
    expect(await statuses(ak)).toEqual([403, 200, 403]);
    const choices = (await t.get('/admin/catalog/product/options/add', ak)).json().data as ProductOptionsData;
    const tag = choices.tags.find((x) => x.enabled)!;
    const warehouse = choices.warehouses.find((w) => w.enabled && !w.isDefault)!;
    const res = await t.post(
      '/admin/catalog/product/add',
      {
        name: inEveryLanguage('Added without the list right'),
        number: 'ADDER-1',
        sku: 'ADDER-SKU-1',
        price: 500,
        tagIds: [tag.id],
        warehouseId: warehouse.id,
        stock: 4,
      },
      ak,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tagIds: [tag.id], warehouseId: warehouse.id, stock: 4 });
    expect(
      (
        await t.database.raw('select warehouse_id::int as w from stock_levels where product_id = $1', [
          res.json().data.id,
        ])
      ).rows,
    ).toEqual([{ w: warehouse.id }]);
  });

  it('lets a user who may only edit products load the edit form choices', async () => {
    const ak = await accountWith('Product editors', ['catalog_product_edit']);
    expect(await statuses(ak)).toEqual([403, 403, 200]);
  });

  it('gives suppliers the choices of both forms, with only their own supplier', async () => {
    const ak = await t.login('supplier');
    expect(await statuses(ak)).toEqual([200, 200, 200]);
    const choices = (await t.get('/admin/catalog/product/options/edit', ak)).json().data as ProductOptionsData;
    expect(choices.suppliers.map((s) => s.name)).toEqual(['Demo Supplier A']);
  });
});
