import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type ProductInfo, type ProductOptionsData, type ProductRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { seedProducts } from '../../../seed/scale.ts';

type List = { list: ProductRow[]; total: number; page: number; pageSize: number };
const en = { 'accept-language': 'en' };

describe('products', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let opts: ProductOptionsData;
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const list = async (qs: string, ak = adminAk) => {
    const res = await t.get(`/admin/catalog/product?${qs}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  const info = async (id: number, ak = adminAk) =>
    (await t.get(`/admin/catalog/product/info?id=${id}`, ak)).json().data as ProductInfo;
  const body = (extra: Record<string, unknown> = {}) => {
    seq++;
    return { name: { en: `Test product ${seq}` }, number: `T-${seq}`, sku: `T-SKU-${seq}`, price: 1000, ...extra };
  };
  const add = (extra: Record<string, unknown> = {}, ak = adminAk) =>
    t.post('/admin/catalog/product/add', body(extra), ak, en);
  const added = async (extra: Record<string, unknown> = {}, ak = adminAk) => {
    const res = await add(extra, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ProductInfo;
  };
  const editBody = (p: ProductInfo, change: Record<string, unknown>) => ({
    id: p.id,
    version: p.version,
    name: p.name,
    number: p.number,
    sku: p.sku,
    price: p.price,
    specMode: p.specMode,
    categoryId: p.categoryId,
    tagIds: p.tagIds,
    onShelf: p.onShelf,
    variants: p.variants.map(({ stock: _s, ...v }) => v),
    ...change,
  });
  const supplierIds = async () => {
    const rows = await q(`select id::int as id, name from suppliers order by id`);
    return {
      a: Number(rows.find((r) => r.name === 'Demo Supplier A')!.id),
      b: Number(rows.find((r) => r.name === 'Demo Supplier B')!.id),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
    supplier2Ak = await t.login('supplier2');
    opts = (await t.get('/admin/catalog/product/options', adminAk)).json().data;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the demo catalog with an exact total, only the list columns, a pager and sorting', async () => {
    const all = await list('pageSize=10');
    expect(all.total).toBe(await n('select count(*)::int as n from products'));
    expect(all.total).toBe(30);
    expect(all.list).toHaveLength(10);
    expect(Object.keys(all.list[0]!).sort()).toEqual([
      'categoryId',
      'categoryName',
      'currency',
      'id',
      'image',
      'lowStockThreshold',
      'name',
      'number',
      'onShelf',
      'price',
      'ratingAvg',
      'ratingCount',
      'sku',
      'specMode',
      'stock',
      'stockStatusId',
      'supplierId',
      'supplierName',
      'updatedAt',
      'version',
    ]);
    expect(all.list.map((p) => p.id)).toEqual([...all.list.map((p) => p.id)].sort((a, b) => b - a));
    expect((await list('pageSize=10&page=3')).list).toHaveLength(10);
    expect((await list('pageSize=10&page=4')).list).toHaveLength(0);
    const byPrice = (await list('sort=price&pageSize=50')).list.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byStock = (await list('sort=-stock&pageSize=50')).list.map((p) => p.stock);
    expect(byStock).toEqual([...byStock].sort((a, b) => b - a));
    expect((await t.get('/admin/catalog/product?sort=detail', adminAk)).statusCode).toBe(422);
    expect((await t.get('/admin/catalog/product?pageSize=1000', adminAk)).statusCode).toBe(422);
  });

  it('searches by name (any language), number, SKU and variant SKU', async () => {
    expect((await list('keyword=t-shirt')).list.map((p) => p.number)).toEqual(['P1001']);
    expect((await list('keyword=棉质')).list.map((p) => p.number)).toEqual(['P1001']);
    expect((await list('keyword=p1008')).list.map((p) => p.sku)).toEqual(['SKU-1008']);
    expect((await list('keyword=SKU-1011')).list.map((p) => p.number)).toEqual(['P1011']);
    expect((await list('keyword=SKU-1006-B')).list.map((p) => p.number)).toEqual(['P1006']);
    expect((await list('keyword=100%25')).total).toBe(0); // wildcards are literal
  });

  it(
    'filters by category (with subcategories), supplier, shelf, stock, stock status, tag and price ' + 'range',
    async () => {
      const count = async (where: string) => n(`select count(*)::int as n from products where ${where}`);
      const top = opts.categories.find((c) => c.parentId === null)!;
      const children = opts.categories.filter((c) => c.parentId === top.id).map((c) => c.id);
      expect((await list(`categoryId=${top.id}&pageSize=100`)).total).toBe(
        await count(`category_id in (${children.join(',')})`),
      );
      expect((await list(`categoryId=${children[0]}`)).total).toBe(await count(`category_id = ${children[0]}`));
      const { a } = await supplierIds();
      const ofA = await list(`supplierId=${a}&pageSize=100`);
      expect(ofA.total).toBe(10);
      expect(ofA.list.every((p) => p.supplierId === a && p.supplierName === 'Demo Supplier A')).toBe(true);
      expect((await list('supplierId=0&pageSize=100')).list.every((p) => p.supplierId === null)).toBe(true);
      expect((await list('shelf=off')).total).toBe(await count('not on_shelf'));
      expect((await list('shelf=on&pageSize=100')).list.every((p) => p.onShelf)).toBe(true);
      expect((await list('stock=out')).total).toBe(await count('stock = 0'));
      expect((await list('stock=out')).total).toBeGreaterThan(0);
      expect((await list('stock=low&pageSize=100')).list.every((p) => p.stock <= p.lowStockThreshold)).toBe(true);
      expect((await list('stock=in')).total).toBe(await count('stock > 0'));
      const status = opts.stockStatuses.find((s) => s.name === 'Pre-order')!;
      expect((await list(`stockStatusId=${status.id}`)).total).toBe(
        await count(`stock = 0 and stock_status_id = ${status.id}`),
      );
      const tag = opts.tags[0]!;
      expect((await list(`tagId=${tag.id}`)).total).toBe(await count(`${tag.id} = any(tag_ids)`));
      const ranged = await list('priceMin=2000&priceMax=3000&pageSize=100');
      expect(ranged.total).toBe(await count('price between 2000 and 3000'));
      expect(ranged.list.every((p) => p.price >= 2000 && p.price <= 3000)).toBe(true);
      const combined = await list(`supplierId=${a}&shelf=on&sort=-price`);
      expect(combined.total).toBe(await count(`supplier_id = ${a} and on_shelf`));
    },
  );

  it(
    'adds a product with its rules checked: name, SEO limits, keywords, link, codes, attributes, ' + 'pricing',
    async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: { en: '  ' } }, 'name.zh-CN', 'required'],
        [{ seoTitle: 'x'.repeat(71) }, 'seoTitle', 'too_long'],
        [{ seoDescription: 'x'.repeat(221) }, 'seoDescription', 'too_long'],
        [{ seoKeywords: 'a,b,c,d,e' }, 'seoKeywords', 'invalid'],
        [{ seoKeywords: 'a,b,c,d,e,f,g,h,i,j,k' }, 'seoKeywords', 'invalid'],
        [{ attributes: [{ attributeId: 1, value: '' }] }, 'attributes.0.value', 'required'],
        [
          {
            attributes: [
              { attributeId: 1, value: 'a' },
              { attributeId: 1, value: 'b' },
            ],
          },
          'attributes.1.attributeId',
          'duplicate',
        ],
        [{ pricingMode: 'discount' }, 'discountPercent', 'required'],
        [{ specMode: 'multi' }, 'variants', 'required'],
        [{ price: -1 }, 'price', 'too_small'],
        [{ images: ['/files/abc.png'] }, 'images.0', 'invalid'],
        [{ categoryId: 999999 }, 'categoryId', 'invalid'],
      ];
      for (const [extra, field, key] of cases) {
        const res = await add(extra);
        expect(res.statusCode, JSON.stringify(extra)).toBe(422);
        expect(res.json().data.errors, JSON.stringify(extra)).toContainEqual(expect.objectContaining({ field, key }));
      }
      const link = await add({ customLink: 'ftp://example.com/x' });
      expect(link.statusCode).toBe(422);
      expect(link.json().msg).toBe('Links must start with http://, https:// or localhost:3000');
      expect((await add({ customLink: 'localhost:3000/sale' })).statusCode).toBe(200);
      expect((await add({ customLink: 'https://shop.example.com/a' })).statusCode).toBe(200);

      const p = await added({
        seoKeywords: 'a, b,c,d,e,f,g,h',
        brief: { en: 'Brief' },
        detail: {
          en:
            '<p onclick="x()">Hi<script>alert(1)</script><img src="/files/a.png" onerror="y()"><a ' +
            'href="javascript:alert(1)">x</a></p>',
        },
      });
      expect(p.seoKeywords).toBe('a,b,c,d,e,f,g,h');
      expect(p.detail.en).toBe('<p>Hi<img src="/files/a.png" /><a rel="noopener noreferrer">x</a></p>');
      expect(p.name).toEqual({ 'zh-CN': '', en: `Test product ${seq}`, es: '', ja: '' });
      expect(
        await n(`select count(*)::int as n from audit_log where action = 'product.add' and entity_id = $1`, [
          String(p.id),
        ]),
      ).toBe(1);

      const dupNumber = await t.post(
        '/admin/catalog/product/add',
        { ...body(), number: p.number.toLowerCase() },
        adminAk,
        en,
      );
      expect(dupNumber.statusCode).toBe(409);
      expect(dupNumber.json()).toMatchObject({
        msg: SERVER_MESSAGES.en['catalog.number_taken'],
        data: { errors: [{ field: 'number', key: 'duplicate' }] },
      });
      const dupSku = await t.post('/admin/catalog/product/add', { ...body(), sku: p.sku }, adminAk, en);
      expect(dupSku.statusCode).toBe(409);
      expect(dupSku.json().data.errors).toEqual([{ field: 'sku', key: 'duplicate' }]);
    },
  );

  it('adds a multi-specification product whose variants carry their own SKU, price and stock', async () => {
    const colour = opts.options.find((o) => o.name === 'Colour')!;
    const p = await added({
      specMode: 'multi',
      warehouseId: opts.warehouses[0]!.id,
      variants: colour.values.map((v, i) => ({
        sku: `MV-${seq}-${v.name}`,
        price: 1000 + i,
        stock: 5 * (i + 1),
        optionValues: [{ optionId: colour.id, valueId: v.id }],
      })),
    });
    expect(p.variants.map((v) => v.stock)).toEqual([5, 10, 15]);
    expect(p.stock).toBe(30);
    expect(await n('select coalesce(sum(quantity),0)::int as n from stock_levels where product_id = $1', [p.id])).toBe(
      30,
    );
    expect(await n('select count(*)::int as n from stock_ledger where product_id = $1', [p.id])).toBe(3);
    const twice = await add({
      specMode: 'multi',
      variants: [0, 1].map((k) => ({
        sku: `TW-${seq}-${k}`,
        price: 1,
        optionValues: [{ optionId: colour.id, valueId: colour.values[0]!.id }],
      })),
    });
    expect(twice.json().data.errors).toEqual([{ field: 'variants.1.optionValues', key: 'duplicate' }]);
    const badValue = await add({
      specMode: 'multi',
      variants: [{ sku: 'BV-1', price: 1, optionValues: [{ optionId: colour.id, valueId: 99 }] }],
    });
    expect(badValue.json().data.errors).toEqual([{ field: 'variants.0.optionValues.0', key: 'invalid' }]);

    // Rename a variant, add one with stock; removing a variant that still has stock is refused.
    const [first, second, third] = p.variants;
    const edit = await t.post(
      '/admin/catalog/product/edit',
      editBody(p, {
        variants: [
          { ...first, sku: `${first!.sku}-X` },
          second,
          third,
          { sku: `MV-${seq}-NEW`, price: 5, stock: 7, optionValues: [] },
        ].map((v) => {
          const { stock, ...r } = v as { stock?: number };
          return Object.hasOwn(r, 'id') ? r : { ...r, stock };
        }),
      }),
      adminAk,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const e = edit.json().data as ProductInfo;
    expect(e.variants.map((v) => v.sku)).toEqual([`${first!.sku}-X`, second!.sku, third!.sku, `MV-${seq}-NEW`]);
    expect(e.stock).toBe(37);
    const drop = await t.post(
      '/admin/catalog/product/edit',
      editBody(e, { variants: e.variants.slice(1).map(({ stock: _s, ...v }) => v) }),
      adminAk,
    );
    expect(drop.statusCode).toBe(409);
    expect((await info(p.id)).variants).toHaveLength(4);
  });

  it('two people editing the same product: the second save gets 409 and nothing is lost', async () => {
    const p = await added({ brief: { en: 'original' } });
    const [first, second] = await Promise.all([info(p.id), info(p.id)]);
    const one = await t.post('/admin/catalog/product/edit', editBody(first, { price: 1111 }), adminAk);
    expect(one.statusCode, one.body).toBe(200);
    const two = await t.post(
      '/admin/catalog/product/edit',
      editBody(second, { name: { en: 'Second editor' } }),
      adminAk,
      en,
    );
    expect(two.statusCode).toBe(409);
    expect(two.json().msg).toBe(SERVER_MESSAGES.en['common.stale_version']);
    const now = await info(p.id);
    expect(now).toMatchObject({ price: 1111, name: p.name, version: p.version + 1 });
    const again = await t.post(
      '/admin/catalog/product/edit',
      editBody(now, { name: { en: 'Second editor' } }),
      adminAk,
    );
    expect(again.json().data).toMatchObject({ price: 1111, name: { en: 'Second editor' }, version: p.version + 2 });
    const log = await q(
      `select before, after from audit_log where action = 'product.edit' and entity_id = $1 order by id`,
      [String(p.id)],
    );
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ before: { price: 1000 }, after: { price: 1111 } });
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
    ];
    for (const res of refused) expect(res.statusCode, res.body).toBe(404);
    expect(await info(theirs)).toEqual(other);

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

  it(
    'names the related products in the detail in the order chosen; deleting one takes it out of every related ' +
      'list',
    async () => {
      const first = await added();
      const second = await added();
      const p = await added({ relatedIds: [second.id, first.id] });
      expect(p.related).toEqual([
        { id: second.id, name: second.name, sku: second.sku },
        { id: first.id, name: first.name, sku: first.sku },
      ]);
      expect((await t.post('/admin/catalog/product/del', { ids: [second.id] }, adminAk)).statusCode).toBe(200);
      const after = await info(p.id);
      expect(after.related.map((r) => r.id)).toEqual([first.id]);
      expect(after.relatedIds).toEqual([first.id]);
      const saved = await t.post(
        '/admin/catalog/product/edit',
        editBody(after, { relatedIds: after.relatedIds }),
        adminAk,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    },
  );

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
