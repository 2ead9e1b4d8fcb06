import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type ProductInfo, type ProductOptionsData } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { en, useProductWorld } from './product-fixtures.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

// The product list with its search and filters, and adding and editing products. Batch operations, supplier
// isolation and the export are in product-batch.test.ts.
describe('products', () => {
  let seq = 0;
  const { world, q, n, list, info, body, add, added, editBody, supplierIds } = useProductWorld(() => ++seq);
  let t: TestApp;
  let adminAk: string;
  let opts: ProductOptionsData;
  beforeAll(() => {
    ({ t, adminAk, opts } = world);
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
      expect(p.name).toEqual(inEveryLanguage(`Test product ${seq}`));
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
      editBody(second, { name: inEveryLanguage('Second editor') }),
      adminAk,
      en,
    );
    expect(two.statusCode).toBe(409);
    expect(two.json().msg).toBe(SERVER_MESSAGES.en['common.stale_version']);
    const now = await info(p.id);
    expect(now).toMatchObject({ price: 1111, name: p.name, version: p.version + 1 });
    const again = await t.post(
      '/admin/catalog/product/edit',
      editBody(now, { name: inEveryLanguage('Second editor') }),
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
});
