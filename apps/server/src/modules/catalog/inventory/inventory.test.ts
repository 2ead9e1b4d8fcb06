import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryRow, LedgerRow, ProductInfo } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { raced, times, watchWrites } from '../../../test-support/race.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

const en = { 'accept-language': 'en' };

describe('inventory', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplier2Ak: string;
  let warehouseId: number;
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const product = async (extra: Record<string, unknown> = {}, ak = adminAk) => {
    seq++;
    const res = await t.post(
      '/admin/catalog/product/add',
      {
        name: inEveryLanguage(`Stocked ${seq}`),
        number: `INV-${seq}`,
        sku: `INV-SKU-${seq}`,
        price: 100,
        warehouseId,
        ...extra,
      },
      ak,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ProductInfo;
  };
  const adjust = (body: Record<string, unknown>, ak = adminAk) =>
    t.post('/admin/catalog/inventory/adjust', { warehouseId, reason: 'correction', ...body }, ak, en);
  const counter = async (ak: string) =>
    ((await t.get('/admin/api/message', ak)).json().data.list as { name: string; value: number }[]).find(
      (c) => c.name === 'stock_warning',
    )?.value;

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
    supplier2Ak = await t.login('supplier2');
    warehouseId = Number((await q('select id::int as id from warehouses order by id limit 1'))[0]!.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adjusts stock with a reason: level, product total, ledger row and audit row together', async () => {
    const p = await product({ stock: 10 });
    const plus = await adjust({ productId: p.id, delta: 5, reason: 'purchase', note: 'delivery 42' });
    expect(plus.statusCode, plus.body).toBe(200);
    expect(plus.json().data).toMatchObject({ quantity: 15, productStock: 15 });
    const minus = await adjust({ productId: p.id, delta: -12, reason: 'damage' });
    expect(minus.json().data).toMatchObject({ quantity: 3, productStock: 3 });
    const short = await adjust({ productId: p.id, delta: -4, reason: 'sale' });
    expect(short.statusCode).toBe(409);
    expect(short.json().msg).toBe('Not enough stock: 3 left');
    expect(await n('select stock as n from products where id = $1', [p.id])).toBe(3);
    const ledger = (await t.get(`/admin/catalog/inventory/ledger?productId=${p.id}`, adminAk)).json().data
      .list as LedgerRow[];
    expect(ledger.map((l) => [l.delta, l.balanceAfter, l.reason]).slice(-3)).toEqual([
      [-12, 3, 'damage'],
      [5, 15, 'purchase'],
      [10, 10, 'purchase'],
    ]);
    expect(ledger[1]).toMatchObject({ note: 'delivery 42', actorName: 'admin' });
    const audit = await q(
      `select before, after from audit_log where action = 'stock.adjust' and entity_id = $1 order by id limit 2`,
      [String(p.id)],
    );
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ before: { stock: 15 }, after: { stock: 3, delta: -12, reason: 'damage' } });
    expect((await adjust({ productId: p.id, delta: 0 })).statusCode).toBe(422);
    expect((await adjust({ productId: p.id, delta: 1_000_000_000 })).statusCode).toBe(200);
    expect((await adjust({ productId: p.id, delta: 1_000_000_000 })).statusCode).toBe(200);
    const overflow = await adjust({ productId: p.id, delta: 1_000_000_000 });
    expect(overflow.statusCode).toBe(422);
    expect(overflow.json().data.errors).toEqual([{ field: 'delta', key: 'too_big' }]);
    expect(await n('select stock as n from products where id = $1', [p.id])).toBe(2_000_000_003);
    await adjust({ productId: p.id, delta: -1_000_000_000 });
    expect((await adjust({ productId: p.id, delta: -1_000_000_000 })).json().data.productStock).toBe(3);
    expect((await adjust({ productId: p.id, delta: 1, warehouseId: 999999 })).json().data.errors).toEqual([
      { field: 'warehouseId', key: 'invalid' },
    ]);
  });

  it('keeps stock per variant and warehouse; a multi-specification product needs the variant', async () => {
    const p = await product({
      specMode: 'multi',
      variants: [
        { sku: `V-${seq}-A`, price: 1, stock: 2 },
        { sku: `V-${seq}-B`, price: 1, stock: 0 },
      ],
    });
    const [a, b] = p.variants;
    expect((await adjust({ productId: p.id, delta: 1 })).json()).toMatchObject({
      code: 422,
      msg: 'Choose the specification (SKU) of this multi-specification product',
    });
    const other = Number(
      (await q(`insert into warehouses (name, code) values ('Second', 'SECOND') returning id::int as id`))[0]!.id,
    );
    expect(
      (await adjust({ productId: p.id, variantId: b!.id, delta: 4, warehouseId: other })).json().data,
    ).toMatchObject({ quantity: 4, productStock: 6 });
    expect((await adjust({ productId: p.id, variantId: a!.id, delta: -3 })).statusCode).toBe(409);
    const rows = (await t.get(`/admin/catalog/product/inventory?productId=${p.id}&sort=quantity`, adminAk)).json().data
      .list as InventoryRow[];
    expect(rows.map((r) => [r.sku, r.warehouseId, r.quantity])).toEqual([
      [a!.sku, warehouseId, 2],
      [b!.sku, other, 4],
    ]);
    expect(
      (await t.get(`/admin/catalog/product/info?id=${p.id}`, adminAk))
        .json()
        .data.variants.map((v: { stock: number }) => v.stock),
    ).toEqual([2, 4]);
    const stranger = (await product({ specMode: 'multi', variants: [{ sku: `V-${seq}-Z`, price: 1 }] })).variants[0]!;
    expect((await adjust({ productId: p.id, variantId: stranger.id, delta: 1 })).statusCode).toBe(404);
  });

  it("filters the ledger by variant: a variant row's history holds only that SKU's entries", async () => {
    const p = await product({
      specMode: 'multi',
      variants: [
        { sku: `L-${seq}-A`, price: 1, stock: 3 },
        { sku: `L-${seq}-B`, price: 1, stock: 5 },
      ],
    });
    const [a, b] = p.variants;
    await adjust({ productId: p.id, variantId: a!.id, delta: -1, reason: 'sale' });
    await adjust({ productId: p.id, variantId: b!.id, delta: 2, reason: 'return' });
    await adjust({ productId: p.id, variantId: a!.id, delta: 4, reason: 'purchase' });
    const ledger = async (qs: string, ak = adminAk) => {
      const res = await t.get(`/admin/catalog/inventory/ledger?${qs}`, ak);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { list: LedgerRow[]; total: number };
    };
    const ofA = await ledger(`productId=${p.id}&variantId=${a!.id}&warehouseId=${warehouseId}`);
    expect(ofA.total).toBe(3);
    expect(ofA.list.map((l) => [l.variantId, l.delta, l.balanceAfter])).toEqual([
      [a!.id, 4, 6],
      [a!.id, -1, 2],
      [a!.id, 3, 3],
    ]);
    expect((await ledger(`variantId=${b!.id}`)).list.map((l) => [l.delta, l.balanceAfter])).toEqual([
      [2, 7],
      [5, 5],
    ]);
    expect((await ledger(`productId=${p.id}`)).total).toBe(5);
    // Another product's id with this variant: nothing.
    const other = await product({ stock: 1 });
    expect((await ledger(`productId=${other.id}&variantId=${a!.id}`)).total).toBe(0);
    expect((await t.get('/admin/catalog/inventory/ledger?variantId=abc', adminAk)).statusCode).toBe(422);
    // A supplier reading another owner's variant sees nothing of it.
    expect((await ledger(`variantId=${a!.id}`, supplierAk)).total).toBe(0);
  });

  it(raced('100 parallel decrements of 1 on stock 10 leave exactly 0 and 90 refusals that wrote nothing'), async () => {
    const p = await product({ stock: 10, lowStockThreshold: 0 });
    const writes = await watchWrites(t);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => adjust({ productId: p.id, delta: -1, reason: 'sale' })),
    );
    const written = await writes.take();
    await writes.stop();
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    // Each of the 10 wrote its level, the product total, one ledger row and one audit row; the 90 refused wrote
    // nothing at all.
    expect(written).toEqual(
      times(10, {
        'audit_counter write': 1,
        'audit_log insert': 1,
        'products update': 1,
        'stock_ledger insert': 1,
        'stock_levels update': 1,
      }),
    );
    expect(
      await n(`select count(*)::int as n from audit_log where action = 'stock.adjust' and entity_id = $1`, [
        String(p.id),
      ]),
    ).toBe(10);
    expect(await n('select stock as n from products where id = $1', [p.id])).toBe(0);
    expect(await n('select quantity as n from stock_levels where product_id = $1', [p.id])).toBe(0);
    expect(
      await n(`select count(*)::int as n from stock_ledger where product_id = $1 and reason = 'sale'`, [p.id]),
    ).toBe(10);
    expect(
      (
        await q(
          `select balance_after from stock_ledger where product_id = $1 and reason = 'sale' order by balance_after`,
          [p.id],
        )
      ).map((r) => r.balance_after),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it(
    'feeds the stock-warning counter and the low-stock list per supplier scope, and notifies when a threshold is ' +
      'crossed',
    async () => {
      const low = async (ak: string) =>
        (await t.get('/admin/catalog/product/inventory?low=1&pageSize=100', ak)).json().data as {
          list: InventoryRow[];
          total: number;
        };
      const lowInDb = (supplier: string) =>
        n(`select count(*)::int as n from products where stock <= low_stock_threshold ${supplier}`);
      const [a, b] = (
        await q(
          `select id::int as id from suppliers where name in ('Demo Supplier A', 'Demo Supplier B') order by name`,
        )
      ).map((r) => Number(r.id));
      expect(await counter(adminAk)).toBe(await lowInDb(''));
      expect(await counter(supplierAk)).toBe(await lowInDb(`and supplier_id = ${a}`));
      expect(await counter(supplier2Ak)).toBe(await lowInDb(`and supplier_id = ${b}`));
      expect(await counter(supplierAk)).not.toBe(await counter(adminAk));
      expect((await low(supplierAk)).list.every((r) => r.supplierId === a && r.low)).toBe(true);

      let notified = 0;
      const original = t.app.services.live.countsChanged.bind(t.app.services.live);
      t.app.services.live.countsChanged = () => {
        notified++;
        original();
      };
      const p = await product({ stock: 10, lowStockThreshold: 5 }, supplierAk);
      const before = await counter(supplierAk);
      notified = 0;
      await adjust({ productId: p.id, delta: -2 }, supplierAk);
      expect(notified).toBe(0);
      await adjust({ productId: p.id, delta: -3 }, supplierAk);
      expect(notified).toBe(1);
      expect(await counter(supplierAk)).toBe(before! + 1);
      expect(await counter(supplier2Ak)).toBe(await lowInDb(`and supplier_id = ${b}`));
      await adjust({ productId: p.id, delta: 10 }, supplierAk);
      expect(notified).toBe(2);
      expect(await counter(supplierAk)).toBe(before);
      t.app.services.live.countsChanged = original;

      const tiles = (await t.get('/admin/api/dashboard', supplierAk)).json().data.tiles as {
        area: string;
        figures: { key: string; value: number }[];
      }[];
      const catalog = tiles.find((x) => x.area === 'catalog_product')!;
      expect(catalog.figures.find((f) => f.key === 'low_stock')!.value).toBe(await lowInDb(`and supplier_id = ${a}`));
      expect(catalog.figures.find((f) => f.key === 'products_on_shelf')!.value).toBe(
        await n(`select count(*)::int as n from products where on_shelf and supplier_id = ${a}`),
      );
      expect(catalog.figures.find((f) => f.key === 'reviews_to_be_reviewed')!.value).toBe(
        await n(`select count(*)::int as n from reviews where status = 'to_be_reviewed' and supplier_id = ${a}`),
      );
    },
  );

  it("isolates suppliers: another supplier's stock answers 404 and never shows", async () => {
    const theirs = await product({ stock: 5 }, supplier2Ak);
    expect((await adjust({ productId: theirs.id, delta: -1 }, supplierAk)).statusCode).toBe(404);
    expect((await adjust({ productId: theirs.id, delta: 1 }, supplierAk)).statusCode).toBe(404);
    expect(await n('select stock as n from products where id = $1', [theirs.id])).toBe(5);
    expect((await t.get(`/admin/catalog/product/inventory?productId=${theirs.id}`, supplierAk)).json().data.total).toBe(
      0,
    );
    expect((await t.get(`/admin/catalog/inventory/ledger?productId=${theirs.id}`, supplierAk)).json().data.total).toBe(
      0,
    );
    expect((await t.get(`/admin/catalog/inventory/ledger?productId=${theirs.id}`, supplier2Ak)).json().data.total).toBe(
      1,
    );
    const salesAk = await t.login('sales');
    expect((await t.get('/admin/catalog/product/inventory', salesAk)).statusCode).toBe(200);
    expect((await adjust({ productId: theirs.id, delta: 1 }, salesAk)).statusCode).toBe(403);
  });
  it('a repeated adjustment with the same Idempotency-Key is applied once', async () => {
    const p = await product({ stock: 3 });
    const headers = { 'idempotency-key': `adjust-${p.id}` };
    const body = { productId: p.id, warehouseId, reason: 'purchase', delta: 4 };
    const first = await t.post('/admin/catalog/inventory/adjust', body, adminAk, headers);
    const again = await t.post('/admin/catalog/inventory/adjust', body, adminAk, headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await n('select stock as n from products where id = $1', [p.id])).toBe(7);
    expect(await n('select count(*)::int as n from stock_ledger where product_id = $1', [p.id])).toBe(2);
  });
});
