import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launch, newContext } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, { as: 'admin' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const screens: [string, string][] = [
  ['/product/classify', '[data-testid^="category-node-"]'],
  ['/product/classifyAdd/0', '[data-testid="category-form"]'],
  ['/product/inventory', '[data-testid="inventory-list"] tbody tr.ant-table-row'],
  ['/product/stockstatus', '[data-testid="dictionary-stockstatus"] tbody tr.ant-table-row'],
  ['/apply/status', '[data-testid="dictionary-attribute"] tbody tr.ant-table-row'],
  ['/product/comment', '[data-testid="review-list"] tbody tr.ant-table-row'],
  ['/product/reviewInfo/1', '[data-testid="review-reply-form"]'],
];

describe('catalog screens accessibility (axe: no serious or critical violations)', () => {
  for (const [path, ready] of screens) {
    test(path, async () => {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('stock adjustment dialog with a field error', async () => {
    await page.goto('/product/inventory');
    await page.locator('[data-testid^="adjust-"]').first().click();
    await page.getByTestId('adjust-form').waitFor();
    await page.getByTestId('adjust-submit').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
