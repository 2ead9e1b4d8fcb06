import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, localeText, newContext, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: ReturnType<typeof watchErrors>;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, { as: 'admin' });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Picks a language from the top bar's menu, as a user would: opens the menu and clicks the
 * language, and does it again if the menu closed before the click landed (a screen still drawing
 * its texts can close it), until the language is chosen.
 */
async function pickLanguage(code: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const item = page.getByTestId(`lang-${code}`);
        if (!(await item.isVisible())) await page.getByTestId('lang-select').click({ timeout: 3_000 });
        await item.click({ timeout: 3_000 }).catch(() => undefined);
        return langCookie();
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(code);
}

/** Texts of the shell and of the screen that must follow the interface language. */
async function screenTexts(): Promise<{
  dashboardLink: string;
  title: string;
  menuTitle: string;
  htmlLang: string | null;
}> {
  return {
    dashboardLink: (await page.getByTestId('dashboard-link').innerText()).trim(),
    title: (await page.getByTestId('admin-list').locator('h2').innerText()).trim(),
    menuTitle: (await page.getByTestId('menu-setting_admin_index').innerText()).trim(),
    htmlLang: await page.locator('html').getAttribute('lang'),
  };
}

function expectedTexts(lang: string) {
  return {
    dashboardLink: localeText(lang, 'shell', 'top.dashboard'),
    title: localeText(lang, 'admin', 'title'),
    menuTitle: localeText(lang, 'route', 'admin'),
    htmlLang: lang,
  };
}

const langCookie = async () => (await context.cookies()).find((c) => c.name === 'lang')?.value;

describe('interface language', () => {
  test('starts in Chinese', async () => {
    await page.goto('/admin');
    await page.getByTestId('admin-list').waitFor();
    const texts = await screenTexts();
    expect(texts.dashboardLink).toBe(localeText('zh-CN', 'shell', 'top.dashboard'));
    expect(texts.title).toBe(localeText('zh-CN', 'admin', 'title'));
  });

  test('English from the top bar: texts change without a reload and the cookie is set', async () => {
    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await pickLanguage('en');
    await expect.poll(screenTexts).toEqual(expectedTexts('en'));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await langCookie()).toBe('en');
    await shot(page, 'language-en-admin');
  });

  test('after a reload the console is still English', async () => {
    await page.reload();
    await page.getByTestId('admin-list').waitFor();
    await expect.poll(screenTexts).toEqual(expectedTexts('en'));
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBeUndefined();
  });

  for (const lang of ['es', 'ja'] as const) {
    test(`${lang}: the known translations appear`, async () => {
      await pickLanguage(lang);
      await expect.poll(screenTexts).toEqual(expectedTexts(lang));
      expect(await langCookie()).toBe(lang);
      // The table headers come from the admin namespace too.
      const headers = await page.getByTestId('admin-list').locator('thead th').allInnerTexts();
      expect(headers.map((h) => h.trim())).toContain(localeText(lang, 'admin', 'field.username'));
      await shot(page, `language-${lang}-admin`);
    });
  }

  test('the login page follows the cookie and offers the same choice', async () => {
    await pickLanguage('en');
    await expect.poll(screenTexts).toEqual(expectedTexts('en'));
    const fresh = await context.newPage();
    // The session lives in local storage, shared by the context's pages: clear it to reach the login form.
    await fresh.goto('/');
    await fresh.evaluate(() => localStorage.removeItem('shop.auth'));
    await fresh.reload();
    await fresh.locator('#username').waitFor();
    expect(await fresh.locator('label[for="username"]').innerText()).toBe(localeText('en', 'login', 'username'));
    await fresh.getByTestId('lang-select').selectOption('ja');
    await expect
      .poll(() => fresh.locator('label[for="username"]').innerText())
      .toBe(localeText('ja', 'login', 'username'));
    expect(await langCookie()).toBe('ja');
    await fresh.close();
    expect(errors.errors).toEqual([]);
  });
});
