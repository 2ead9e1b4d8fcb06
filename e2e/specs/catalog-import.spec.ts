import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMPORT_COLUMNS } from '@shop/shared/api/catalog-import';
import { seriousViolations } from '../support/axe.ts';
import { SERVER_MESSAGES } from '@shop/shared/locales/index';
import {
  api,
  apiLogin,
  baseURL,
  downloaded,
  launch,
  localeText,
  newContext,
  newContextIn,
  shot,
  watchErrors,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36).toUpperCase();
const COLUMNS = IMPORT_COLUMNS.filter((c) => c !== 'supplier_id');

/** A CSV in the template's columns; each row names only the cells it fills. */
function csv(rows: Partial<Record<(typeof COLUMNS)[number], string>>[]): Buffer {
  const lines = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => r[c] ?? '').join(','))];
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
const product = (n: number, over: Partial<Record<(typeof COLUMNS)[number], string>> = {}) => ({
  number: `IMPN-${stamp}-${n}`,
  sku: `IMPS-${stamp}-${n}`,
  'name_zh-CN': `导入商品 ${stamp} ${n}`,
  name_en: `Imported ${stamp} ${n}`,
  name_es: `Importado ${stamp} ${n}`,
  name_ja: `インポート商品 ${stamp} ${n}`,
  price: '12.50',
  stock: '50',
  on_shelf: '1',
  ...over,
});

async function openImport(page: Page): Promise<void> {
  await page.goto('/product/product');
  await page.getByTestId('product-import').click();
  await page.waitForURL(/\/product\/product\/import$/);
  await page.getByTestId('import-file').waitFor();
}

async function choose(page: Page, name: string, content: Buffer): Promise<void> {
  await page
    .getByTestId('import-file')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: content });
  await expect.poll(() => page.getByTestId('import-file-name').innerText()).toBe(name);
}

describe('product import', () => {
  test('the template downloads as CSV and as XLSX', async () => {
    const context = await newContext(browser, { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await openImport(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'import-start-zh-CN');

      const [csvFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('import-template-csv').click(),
      ]);
      expect(csvFile.suggestedFilename()).toBe('product-import-template.csv');
      const text = (await downloaded(csvFile)).toString('utf8').replace(/^\uFEFF/, '');
      expect(text.split(/\r?\n/)[0]).toBe(IMPORT_COLUMNS.join(','));

      const [xlsxFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('import-template-xlsx').click(),
      ]);
      expect(xlsxFile.suggestedFilename()).toBe('product-import-template.xlsx');
      const head = (await downloaded(xlsxFile)).subarray(0, 2).toString('latin1');
      expect(head).toBe('PK');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a file with error rows lists every error by row and column, and cannot be imported', async () => {
    const context = await newContext(browser, { as: 'admin' });
    const page = await context.newPage();
    try {
      await openImport(page);
      // Import stays off until a clean check of the chosen file.
      expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
      const file = csv([product(1), product(2, { price: '12.345', sku: '' }), product(3, { on_shelf: 'maybe' })]);
      await choose(page, 'errors.csv', file);
      expect(await page.getByTestId('import-file-size').innerText()).toMatch(/^\d+(\.\d)? (B|KB)$/);

      await page.getByTestId('import-check').click();
      await page.getByTestId('import-summary').waitFor();
      expect(await page.getByTestId('import-summary-rows').innerText()).toContain('3');
      expect(await page.getByTestId('import-summary-valid').innerText()).toContain('1');
      expect(await page.getByTestId('import-summary-errors').innerText()).toContain('3');

      const rows = page.getByTestId('import-problems').locator('tbody tr.import-problem-row');
      await expect.poll(() => rows.count()).toBe(3);
      const texts = await rows.allInnerTexts();
      // Row 3 of the spreadsheet (the second product): the price and the empty SKU; row 4: on_shelf.
      expect(texts[0]).toContain('3');
      expect(texts[0]).toContain('price');
      expect(texts[0]).toContain(localeText('zh-CN', 'import', 'cell_error.invalid_money'));
      expect(texts[1]).toContain('sku');
      expect(texts[1]).toContain(localeText('zh-CN', 'import', 'cell_error.required'));
      expect(texts[2]).toMatch(/^4\b/);
      expect(texts[2]).toContain('on_shelf');
      expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('import-summary').scrollIntoViewIfNeeded();
      await shot(page, 'import-errors-zh-CN');

      // Nothing was written by the check.
      const ak = await apiLogin('admin');
      const found = await api<{ total: number }>('GET', `/admin/catalog/product?keyword=IMPS-${stamp}-1`, ak);
      expect(found.json.data.total).toBe(0);
    } finally {
      await context.close();
    }
  });

  test(
    'a clean file imports: the progress bar reaches the report and the products are in the list by ' + 'SKU',
    async () => {
      const context = await newContextIn(browser, 'en', { as: 'admin' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await openImport(page);
        const rows = [product(11), product(12), product(13)];
        await choose(page, 'clean.csv', csv(rows));
        await page.getByTestId('import-check').click();
        await page.getByTestId('import-clean').waitFor();
        await page.getByTestId('import-start').scrollIntoViewIfNeeded();
        await shot(page, 'import-clean-en');

        await page.getByTestId('import-start').click();
        await page.waitForURL(/\/product\/product\/import\?job=\d+$/);
        const jobId = Number(new URL(page.url()).searchParams.get('job'));
        const progress = page.getByTestId('import-progress');
        await progress.waitFor();
        await page.getByTestId('import-report').waitFor({ timeout: 30_000 });
        expect(await progress.getAttribute('aria-valuenow')).toBe('100');
        expect(await progress.innerText()).toContain('3 / 3');
        expect(await page.getByTestId('import-report').innerText()).toContain(
          localeText('en', 'import', 'done.added', { count: 3 }),
        );
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, 'import-report-en');

        // A reload keeps the job (its id is in the URL).
        await page.reload();
        await page.getByTestId('import-report').waitFor();

        // Coming back from elsewhere while a job of this tab is remembered shows that job.
        await page.evaluate((id) => {
          const auth = JSON.parse(localStorage.getItem('shop.auth') ?? '{}') as { user?: { adminid?: number } };
          sessionStorage.setItem(`shop.product-import.job.${auth.user?.adminid}`, String(id));
        }, jobId);
        await page.goto('/product/product');
        await page.getByTestId('product-import').click();
        await page.waitForURL(new RegExp(`/product/product/import\\?job=${jobId}$`));
        await page.getByTestId('import-report').waitFor();

        // The report's link leads to the list, where each product is found by its SKU.
        await page.getByTestId('import-to-list').click();
        await page.waitForURL(/\/product\/product$/);
        for (const row of rows) {
          await page.getByTestId('product-filter-keyword').fill(row.sku);
          await page.getByTestId('filters-search').click();
          await expect
            .poll(() => page.locator('[data-testid="product-list"] tbody tr.ant-table-row').allInnerTexts())
            .toEqual([expect.stringContaining(row.sku)]);
        }
        await shot(page, 'import-found-en');

        // The same file again: the dry run now reports every SKU and number as taken.
        await openImport(page);
        await choose(page, 'clean.csv', csv(rows));
        await page.getByTestId('import-check').click();
        await page.getByTestId('import-problems').waitFor();
        expect(await page.getByTestId('import-problems').innerText()).toContain(
          localeText('en', 'import', 'cell_error.taken'),
        );
        expect(errors.errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test(
    "an import refused when it starts shows 'Import error' with the rows (a SKU was taken after the " + 'check)',
    async () => {
      const context = await newContextIn(browser, 'en', { as: 'admin' });
      const page = await context.newPage();
      try {
        await openImport(page);
        const file = csv([product(21)]);
        await choose(page, 'late.csv', file);
        await page.getByTestId('import-check').click();
        await page.getByTestId('import-clean').waitFor();
        // Someone takes the SKU between the check and the import.
        const ak = await apiLogin('admin');
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(csv([product(21, { number: `OTHER-${stamp}` })]))]), 'other.csv');
        const other = await fetch(`${baseURL()}/api/import/products`, { method: 'POST', headers: { ak }, body: form });
        expect(other.status).toBe(200);
        const otherJob = ((await other.json()) as { data: { jobId: number } }).data.jobId;
        await expect
          .poll(
            async () =>
              (await api<{ state: string }>('GET', `/api/import/products/job?id=${otherJob}`, ak)).json.data.state,
            { timeout: 20_000 },
          )
          .toBe('done');

        await page.getByTestId('import-start').click();
        const refused = page.getByTestId('import-start-refused');
        await refused.waitFor();
        expect(await refused.innerText()).toContain(SERVER_MESSAGES.en['import.failed']);
        expect(await refused.innerText()).toContain('sku');
        // A new check is needed before importing again.
        expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
        await shot(page, 'import-refused-en');
      } finally {
        await context.close();
      }
    },
  );

  test('on a 375 px phone the steps and the error table fit the width', async () => {
    const context = await newContext(browser, { width: 375, height: 740, as: 'admin' });
    const page = await context.newPage();
    try {
      await page.goto('/product/product/import');
      await page.getByTestId('import-file').waitFor();
      await choose(page, 'phone.csv', csv([product(31, { price: 'x' })]));
      await page.getByTestId('import-check').click();
      await page.getByTestId('import-problems').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByTestId('import-summary').scrollIntoViewIfNeeded();
      await shot(page, 'import-phone-zh-CN');
    } finally {
      await context.close();
    }
  });
});
