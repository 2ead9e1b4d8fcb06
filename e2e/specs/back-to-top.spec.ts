import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, newContext, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('back to top', () => {
  test('appears after 100 px of scrolling and brings the page back to the top', async () => {
    // A short window makes the operation log (100 rows a page) a long page.
    const context = await newContext(browser, { width: 1280, height: 360, as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
    const control = page.getByTestId('back-to-top');
    try {
      await page.goto('/log?pageSize=100');
      await page.getByTestId('log-list').locator('tbody tr.ant-table-row').first().waitFor();
      const room = await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
      expect(room).toBeGreaterThan(180);

      expect(await control.count()).toBe(0);
      // Not yet: 100 px is the threshold, it shows only beyond it. Looked at once the page has
      // handled the scroll: its scroll event, then two frames for the console to render.
      await page.mouse.move(640, 250);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.addEventListener(
              'scroll',
              () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
              { once: true },
            );
            window.scrollTo(0, 100);
          }),
      );
      expect(await scrollTop()).toBe(100);
      expect(await control.count()).toBe(0);

      await page.mouse.wheel(0, 150);
      await expect.poll(scrollTop).toBeGreaterThan(100);
      await control.waitFor();
      expect(await control.isVisible()).toBe(true);
      await shot(page, 'back-to-top-visible');

      await control.click();
      await expect.poll(scrollTop).toBe(0);
      await expect.poll(() => control.count()).toBe(0);
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
