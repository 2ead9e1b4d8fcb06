import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductOptionsData } from '@shop/shared';
import { seedProducts } from '../../../seed/scale.ts';
import type { TestApp } from '../../../test-support/harness.ts';
import { en, useProductWorld } from './product-fixtures.ts';

// Batch operations on products, what a supplier may see and change, the CSV export and the size generator.
// The list, adding and editing are in product.test.ts.
describe('products', () => {
  const { world, q, n, list, info, body, add, added, editBody, supplierIds } = useProductWorld();
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let opts: ProductOptionsData;
  beforeAll(() => {
    ({ t, adminAk, supplierAk, supplier2Ak, opts } = world);
  });

  it('changes prices in batch: results of zero or below are not applied and are listed', async () => {
    const cheap = await added({ price: 1500 });
    const dear = await added({ price: 5000 });
    const res = await t.post(
      '/admin/catalog/product/changeprice',
      { ids: [cheap.id, dear.id], mode: 'add', amount: -2000 },
      adminAk,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ applied: [dear.id], skipped: [{ id: cheap.id, price: -500 }] });
    expect((await info(cheap.id)).price).toBe(1500);
    expect((await info(dear.id)).price).toBe(3000);
    const zero = await t.post(
      '/admin/catalog/product/changeprice',
      { ids: [cheap.id, dear.id], mode: 'set', amount: 0 },
      adminAk,
    );
    expect(zero.json().data).toEqual({
      applied: [],
      skipped: [
        { id: cheap.id, price: 0 },
        { id: dear.id, price: 0 },
      ],
    });
    const pct = await t.post(
      '/admin/catalog/product/changeprice',
      { ids: [cheap.id, dear.id], mode: 'percent', amount: 10, field: 'originalPrice' },
      adminAk,
    );
    expect(pct.json().data.skipped).toHaveLength(2); // original price 0 stays 0
    const up = await t.post(
      '/admin/catalog/product/changeprice',
      { ids: [cheap.id, dear.id], mode: 'percent', amount: 10 },
      adminAk,
    );
    expect(up.json().data.applied).toEqual([cheap.id, dear.id]);
    expect((await info(cheap.id)).price).toBe(1650);
    const huge = await t.post(
      '/admin/catalog/product/changeprice',
      { ids: [cheap.id], mode: 'percent', amount: 1_000_000_000_000 },
      adminAk,
    );
    expect(huge.statusCode).toBe(200);
    expect(huge.json().data.applied).toEqual([]);
    expect((await info(cheap.id)).price).toBe(1650);
    expect(
      await n(`select count(*)::int as n from audit_log where action = 'product.changeprice' and entity_id = $1`, [
        String(dear.id),
      ]),
    ).toBe(2);
  });

  it('batch operations need products of the same supplier', async () => {
    const { a, b } = await supplierIds();
    const pa = await added({ supplierId: a });
    const pb = await added({ supplierId: b });
    const audit0 = await n('select count(*)::int as n from audit_log');
    for (const [url, extra] of [
      ['status', { onShelf: true }],
      ['tags', { tagIds: [] }],
      ['warning', { lowStockThreshold: 1 }],
      ['changeprice', { mode: 'set', amount: 1 }],
      ['del', {}],
    ] as const) {
      const res = await t.post(`/admin/catalog/product/${url}`, { ids: [pa.id, pb.id], ...extra }, adminAk, en);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().msg).toBe('Batch operations need products of the same supplier');
    }
    expect(await n('select count(*)::int as n from audit_log')).toBe(audit0);
    expect(await n('select count(*)::int as n from products where id in ($1, $2)', [pa.id, pb.id])).toBe(2);
  });

  it('puts on and off shelf, sets tags and thresholds, deletes in batch, each with audit rows', async () => {
    const ps = [await added(), await added(), await added()];
    const ids = ps.map((p) => p.id);
    expect((await t.post('/admin/catalog/product/status', { ids, onShelf: true }, adminAk)).json().data.ids).toEqual(
      ids,
    );
    expect((await list('shelf=on&pageSize=100')).list.filter((p) => ids.includes(p.id))).toHaveLength(3);
    expect((await t.post('/admin/catalog/product/status', { ids, onShelf: true }, adminAk)).json().data.ids).toEqual(
      [],
    );
    const [t1, t2] = opts.tags;
    await t.post('/admin/catalog/product/tags', { ids, tagIds: [t1!.id] }, adminAk);
    await t.post('/admin/catalog/product/tags', { ids: [ids[0]], tagIds: [t2!.id], mode: 'add' }, adminAk);
    expect((await info(ids[0]!)).tagIds).toEqual([t1!.id, t2!.id]);
    await t.post('/admin/catalog/product/tags', { ids, tagIds: [t1!.id], mode: 'remove' }, adminAk);
    expect((await info(ids[1]!)).tagIds).toEqual([]);
    expect((await t.post('/admin/catalog/product/tags', { ids, tagIds: [999999] }, adminAk)).statusCode).toBe(422);
    await t.post('/admin/catalog/product/warning', { ids, lowStockThreshold: 42 }, adminAk);
    expect((await info(ids[2]!)).lowStockThreshold).toBe(42);
    const total0 = (await list('')).total;
    const del = await t.post('/admin/catalog/product/del', { ids }, adminAk);
    expect(del.statusCode).toBe(200);
    expect((await list('')).total).toBe(total0 - 3);
    expect((await t.get(`/admin/catalog/product/info?id=${ids[0]}`, adminAk)).statusCode).toBe(404);
    expect(await n(`select count(*)::int as n from audit_log where action = 'product.del'`)).toBe(3);
    expect((await t.post('/admin/catalog/product/del', { ids }, adminAk)).statusCode).toBe(404);
  });

  it('isolates suppliers: own products only, others answer 404, no assigning to another supplier', async () => {
    const { a, b } = await supplierIds();
    const mine = await list('pageSize=100', supplierAk);
    expect(mine.total).toBe(await n('select count(*)::int as n from products where supplier_id = $1', [a]));
    expect(mine.list.every((p) => p.supplierId === a)).toBe(true);
    expect((await list(`supplierId=${b}`, supplierAk)).total).toBe(0);
    const theirs = Number((await q('select id::int as id from products where supplier_id = $1 limit 1', [b]))[0]!.id);
    const other = await info(theirs);
    const refused = [
      await t.get(`/admin/catalog/product/info?id=${theirs}`, supplierAk),
      await t.post('/admin/catalog/product/edit', editBody(other, { price: 1 }), supplierAk),
      await t.post('/admin/catalog/product/status', { ids: [theirs], onShelf: false }, supplierAk),
      await t.post('/admin/catalog/product/changeprice', { ids: [theirs], mode: 'set', amount: 1 }, supplierAk),
      await t.post('/admin/catalog/product/del', { ids: [theirs] }, supplierAk),
      await t.post('/admin/catalog/product/tags', { ids: [theirs], tagIds: [opts.tags[0]!.id] }, supplierAk),
      await t.post('/admin/catalog/product/tags', { ids: [theirs], tagIds: [], mode: 'replace' }, supplierAk),
      await t.post('/admin/catalog/product/warning', { ids: [theirs], lowStockThreshold: 7 }, supplierAk),
    ];
    for (const res of refused) expect(res.statusCode, res.body).toBe(404);
    expect(await info(theirs)).toEqual(other);
    // Nothing was logged as done by supplier A to it either.
    const logged =
      `select count(*)::int as n from audit_log ` + `where entity = 'product' and entity_id = $1 and supplier_id = $2`;
    expect(await n(logged, [String(theirs), a])).toBe(0);

    const own = await added({}, supplierAk);
    expect(own.supplierId).toBe(a);
    const toB = await add({ supplierId: b }, supplierAk);
    expect(toB.statusCode).toBe(422);
    expect(toB.json().data.errors).toEqual([{ field: 'supplierId', key: 'not_allowed' }]);
    const moveToB = await t.post('/admin/catalog/product/edit', editBody(own, { supplierId: b }), supplierAk);
    expect(moveToB.statusCode).toBe(422);
    expect(
      (await t.post('/admin/catalog/product/add', { ...body(), relatedIds: [theirs] }, supplierAk)).json().data.errors,
    ).toEqual([{ field: 'relatedIds.0', key: 'invalid' }]);
    expect((await t.get(`/admin/catalog/product/info?id=${own.id}`, supplier2Ak)).statusCode).toBe(404);
    const csv = (await t.get('/admin/catalog/product/export', supplierAk, en)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(1 + mine.total + 1);
    expect(csv.slice(1).every((l) => l.includes(',Demo Supplier A,'))).toBe(true);
    const options = (await t.get('/admin/catalog/product/options', supplierAk)).json().data as ProductOptionsData;
    expect(options.suppliers).toEqual([{ id: a, name: 'Demo Supplier A' }]);
  });

  it('exports the filtered list as CSV with a translated header', async () => {
    const res = await t.get('/admin/catalog/product/export?shelf=off', adminAk, en);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('ID,Number,SKU,Name,Category,Supplier,Price,Currency,Stock,On shelf,Updated (UTC)');
    expect(lines).toHaveLength(1 + (await list('shelf=off')).total);
    expect(lines.slice(1).every((l) => l.split(',')[9] === '0')).toBe(true);
  });
  it("exports prices in the major units of each product's currency (JPY 0, USD 2, KWD 3 digits)", async () => {
    for (const [sku, currency] of [
      ['MONEY-JPY', 'JPY'],
      ['MONEY-USD', 'USD'],
      ['MONEY-KWD', 'KWD'],
    ]) {
      await q(
        `insert into products (number, sku, name, brief, detail, search_text, price, currency)
        values ($1, $1, '{"zh-CN":"x","en":"x","es":"","ja":""}', '{}', '{}', lower($1), 123456, $2)`,
        [sku, currency],
      );
    }
    await q(
      `insert into product_counter (supplier_key, rows) values (0, 3) on conflict (supplier_key) do update set rows ` +
        `= product_counter.rows + 3`,
    );
    const res = await t.get('/admin/catalog/product/export?keyword=money-', adminAk, en);
    const price = Object.fromEntries(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => {
          const c = l.split(',');
          return [c[2], `${c[6]} ${c[7]}`];
        }),
    );
    expect(price).toEqual({ 'MONEY-JPY': '123456 JPY', 'MONEY-USD': '1234.56 USD', 'MONEY-KWD': '123.456 KWD' });
  });
  it("the size generator adds N products with exact totals per owner (the list's counter)", async () => {
    const before = await list('');
    await seedProducts(t.database.db, 500);
    const after = await list('');
    expect(after.total).toBe(before.total + 500);
    expect(after.total).toBe(await n('select count(*)::int as n from products'));
    const { a } = await supplierIds();
    expect((await list('', supplierAk)).total).toBe(
      await n('select count(*)::int as n from products where supplier_id = $1', [a]),
    );
    const g =
      Number((await q(`select min(substr(number, 3)::int) as m from products where number like 'BN%'`))[0]!.m) + 10;
    const found = await list(`keyword=${encodeURIComponent(`bench product ${g}`)}&pageSize=100`);
    expect(found.list.map((p) => p.number)).toContain(`BN${g}`);
    expect(found.list.every((p) => p.name.en.startsWith(`Bench product ${g}`))).toBe(true);
  });
});
