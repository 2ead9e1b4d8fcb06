import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, newContext, shot, watchErrors } from '../support/browser.ts';

/** expect.poll with room for a busy machine (its default gives up after one second). */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('catalog screens touched by this work (admin, zh-CN)', () => {
  test("a variant row's ledger asks for that variant; a passed review can go back to be reviewed", async () => {
    const context = await newContext(browser, { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      const ak = await apiLogin('admin');
      // SKU-1006 is a multi-specification demo product: one stock row per variant.
      await page.goto('/product/inventory?keyword=SKU-1006-B');
      const levels = (
        await api<{ list: { id: number; variantId: number | null; sku: string }[] }>(
          'GET',
          '/admin/catalog/product/inventory?keyword=SKU-1006-B',
          ak,
        )
      ).json.data.list;
      const level = levels.find((l) => l.sku === 'SKU-1006-B')!;
      expect(level.variantId).not.toBeNull();
      await page.getByTestId(`ledger-${level.id}`).waitFor();
      const asked = page.waitForRequest((r) => r.url().includes('/admin/catalog/inventory/ledger'));
      await page.getByTestId(`ledger-${level.id}`).click();
      expect(new URL((await asked).url()).searchParams.get('variantId')).toBe(String(level.variantId));
      await page.getByTestId('ledger-table').locator('tbody tr.ant-table-row').first().waitFor();
      await shot(page, 'settings-variant-ledger-zh');
      await page.keyboard.press('Escape');

      const passed = (await api<{ list: { id: number }[] }>('GET', '/admin/catalog/review?status=passed', ak)).json.data
        .list[0]!;
      await page.goto('/product/comment?status=passed');
      await page.getByTestId(`review-pending-${passed.id}`).click();
      await page.getByTestId(`review-pending-confirm-${passed.id}`).click();
      await eventually(() => page.getByTestId(`review-pending-${passed.id}`).count()).toBe(0);
      expect(
        (await api<{ status: string }>('GET', `/admin/catalog/review/info?id=${passed.id}`, ak)).json.data.status,
      ).toBe('to_be_reviewed');
      await page.goto('/product/comment?status=failed');
      await page.getByTestId('review-list').locator('tbody tr.ant-table-row').first().waitFor();
      await shot(page, 'settings-reviews-failed-zh');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
