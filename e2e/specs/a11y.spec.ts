import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

/** Serious and critical axe findings, one line each (rule, impact, first offending nodes and why). */
async function seriousViolations(): Promise<string[]> {
  // @axe-core/playwright's types name the full playwright package; playwright-core's Page is the same object.
  const result = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} [${n.any.map((a) => a.message).join('; ')}]`)
          .join(' | ')}`,
    );
}

describe('accessibility (axe: no serious or critical violations)', () => {
  test('login page', async () => {
    await page.goto('/');
    await page.locator('#username').waitFor();
    expect(await seriousViolations()).toEqual([]);
    // With the field errors shown as well.
    await page.getByTestId('login-submit').click();
    await page.locator('#username-error:not(:empty)').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  test('/dashboard', async () => {
    await login(page, 'admin');
    await page.locator('[data-testid^="tile-"]').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  test('/admin', async () => {
    await page.goto('/admin');
    await page.getByTestId('admin-list').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
  });
});
