import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContext, newContextIn, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('product detail without edit rights', () => {
  test('the demo sales user may list products but not add or edit them', async () => {
    const ak = await apiLogin('sales');
    const power = (await api<Record<string, boolean>>('GET', '/api/admin/power', ak)).json.data;
    expect(power.catalog_product_index).toBe(true);
    expect(power.catalog_product_edit).not.toBe(true);
    expect(power.catalog_product_add).not.toBe(true);
    expect(power.catalog_product_import).not.toBe(true);
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    test(`the list's row link opens a read-only detail (${lang})`, async () => {
      const context =
        lang === 'zh-CN'
          ? await newContext(browser, { as: 'sales' })
          : await newContextIn(browser, lang, { as: 'sales' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        // A demo product that suggests related ones.
        await page.goto('/product/product?keyword=P1030');
        const link = page.locator('[data-testid^="product-link-"]').first();
        await link.waitFor();
        // Neither adding nor importing is offered.
        expect(await page.getByTestId('product-add').count()).toBe(0);
        expect(await page.getByTestId('product-import').count()).toBe(0);
        const id = Number((await link.getAttribute('data-testid'))!.replace('product-link-', ''));
        await link.click();
        await page.waitForURL(new RegExp(`/product/product/detail3\\?id=${id}$`));
        await page.getByTestId('product-form').waitFor();

        expect(await page.getByTestId('product-read-only').innerText()).toBe(
          localeText(lang, 'product', 'read_only.tag'),
        );
        expect(await page.getByTestId('product-detail').innerText()).toContain(
          localeText(lang, 'product', 'read_only.note'),
        );
        expect(await page.getByTestId('product-save').count()).toBe(0);
        // Every field is shown and none can be changed.
        const ownName = await api<{ name: Record<string, string>; sku: string; related: { sku: string }[] }>(
          'GET',
          `/admin/catalog/product/info?id=${id}`,
          await apiLogin('sales'),
        );
        expect(await page.getByTestId('product-sku').inputValue()).toBe(ownName.json.data.sku);
        // Related products are named, not shown as bare ids.
        expect(ownName.json.data.related.length).toBeGreaterThan(0);
        const related = await page.getByTestId('product-related').innerText();
        for (const r of ownName.json.data.related) expect(related).toContain(`· ${r.sku}`);
        expect(related).not.toMatch(/#\d/);
        expect(await page.getByTestId('product-sku').isDisabled()).toBe(true);
        expect(await page.getByTestId(`product-name-${lang}`).isDisabled()).toBe(true);
        await page.getByRole('tab', { name: localeText(lang, 'product', 'tab.pricing') }).click();
        expect(await page.getByTestId('product-price').isDisabled()).toBe(true);
        expect(await page.getByRole('radio', { name: localeText(lang, 'product', 'pricing.none') }).isDisabled()).toBe(
          true,
        );
        await page.getByRole('tab', { name: localeText(lang, 'product', 'tab.basic') }).click();
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `product-read-only-${lang}`);
        expect(errors.errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('the new-product form still needs catalog_product_add', async () => {
    const context = await newContext(browser, { as: 'sales' });
    const page = await context.newPage();
    try {
      await page.goto('/product/product/detail3');
      const denied = page.getByTestId('no-permission');
      await denied.waitFor();
      expect(await denied.getAttribute('data-permission')).toBe('catalog_product_add');
      expect(await page.getByTestId('product-form').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
