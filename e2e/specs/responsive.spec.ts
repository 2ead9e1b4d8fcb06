import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, localeText, newContext, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sidebar and screen width', () => {
  test('at 375 px the sidebar is hidden until the menu button opens it as a drawer', async () => {
    const context = await newContext(browser, { width: 375, height: 740, as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/dashboard');
      await page.getByTestId('dashboard-link').waitFor();
      expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
      expect(await page.locator('.ant-layout-sider').count()).toBe(0);
      // The main area uses the whole width.
      const main = await page.locator('#main').boundingBox();
      expect(main!.x).toBe(0);
      await shot(page, 'responsive-375-closed');

      await page.getByTestId('sidebar-toggle').click();
      const drawer = page.locator('.sidebar-drawer');
      await drawer.waitFor();
      await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(true);
      await expect
        .poll(async () => (await page.locator('.sidebar-drawer .ant-drawer-body').boundingBox())?.width)
        .toBe(210);
      // Fully slid in from the left edge.
      await expect.poll(async () => (await page.locator('.sidebar-drawer .ant-drawer-body').boundingBox())?.x).toBe(0);
      await shot(page, 'responsive-375-drawer');

      // Choosing an entry closes the drawer and opens the screen.
      await page
        .getByTestId('sidebar')
        .locator('.ant-menu-submenu-title', { hasText: localeText('zh-CN', 'perm', 'shezhi') })
        .click();
      await page.getByTestId('menu-log').click();
      await page.waitForURL(/\/log$/);
      await expect.poll(() => page.getByTestId('sidebar').isVisible()).toBe(false);
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('at 1280 px the sidebar is open and 210 px wide; collapsing survives a reload', async () => {
    const context = await newContext(browser, { width: 1280, height: 800, as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const siderWidth = async () => (await page.locator('.ant-layout-sider').boundingBox())?.width;
    try {
      await page.goto('/dashboard');
      await page.getByTestId('sidebar').waitFor();
      expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
      await expect.poll(siderWidth).toBe(210);
      expect(await page.locator('.brand-name').isVisible()).toBe(true);
      await shot(page, 'responsive-1280-open');

      await page.getByTestId('sidebar-toggle').click();
      await expect.poll(siderWidth).toBeLessThan(100);
      expect(await page.locator('.brand-name').count()).toBe(0);
      await page.reload();
      await page.getByTestId('sidebar').waitFor();
      await expect.poll(siderWidth).toBeLessThan(100);
      expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-label')).toBe(
        localeText('zh-CN', 'shell', 'sidebar.expand'),
      );
      await shot(page, 'responsive-1280-collapsed');

      await page.getByTestId('sidebar-toggle').click();
      await expect.poll(siderWidth).toBe(210);
      await page.reload();
      await page.getByTestId('sidebar').waitFor();
      await expect.poll(siderWidth).toBe(210);
      expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-label')).toBe(
        localeText('zh-CN', 'shell', 'sidebar.collapse'),
      );
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
