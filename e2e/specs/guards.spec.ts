import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, launch, localeText, login, newContext, sessionCode, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;
const search = (page: Page) => new URL(page.url()).search;

describe('route guards', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    await login(page, 'supplier');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('a screen the role lacks shows the no-permission page naming the permission', async () => {
    const errors = watchErrors(page);
    await page.goto('/admin');
    const denied = page.getByTestId('no-permission');
    await denied.waitFor();
    expect(path(page)).toBe('/admin');
    expect(await denied.getAttribute('data-permission')).toBe('setting_admin_index');
    const text = await denied.innerText();
    expect(text).toContain('setting_admin_index');
    expect(text).toContain(localeText('zh-CN', 'perm', 'setting_admin_index'));
    expect(text).toContain(localeText('zh-CN', 'shell', 'no_permission.title'));
    // The admin list must not have been rendered behind it.
    expect(await page.getByTestId('admin-list').count()).toBe(0);
    await shot(page, 'guards-no-permission');
    expect(errors.errors).toEqual([]);
  });

  test('an unknown path goes to /404', async () => {
    await page.goto('/no/such/screen');
    await page.getByTestId('not-found').waitFor();
    expect(path(page)).toBe('/404');
    expect(await page.getByTestId('not-found').innerText()).toContain(localeText('zh-CN', 'shell', 'not_found.body'));
  });

  test(
    'session revoked on the server: the next request in the page leads to login with the expiry ' + 'message',
    async () => {
      await page.goto('/dashboard');
      await page.getByTestId('sidebar').waitFor();
      const ak = await sessionCode(page);
      const out = await api('POST', '/admin/passport/logout', ak, {});
      expect(out.json.code).toBe(200);
      // The old code no longer works for the API.
      expect((await api('GET', '/api/admin/power', ak)).json.code).toBe(300);

      // Navigate within the app (no reload): the profile screen asks the server and hears 401 / code 300.
      // Expected noise: the 401 answers, and the expiry text logged while no toast host is mounted.
      const errors = watchErrors(page, [/401/, new RegExp(localeText('zh-CN', 'common', 'error.not_logged_in'))]);
      // A request the page makes by itself (counters, live updates) may hear the 401 first: then the
      // page is at login before the menu opens, which is the same outcome.
      const viaMenu = async () => {
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: localeText('zh-CN', 'shell', 'user.profile') }).click();
      };
      void viaMenu().catch(() => undefined);
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('#username').waitFor();
      const expired = localeText('zh-CN', 'common', 'error.not_logged_in');
      await expect.poll(() => page.locator('body').innerText(), { timeout: 5_000 }).toContain(expired);
      // The login page brings the user back to where the session ended: the profile screen, or the
      // dashboard when one of its own requests heard the 401 first.
      expect(new URLSearchParams(search(page)).get('redirect')).toMatch(/^\/(profile\/index|dashboard)/);
      // Stored session cleared.
      expect(await page.evaluate(() => localStorage.getItem('shop.auth'))).toBeNull();
      await shot(page, 'guards-session-expired');
      expect(errors.errors).toEqual([]);
    },
  );
});

describe('no session', () => {
  test('a protected path goes to / and after login returns to it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/log?entity=admin');
      await page.locator('#username').waitFor();
      expect(path(page)).toBe('/');
      expect(new URLSearchParams(search(page)).get('redirect')).toBe('/log?entity=admin');
      expect(await page.getByTestId('sidebar').count()).toBe(0);

      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('admin123456');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname === '/log');
      expect(search(page)).toBe('?entity=admin');
      await page.getByTestId('log-list').waitFor();
    } finally {
      await context.close();
    }
  });
});
