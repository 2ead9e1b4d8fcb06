import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, SERVER_MESSAGES } from '@shop/shared';
import type { TestApp } from '../../../test-support/harness.ts';
import { HEADER, csv, row, useImportWorld } from './import-fixtures.ts';

// The template, the checks of a dry run and the imports that succeed. Failed and interrupted imports are in
// import-failures.test.ts.
describe('product import', () => {
  const { world, post, count, finished } = useImportWorld();
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let supplierA: number;
  let supplierB: number;
  let categoryId: number;
  beforeAll(() => {
    ({ t, adminAk, supplierAk, supplierA, supplierB, categoryId } = world);
  });

  it('offers the template as CSV and XLSX with every column (no supplier column for suppliers)', async () => {
    const res = await t.get('/api/import/products/template?format=csv', adminAk);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('product-import-template.csv');
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .split('\n')[0]!
        .trim(),
    ).toBe(IMPORT_COLUMNS.join(','));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/import/products/template?format=xlsx',
      headers: { ak: adminAk },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([...IMPORT_COLUMNS]);
    const supplier = await t.get('/api/import/products/template', supplierAk);
    expect(supplier.body).not.toContain('supplier_id');
    // The template's example row itself passes a dry run.
    const dry = await post(adminAk, Buffer.from(res.body), { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ total: 1, valid: 1, errorCount: 0 });
  });

  it("dry run lists every row's errors by row and column and writes nothing", async () => {
    const before = { products: await count(), jobs: await count('jobs'), audit: await count('audit_log') };
    await t.database.raw(
      `insert into products (number, sku, name, brief, detail, price) values ('TAKEN-N', 'TAKEN-S', ` +
        `'{"zh-CN":"x","en":"","es":"","ja":""}', '{}', '{}', 100)`,
    );
    const file = csv([
      row(1),
      row(2, { price: '' }),
      row(3, { price: '1.234', stock: '-1' }),
      row(4, { sku: 'IMP-S-1' }),
      row(5, { 'name_zh-CN': '', name_en: '' }),
      row(6, { number: 'TAKEN-N', sku: 'taken-s' }),
      row(7, { category_id: 999999, supplier_id: 999999 }),
      row(8, { on_shelf: 'maybe', weight: 'heavy' }),
      row(9, { number: 'has space' }),
      row(10),
    ]);
    const res = await post(adminAk, file, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 10,
      valid: 2,
      errorCount: 13,
      errors: [
        { row: 3, column: 'price', key: 'required' },
        { row: 4, column: 'price', key: 'invalid' },
        { row: 4, column: 'stock', key: 'invalid' },
        { row: 5, column: 'sku', key: 'duplicate' },
        // a name in every enabled language: both empty ones are reported
        { row: 6, column: 'name_en', key: 'required' },
        { row: 6, column: 'name_zh-CN', key: 'required' },
        { row: 7, column: 'number', key: 'taken' },
        { row: 7, column: 'sku', key: 'taken' },
        { row: 8, column: 'category_id', key: 'invalid' },
        { row: 8, column: 'supplier_id', key: 'invalid' },
        { row: 9, column: 'on_shelf', key: 'invalid' },
        { row: 9, column: 'weight', key: 'invalid' },
        { row: 10, column: 'number', key: 'invalid' },
        // rows 2 and 11 are clean
      ],
    });
    expect(await count()).toBe(before.products + 1);
    expect(await count('jobs')).toBe(before.jobs);
    expect(await count('audit_log')).toBe(before.audit);
    // The real import of the same file is refused with 'Import error' and the same rows.
    const real = await post(adminAk, file);
    expect(real.statusCode).toBe(422);
    expect(real.json().msg).toBe(SERVER_MESSAGES.en['import.failed']);
    expect(real.json().data.errors[0]).toEqual({ field: 'price', key: 'required', params: { row: 3 } });
    expect(await count()).toBe(before.products + 1);
    expect(await count('jobs')).toBe(before.jobs);
  });

  it('checks the header: unknown and missing columns', async () => {
    const res = await post(adminAk, csv([['a', 'b']], ['numbr', 'sku']), { dryRun: true });
    expect(res.json().data.errors).toEqual([
      { row: 1, column: 'name_en', key: 'required' },
      { row: 1, column: 'name_es', key: 'required' },
      { row: 1, column: 'name_ja', key: 'required' },
      { row: 1, column: 'name_zh-CN', key: 'required' },
      { row: 1, column: 'number', key: 'required' },
      { row: 1, column: 'numbr', key: 'invalid' },
      { row: 1, column: 'price', key: 'required' },
    ]);
    const binary = await post(adminAk, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), { dryRun: true });
    expect(binary.statusCode).toBe(422);
    expect(binary.json().msg).toBe('Import error');
  });

  it(
    'imports a clean CSV as a job: progress, result report, products with prices in minor units and their ' + 'stock',
    async () => {
      const before = await count();
      const res = await post(
        adminAk,
        csv(
          [1, 2, 3, 4, 5].map((i) =>
            row(i, { category_id: categoryId || '', supplier_id: i === 5 ? supplierB : '' }, 'CSV'),
          ),
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { jobId, total } = res.json().data;
      expect(total).toBe(5);
      const job = await finished(adminAk, jobId);
      expect(job).toMatchObject({ state: 'done', processed: 5, total: 5, error: null, fileName: 'products.csv' });
      expect(job.result.added).toBe(5);
      expect(await count()).toBe(before + 5);
      const p = (
        await t.database.raw(
          `select price, stock, on_shelf, supplier_id, search_text from products where sku = 'CSV-S-1'`,
        )
      ).rows[0]!;
      expect(Number(p.price)).toBe(1234);
      expect(p.stock).toBe(3);
      expect(p.on_shelf).toBe(true);
      expect(p.supplier_id).toBeNull();
      expect(String(p.search_text)).toContain('csv-s-1');
      expect(await count('products', `sku = 'CSV-S-5' and supplier_id = ${supplierB}`)).toBe(1);
      expect(
        await count(
          'stock_levels',
          `product_id in (select id from products where sku like 'CSV-S-%') and quantity = 3`,
        ),
      ).toBe(5);
      expect(await count('stock_ledger', `note = 'import #${jobId}'`)).toBe(5);
      expect(await count('audit_log', `action = 'product.import'`)).toBe(1);
      // The product list shows them, with the counter-based total.
      const list = await t.get('/admin/catalog/product?keyword=CSV-S-', adminAk);
      expect(list.json().data.total).toBe(5);
    },
  );

  it("reads prices in the decimals of the row's currency (JPY 0, USD 2, KWD 3)", async () => {
    const header = ['number', 'sku', 'name_zh-CN', 'name_en', 'name_es', 'name_ja', 'price', 'cost_price', 'currency'];
    // the one name in every content language
    const named = (r: string[]) => [r[0]!, r[1]!, r[2]!, r[2]!, r[2]!, r[2]!, ...r.slice(3)];
    const good = [
      ['CUR-N-1', 'CUR-S-1', 'Yen', '1200', '1200.00', 'JPY'],
      ['CUR-N-2', 'CUR-S-2', 'Dollar', '12.34', '0.5', 'USD'],
      ['CUR-N-3', 'CUR-S-3', 'Dinar', '1.234', '2', 'KWD'],
    ].map(named);
    const dry = await post(
      adminAk,
      csv(
        [
          ...good,
          named(['CUR-N-4', 'CUR-S-4', 'Yen', '12.5', '', 'JPY']),
          named(['CUR-N-5', 'CUR-S-5', 'Dinar', '1.2345', '', 'KWD']),
        ],
        header,
      ),
      { dryRun: true },
    );
    expect(dry.json().data).toEqual({
      total: 5,
      valid: 3,
      errorCount: 2,
      errors: [
        { row: 5, column: 'price', key: 'invalid' },
        { row: 6, column: 'price', key: 'invalid' },
      ],
    });
    const res = await post(adminAk, csv(good, header));
    expect((await finished(adminAk, res.json().data.jobId)).state).toBe('done');
    const stored = (
      await t.database.raw(
        `select sku, price, cost_price, currency from products where sku like 'CUR-S-%' order by sku`,
      )
    ).rows.map((r) => [r.sku, Number(r.price), Number(r.cost_price), r.currency]);
    expect(stored).toEqual([
      ['CUR-S-1', 1200, 1200, 'JPY'],
      ['CUR-S-2', 1234, 50, 'USD'],
      ['CUR-S-3', 1234, 2000, 'KWD'],
    ]);
  });

  it('imports XLSX the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('p');
    sheet.addRow(HEADER);
    for (let i = 1; i <= 3; i++) sheet.addRow(row(i, { price: i === 1 ? 9.5 : '7.00' }, 'XLS'));
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const dry = await post(adminAk, file, { dryRun: true, name: 'p.xlsx' });
    expect(dry.json().data).toMatchObject({ total: 3, valid: 3, errorCount: 0 });
    const res = await post(adminAk, file, { name: 'p.xlsx' });
    const job = await finished(adminAk, res.json().data.jobId);
    expect(job.state).toBe('done');
    expect(Number((await t.database.raw(`select price from products where sku = 'XLS-S-1'`)).rows[0]!.price)).toBe(950);
  });

  it('imports once per Idempotency-Key: the repeat answers the same job and adds nothing', async () => {
    const file = csv([1, 2].map((i) => row(i, {}, 'IDEM')));
    const jobsBefore = await count('jobs');
    const first = await post(adminAk, file, { key: 'import-idem-0001' });
    expect(first.statusCode).toBe(200);
    await finished(adminAk, first.json().data.jobId);
    const again = await post(adminAk, file, { key: 'import-idem-0001' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.jobId).toBe(first.json().data.jobId);
    await t.app.services.jobs.idle();
    expect(await count('jobs')).toBe(jobsBefore + 1);
    expect(await count('products', `sku like 'IDEM-S-%'`)).toBe(2);
    // Without the key, the same file is now refused: its numbers are taken.
    const third = await post(adminAk, file);
    expect(third.statusCode).toBe(422);
    expect(third.json().data.errors[0]).toEqual({ field: 'number', key: 'taken', params: { row: 2 } });
  });

  it('lets a supplier import only into its own supplier, and see only its own jobs', async () => {
    const mine = await post(supplierAk, csv([row(1, {}, 'SUPA'), row(2, { supplier_id: supplierA }, 'SUPA')]));
    expect(mine.statusCode, mine.body).toBe(200);
    const job = await finished(supplierAk, mine.json().data.jobId);
    expect(job.state).toBe('done');
    expect(await count('products', `sku like 'SUPA-S-%' and supplier_id = ${supplierA}`)).toBe(2);
    const other = await post(supplierAk, csv([row(1, { supplier_id: supplierB }, 'SUPB')]), { dryRun: true });
    expect(other.json().data.errors).toEqual([{ row: 2, column: 'supplier_id', key: 'not_allowed' }]);
    const supplier2 = await t.login('supplier2');
    expect((await t.get(`/api/import/products/job?id=${mine.json().data.jobId}`, supplier2)).statusCode).toBe(404);
    expect((await t.get(`/api/import/products/job?id=999999`, adminAk)).statusCode).toBe(404);
  });
});
