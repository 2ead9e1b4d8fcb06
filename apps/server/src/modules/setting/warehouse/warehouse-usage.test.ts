import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductInfo, ProductOptionsData } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { raced, times, watchWrites } from '../../../test-support/race.ts';
import { en, useWarehouseWorld } from './warehouse-fixtures.ts';

// How warehouses are used: the one default, deletes refused while stock or products refer to a warehouse (also
// when racing a product save or a stock adjustment), and disabled warehouses on products. The list and fields
// are in warehouse.test.ts.
describe('warehouses (settings /warehouse)', () => {
  const { world, q, n, auditCount, defaults, added, info, byCode, product } = useWarehouseWorld();
  let t: TestApp;
  let adminAk: string;
  beforeAll(() => {
    ({ t, adminAk } = world);
  });

  it(
    raced(
      'keeps exactly one default: stock of a product without a warehouse goes there; the default is never disabled ' +
        'or deleted, also when two requests pick one at once',
    ),
    async () => {
      const main = await byCode('MAIN');
      const east = await byCode('EAST');
      const madrid = await byCode('MAD-1');
      const placed = async () => {
        const p = (await product({ stock: 3 })).json().data as ProductInfo;
        expect(p.warehouseId).toBeNull();
        return Number((await q('select warehouse_id::int as w from stock_levels where product_id = $1', [p.id]))[0]!.w);
      };
      expect(await placed()).toBe(main.id);

      const move = await t.post('/admin/setting/warehouse/default', { id: east.id }, adminAk);
      expect(move.statusCode, move.body).toBe(200);
      expect(move.json().data).toMatchObject({ isDefault: true, version: east.version + 1 });
      expect(await defaults()).toEqual(['EAST']);
      expect(await placed()).toBe(east.id);
      expect(
        await q(`select before, after from audit_log where action = 'warehouse.default' and entity_id = $1`, [
          String(east.id),
        ]),
      ).toEqual([
        {
          before: { isDefault: false, defaultWarehouseId: main.id },
          after: { isDefault: true, defaultWarehouseId: east.id },
        },
      ]);

      const audit0 = await auditCount();
      const disabledDefault = await t.post('/admin/setting/warehouse/default', { id: madrid.id }, adminAk, en);
      expect(disabledDefault.statusCode).toBe(409);
      expect(disabledDefault.json().msg).toBe('A disabled warehouse cannot be the default; enable it first');
      const disableDefault = await t.post(
        '/admin/setting/warehouse/status',
        { id: east.id, status: false },
        adminAk,
        en,
      );
      expect(disableDefault.statusCode).toBe(409);
      expect(disableDefault.json().msg).toBe(
        'The default warehouse cannot be disabled or deleted; make another warehouse the default first',
      );
      expect((await t.post('/admin/setting/warehouse/del', { id: east.id }, adminAk)).statusCode).toBe(409);
      expect(await auditCount()).toBe(audit0);

      // Two requests at once for two different defaults: one wins, there is still exactly one.
      const other = await added();
      const writes = await watchWrites(t);
      const [r1, r2] = await Promise.all([
        t.post('/admin/setting/warehouse/default', { id: main.id }, adminAk),
        t.post('/admin/setting/warehouse/default', { id: other.id }, adminAk),
      ]);
      const written = await writes.take();
      await writes.stop();
      expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
      expect(await defaults()).toHaveLength(1);
      // Both won in turn: each moved the default off one warehouse onto another and wrote its audit row.
      expect(written).toEqual(times(2, { 'audit_counter write': 1, 'audit_log insert': 1, 'warehouses update': 2 }));
      expect((await t.post('/admin/setting/warehouse/default', { id: main.id }, adminAk)).statusCode).toBe(200);
      expect(await defaults()).toEqual(['MAIN']);
      expect((await t.post('/admin/setting/warehouse/default', { id: 999999 }, adminAk)).statusCode).toBe(404);
    },
  );

  it('refuses to delete a warehouse while stock records or products refer to it', async () => {
    const east = await byCode('EAST');
    const usage = await info(east.id);
    const audit0 = await auditCount();
    const inUse = await t.post('/admin/setting/warehouse/del', { id: east.id }, adminAk, en);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toBe(
      `This warehouse is still in use: ${usage.stockLevelCount} stock records and ${usage.productCount} products ` +
        `refer to it`,
    );
    const zh = await t.post('/admin/setting/warehouse/del', { id: east.id }, adminAk, { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe(
      `该仓库仍在使用中：有 ${usage.stockLevelCount} 条库存记录和 ${usage.productCount} 个商品引用它`,
    );

    // Chosen by a product but holding no stock: still in use.
    const chosen = await added();
    const p = (await product({ warehouseId: chosen.id })).json().data as ProductInfo;
    const byProduct = await t.post('/admin/setting/warehouse/del', { id: chosen.id }, adminAk, en);
    expect(byProduct.json().msg).toBe('This warehouse is still in use: 0 stock records and 1 products refer to it');
    expect(await auditCount()).toBe(audit0 + 2); // the warehouse and the product added, nothing deleted
    expect((await t.post('/admin/catalog/product/del', { ids: [p.id] }, adminAk)).statusCode).toBe(200);

    const del = await t.post('/admin/setting/warehouse/del', { id: chosen.id }, adminAk);
    expect(del.statusCode, del.body).toBe(200);
    expect((await t.get(`/admin/setting/warehouse/info?id=${chosen.id}`, adminAk)).statusCode).toBe(404);
    expect(
      await n(`select count(*)::int as n from audit_log where action = 'warehouse.del' and entity_id = $1`, [
        String(chosen.id),
      ]),
    ).toBe(1);
  });

  it(
    raced(
      'a delete racing a product save that picks the warehouse: each is refused cleanly or wins, never a server ' +
        'error; the refused one writes nothing',
    ),
    async () => {
      const writes = await watchWrites(t);
      for (let round = 0; round < 8; round++) {
        const w = await added();
        await writes.take();
        const [save, del] = await Promise.all([
          product({ warehouseId: w.id }),
          t.post('/admin/setting/warehouse/del', { id: w.id }, adminAk, en),
        ]);
        const written = await writes.take();
        expect([200, 409, 422], save.body).toContain(save.statusCode);
        expect([200, 409], del.body).toContain(del.statusCode);
        const gone = (await t.get(`/admin/setting/warehouse/info?id=${w.id}`, adminAk)).statusCode === 404;
        const using = await n('select count(*)::int as n from products where warehouse_id = $1', [w.id]);
        // Exactly one wins: the warehouse is gone and no product names it, or it stays with the product.
        expect(gone ? [del.statusCode, save.statusCode === 200, using] : [save.statusCode, using]).toEqual(
          gone ? [200, false, 0] : [200, 1],
        );
        if (save.statusCode === 409)
          expect(save.json().msg).toBe(
            'Someone changed related records at the same moment, so nothing was saved; try again',
          );
        // Only the winner wrote: the delete or the new product, each with its audit row.
        const audited = { 'audit_counter write': 1, 'audit_log insert': 1 };
        expect(written).toEqual(
          gone
            ? times(1, { ...audited, 'warehouses delete': 1 })
            : times(1, { ...audited, 'product_counter write': 1, 'products insert': 1 }),
        );
      }
      await writes.stop();
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a stock adjustment waiting on a warehouse being deleted finds it gone: 422, no stock written',
    async () => {
      const w = await added();
      const [target] = await q(`select id from products where spec_mode = 'single' order by id limit 1`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${String((await q('select current_database() as n'))[0]!.n)}`;
      const holder = new pg.Client({ connectionString: url.toString() });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from warehouses where id = $1 for update', [w.id]);
        const adjusting = t.post(
          '/admin/catalog/inventory/adjust',
          { productId: Number(target!.id), variantId: null, warehouseId: w.id, delta: 5, reason: 'purchase', note: '' },
          adminAk,
          en,
        );
        // Until the adjustment waits on the warehouse's lock.
        for (let i = 0; i < 100; i++) {
          const [waiting] = (
            await holder.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and ` +
                `wait_event_type = 'Lock'`,
            )
          ).rows;
          if (Number(waiting.n) > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await holder.query('delete from warehouses where id = $1', [w.id]);
        await holder.query('commit');
        const res = await adjusting;
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().data.errors).toEqual([{ field: 'warehouseId', key: 'invalid' }]);
        expect(await n('select count(*)::int as n from stock_ledger where warehouse_id = $1', [w.id])).toBe(0);
      } finally {
        await holder.end();
      }
    },
  );

  it('a disabled warehouse is not offered for new products but stays on the products that have it', async () => {
    const w = await added();
    const p = (await product({ warehouseId: w.id, stock: 2 })).json().data as ProductInfo;
    const off = await t.post(
      '/admin/setting/warehouse/status',
      { id: w.id, status: false, version: w.version },
      adminAk,
    );
    expect(off.json().data).toMatchObject({ enabled: false, version: w.version + 1 });
    const options = (await t.get('/admin/catalog/product/options/edit', adminAk)).json().data as ProductOptionsData;
    expect(options.warehouses.find((x) => x.id === w.id)).toMatchObject({
      enabled: false,
      isDefault: false,
      code: w.code,
    });
    expect(options.warehouses[0]).toMatchObject({ code: 'MAIN', isDefault: true });

    const refused = await product({ warehouseId: w.id });
    expect(refused.json().data.errors).toEqual([{ field: 'warehouseId', key: 'invalid' }]);
    const edit = await t.post(
      '/admin/catalog/product/edit',
      {
        id: p.id,
        version: p.version,
        name: p.name,
        number: p.number,
        sku: p.sku,
        price: 200,
        warehouseId: w.id,
      },
      adminAk,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // Its stock can still be taken out.
    const out = await t.post(
      '/admin/catalog/inventory/adjust',
      { productId: p.id, warehouseId: w.id, delta: -2, reason: 'transfer' },
      adminAk,
    );
    expect(out.json().data).toMatchObject({ quantity: 0 });
    expect(
      (await t.post('/admin/setting/warehouse/status', { id: w.id, status: true }, adminAk)).json().data.enabled,
    ).toBe(true);
  });
});
