import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContextIn, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Section {
  version: number;
  updatedAt: string | null;
}
interface StoreInfo extends Section {
  name: Record<string, string>;
  seoTitle: string;
}
interface SystemInfo extends Section {
  lockoutMinutes: number;
}

async function open(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(path);
  await page.getByTestId(`${testId}-form`).waitFor();
}

const saveOf = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().endsWith(`${path}/edit`) && r.request().method() === 'POST');

describe('settings sections', () => {
  test('the store name in English is saved and shown again after a reload', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/dashboard');
      // Store information opens the settings menu.
      await page
        .getByTestId('sidebar')
        .getByText(localeText('en', 'perm', 'shezhi'), { exact: true })
        .click();
      await page.getByTestId('menu-setting_store').click();
      await page.waitForURL(/\/setting$/);
      await page.getByTestId('store-settings-form').waitFor();
      expect(await page.getByTestId('breadcrumbs').innerText()).toContain(localeText('en', 'perm', 'setting_store'));

      const name = page.getByTestId('store-name-en');
      await name.fill('Harbour Goods');
      await page.getByTestId('store-settings-unsaved').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const saved = saveOf(page, '/admin/setting/store');
      await page.getByTestId('store-settings-save').click();
      expect((await saved).status()).toBe(200);
      await page
        .locator('.ant-message')
        .getByText(localeText('en', 'common', 'saved'))
        .waitFor();
      // The sidebar's header and the browser title take the store's new name at once.
      await expect.poll(() => page.getByTestId('brand-name').innerText()).toBe('Harbour Goods');
      await expect.poll(() => page.title()).toBe(`${localeText('en', 'perm', 'setting_store')} · Harbour Goods`);

      const ak = await apiLogin('admin');
      const stored = (await api<StoreInfo>('GET', '/admin/setting/store', ak)).json.data;
      expect(stored.name.en).toBe('Harbour Goods');
      expect(stored.updatedAt).not.toBeNull();
      await expect.poll(() => page.getByTestId('store-settings-version').innerText()).toContain(String(stored.version));

      await page.reload();
      await page.getByTestId('store-settings-form').waitFor();
      expect(await page.getByTestId('store-name-en').inputValue()).toBe('Harbour Goods');
      await expect.poll(() => page.getByTestId('brand-name').innerText()).toBe('Harbour Goods');
      expect(await page.getByTestId('store-settings-version').innerText()).toContain(String(stored.version));
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'store-settings-en');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an SEO title over 70 characters shows its error and nothing is sent', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    try {
      await open(page, '/setting', 'store-settings');
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/admin/setting/store')) posts.push(r.url());
      });
      await page.getByTestId('store-seo-title').fill('A'.repeat(71));
      await page.getByTestId('store-settings-save').click();
      const error = localeText('en', 'common', 'field_error.too_long', { max: 70 });
      const item = page.locator('.ant-form-item').filter({ has: page.getByTestId('store-seo-title') });
      await item.getByText(error).waitFor();
      await page
        .locator('.ant-message')
        .getByText(localeText('en', 'section', 'form_invalid'))
        .waitFor();
      expect(posts).toEqual([]);
      await shot(page, 'store-settings-seo-error-en');

      // Back within the limit, the error goes.
      await page.getByTestId('store-seo-title').fill('A'.repeat(70));
      await expect.poll(() => item.getByText(error).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('the system page saves', async () => {
    const context = await newContextIn(browser, 'zh-CN', { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await open(page, '/system', 'system-settings');
      expect(await page.getByTestId('system-settings-note').innerText()).toContain(
        localeText('zh-CN', 'system-settings', 'env_note'),
      );
      const ak = await apiLogin('admin');
      const before = (await api<SystemInfo>('GET', '/admin/setting/system', ak)).json.data;
      const minutes = before.lockoutMinutes === 20 ? 25 : 20;
      await page.getByTestId('system-lockoutMinutes').fill(String(minutes));
      await page.getByTestId('system-lockoutMinutes').press('Tab');
      const saved = saveOf(page, '/admin/setting/system');
      await page.getByTestId('system-settings-save').click();
      expect((await saved).status()).toBe(200);

      const after = (await api<SystemInfo>('GET', '/admin/setting/system', ak)).json.data;
      expect(after.lockoutMinutes).toBe(minutes);
      expect(after.version).toBeGreaterThan(before.version);
      await expect.poll(() => page.getByTestId('system-settings-version').innerText()).toContain(String(after.version));
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'system-settings-zh-CN');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['es', '/setting/member', 'member-settings-form'],
    ['ja', '/setting/supplier', 'supplier-settings-form'],
    ['en', '/setting/agreement', 'agreement-editor'],
  ])('in %s, %s shows its form with no serious accessibility finding', async (lang, path, testId) => {
    const context = await newContextIn(browser, lang, { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `settings${path.replace(/\//g, '-')}-${lang}`);
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
