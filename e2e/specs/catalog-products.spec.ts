import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContext, settle, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Info {
  id: number;
  version: number;
  onShelf: boolean;
  images: string[];
  name: Record<string, string>;
  specMode: string;
  variants: { sku: string; price: number }[];
}

/** Opens an antd select by its trigger and picks the option with this text. */
async function pick(page: Page, trigger: ReturnType<Page['locator']>, ...texts: string[]): Promise<void> {
  await trigger.click();
  for (const text of texts) {
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${text}$`) });
    await option.first().click();
  }
}

describe('products', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const sku = `E2E-${stamp}`;
  let productId = 0;

  test(
    'admin adds a product with two variants, finds it by a variant SKU, edits it and takes it off ' + 'shelf',
    async () => {
      const context = await newContext(browser, { as: 'admin' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto('/product/product');
        await page.getByTestId('product-add').click();
        await page.waitForURL(/\/product\/product\/detail3$/);
        await page.getByTestId('product-form').waitFor();

        for (const [lang, name] of [
          ['zh-CN', `测试商品 ${stamp}`],
          ['en', `Test product ${stamp}`],
          ['es', `Producto ${stamp}`],
          ['ja', `テスト商品 ${stamp}`],
        ]) {
          await page.getByTestId(`product-name-${lang}`).fill(name!);
        }
        await page.getByTestId('product-number').fill(`N-${stamp}`);
        await page.getByTestId('product-sku').fill(sku);
        await page.getByTestId('product-on-shelf').click();

        await page.getByRole('tab', { name: localeText('zh-CN', 'product', 'tab.pricing') }).click();
        await page.getByTestId('product-price').fill('19.99');

        await page.getByRole('tab', { name: localeText('zh-CN', 'product', 'tab.spec') }).click();
        await page
          .getByTestId('product-spec-mode')
          .getByText(localeText('zh-CN', 'product', 'spec.multi'))
          .click();
        await page.getByTestId('product-option-add').click();
        await pick(page, page.getByTestId('product-option-0'), 'Colour');
        await pick(page, page.getByTestId('product-option-values-0'), 'Red', 'Blue');
        await page.keyboard.press('Escape');
        await page.getByTestId('product-generate').click();
        await expect.poll(() => page.getByTestId('product-variants').locator('tbody tr.ant-table-row').count()).toBe(2);
        expect(await page.getByTestId('product-variant-sku-0').inputValue()).toBe(`${sku}-1`);
        await page.getByTestId('product-variant-price-1').fill('21.50');
        await page.getByTestId('product-variant-stock-1').fill('4');
        await shot(page, 'product-add-variants');

        // A picture, uploaded through the product upload endpoint.
        await page.getByRole('tab', { name: localeText('zh-CN', 'product', 'tab.images') }).click();
        const png = await sharp({
          create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } },
        })
          .png()
          .toBuffer();
        await page
          .getByTestId('product-image-upload')
          .locator('input[type=file]')
          .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: png });
        await page
          .getByTestId('product-image-upload')
          .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
          .first()
          .waitFor();
        await expect
          .poll(() => page.getByTestId('product-image-upload').locator('.ant-upload-list-item-uploading').count())
          .toBe(0);

        await page.getByTestId('product-save').click();
        await page.waitForURL(/detail3\?id=\d+/);
        productId = Number(new URL(page.url()).searchParams.get('id'));
        expect(productId).toBeGreaterThan(0);
        await expect.poll(() => page.getByTestId('product-detail-title').innerText()).toBe(`测试商品 ${stamp}`);

        const ak = await apiLogin('admin');
        const saved = (await api<Info>('GET', `/admin/catalog/product/info?id=${productId}`, ak)).json.data;
        expect(saved.specMode).toBe('multi');
        expect(saved.variants.map((v) => [v.sku, v.price])).toEqual([
          [`${sku}-1`, 1999],
          [`${sku}-2`, 2150],
        ]);
        expect(saved.onShelf).toBe(true);
        expect(saved.images).toHaveLength(1);
        expect(saved.images[0]).toMatch(/^\/files\/[a-f0-9]{64}\.(jpg|png)$/);

        // Find it in the list by the second variant's SKU.
        await page.goto('/product/product');
        await page.getByTestId('product-filter-keyword').fill(`${sku}-2`);
        await page.getByTestId('filters-search').click();
        await page.waitForURL(/keyword=/);
        const link = page.getByTestId(`product-link-${productId}`);
        await link.waitFor();
        // The unfiltered page also starts with the new product: wait for the filtered answer.
        await expect.poll(() => page.locator('[data-testid^="product-link-"]').count()).toBe(1);
        // The list shows its picture as the thumbnail.
        expect(await page.locator('img.product-thumb').first().getAttribute('src')).toBe(saved.images[0]);
        await shot(page, 'product-list-found');

        // Edit: the English name.
        await link.click();
        await page.waitForURL(new RegExp(`detail3\\?id=${productId}`));
        await page.getByTestId('product-name-en').fill(`Edited product ${stamp}`);
        await page.getByTestId('product-save').click();
        await expect
          .poll(
            async () => (await api<Info>('GET', `/admin/catalog/product/info?id=${productId}`, ak)).json.data.name.en,
          )
          .toBe(`Edited product ${stamp}`);
        const edited = (await api<Info>('GET', `/admin/catalog/product/info?id=${productId}`, ak)).json.data;
        expect(edited.version).toBe(saved.version + 1);

        // Off shelf from the list, after confirming.
        await page.goto(`/product/product?keyword=${encodeURIComponent(sku)}`);
        await page.getByTestId(`product-shelf-${productId}`).click();
        await page.getByTestId('product-off-confirm').click();
        await page.getByTestId(`product-off-${productId}`).waitFor();
        expect((await api<Info>('GET', `/admin/catalog/product/info?id=${productId}`, ak)).json.data.onShelf).toBe(
          false,
        );
        await settle(page);
        expect(errors.errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test('a second save from a stale form is refused and keeps what was typed', async () => {
    expect(productId).toBeGreaterThan(0);
    const context = await newContext(browser, { lang: 'en', as: 'admin' });
    const page = await context.newPage();
    try {
      await page.goto(`/product/product/detail3?id=${productId}`);
      await page.getByTestId('product-form').waitFor();
      // Someone else saves in between.
      const ak = await apiLogin('admin');
      await api('POST', '/admin/catalog/product/warning', ak, { ids: [productId], lowStockThreshold: 7 });
      await page.getByTestId('product-name-en').fill(`Mine ${stamp}`);
      await page.getByTestId('product-save').click();
      await page.getByTestId('product-conflict').waitFor();
      expect(await page.getByTestId('product-name-en').inputValue()).toBe(`Mine ${stamp}`);
      await shot(page, 'product-conflict');
    } finally {
      await context.close();
    }
  });

  test("supplier A cannot reach supplier B's product by URL", async () => {
    const adminAk = await apiLogin('admin');
    const options = (
      await api<{ suppliers: { id: number; name: string }[] }>('GET', '/admin/catalog/product/options', adminAk)
    ).json.data;
    const b = options.suppliers.find((s) => s.name === 'Demo Supplier B');
    expect(b).toBeDefined();
    const list = (
      await api<{ list: { id: number }[] }>('GET', `/admin/catalog/product?supplierId=${b!.id}&pageSize=10`, adminAk)
    ).json.data.list;
    expect(list.length).toBeGreaterThan(0);
    const foreign = list[0]!.id;

    const context = await newContext(browser, { as: 'supplier' });
    const page = await context.newPage();
    try {
      await page.goto(`/product/product/detail3?id=${foreign}`);
      const notFound = page.getByTestId('product-not-found');
      await notFound.waitFor();
      expect(await notFound.innerText()).toContain(localeText('zh-CN', 'product', 'not_found'));
      expect(await page.getByTestId('product-form').count()).toBe(0);
      // Nor does the list show it.
      await page.goto('/product/product');
      await page.locator('[data-testid^="product-link-"]').first().waitFor();
      expect(await page.getByTestId(`product-link-${foreign}`).count()).toBe(0);
      await shot(page, 'product-supplier-not-found');
    } finally {
      await context.close();
    }
  });
});
