import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launch, login, newContext } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility (axe: no serious or critical violations)', () => {
  test('login page', async () => {
    await page.goto('/');
    await page.locator('#username').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // With the field errors shown as well.
    await page.getByTestId('login-submit').click();
    await page.locator('#username-error:not(:empty)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/dashboard', async () => {
    await login(page, 'admin');
    await page.locator('[data-testid^="tile-"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/admin', async () => {
    await page.goto('/admin');
    await page.getByTestId('admin-list').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
