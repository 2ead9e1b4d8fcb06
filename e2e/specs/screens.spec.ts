import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { findRoute } from '../../apps/web/src/app/registry.ts';
import { api, launch, localeText, newContext, sessionCode, shot, watchErrors } from '../support/browser.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: ReturnType<typeof watchErrors>;
const username = `ops_${Date.now().toString(36)}`;
let newAdminId = 0;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, { as: 'admin' });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => errors?.clear());

/** Each test ends with no console errors or uncaught exceptions on the page. */
function noErrors(): void {
  expect(errors.errors).toEqual([]);
}

const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

describe('screens (admin, zh-CN)', () => {
  test('/dashboard shows one tile per area with figures', async () => {
    await page.goto('/dashboard');
    await page.getByTestId('tile-help').waitFor();
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('shop.auth') ?? '{}').user as { truename: string; username: string },
    );
    expect(await page.locator('.dashboard-welcome h2').innerText()).toBe(
      t('dashboard', 'welcome', { name: user.truename || user.username }),
    );
    expect(await page.locator('[data-testid^="tile-"]').count()).toBeGreaterThan(1);
    await shot(page, 'screen-dashboard-zh');
    noErrors();
  });

  test('/admin: add an administrator through the form, find it in the list, disable it after confirming', async () => {
    await page.goto('/admin');
    await rows('admin-list').first().waitFor();
    await page.getByTestId('admin-add').click();
    const form = page.getByTestId('admin-form');
    await form.waitFor();
    // The form checks with the shared schema before sending.
    await page.getByTestId('admin-form-submit').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);

    await form.locator('#groupId').click();
    // An ordinary group (not the super administrators').
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)', {
        hasText: 'Sales',
      })
      .click();
    await form.locator('#username').fill(username);
    await form.locator('#truename').fill('运营测试');
    await form.locator('#password').fill('Str0ng-pass-2024');
    await form.locator('#email').fill(`${username}@example.com`);
    const added = page.waitForResponse((r) => r.url().endsWith('/admin/setting/admin/add'));
    await page.getByTestId('admin-form-submit').click();
    expect(((await (await added).json()) as { code: number }).code).toBe(200);
    await expect.poll(() => form.isVisible()).toBe(false);

    // Filters go into the URL; the new account is found by keyword.
    await page.getByTestId('admin-list').locator('.filters-bar input').first().fill(username);
    await page.getByTestId('filters-search').click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === username);
    const row = rows('admin-list').filter({ hasText: username });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('运营测试');
    expect(await row.innerText()).toContain('Sales');
    newAdminId = Number((await row.locator('td').first().innerText()).trim());
    expect(newAdminId).toBeGreaterThan(0);

    const toggle = row.locator('.ant-switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(t('admin', 'confirm_disable', { name: username }));
    // Nothing changes before the confirmation.
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('admin-disable-confirm').click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');

    // The server agrees: the account is disabled.
    const ak = await sessionCode(page);
    const info = await api<{ enabled: boolean }>('GET', `/admin/setting/admin/info?id=${newAdminId}`, ak);
    expect(info.json.data.enabled).toBe(false);
    await shot(page, 'screen-admin-zh');
    noErrors();
  });

  test('/setting/group: opening a group shows its permission tree', async () => {
    await page.goto('/setting/group');
    const row = rows('group-list')
      .filter({ hasNot: page.locator('.ant-tag') })
      .first();
    await row.waitFor();
    // The first link button of a row is "edit" (antd spaces out the two-character label).
    await row.locator('button.ant-btn-link').first().click();
    const tree = page.getByTestId('permission-tree');
    await tree.waitFor();
    await expect.poll(() => tree.locator('.ant-tree-treenode').count()).toBeGreaterThan(3);
    expect(await tree.locator('.ant-tree-checkbox-checked').count()).toBeGreaterThan(0);
    await shot(page, 'screen-group-zh');
    await page.keyboard.press('Escape');
    noErrors();
  });

  test('/log: filters live in the URL and survive a reload; the detail drawer shows before and after', async () => {
    expect(newAdminId).toBeGreaterThan(0);
    await page.goto('/log');
    await rows('log-list').first().waitFor();
    const inputs = page.getByTestId('log-list').locator('.filters-bar input');
    await inputs.nth(2).fill('admin'); // entity
    await inputs.nth(3).fill(String(newAdminId)); // record no.
    await page.getByTestId('filters-search').click();
    await page.waitForURL(
      (url) => url.searchParams.get('entity') === 'admin' && url.searchParams.get('entityId') === String(newAdminId),
    );
    // The add and the disable of the new account.
    await expect.poll(() => rows('log-list').count()).toBe(2);

    await page.reload();
    await rows('log-list').first().waitFor();
    expect(await inputs.nth(2).inputValue()).toBe('admin');
    expect(await inputs.nth(3).inputValue()).toBe(String(newAdminId));
    await expect.poll(() => rows('log-list').count()).toBe(2);

    const disabled = rows('log-list').filter({ hasText: t('log', 'action.admin.disable') });
    await disabled.locator('[data-testid^="log-view-"]').click();
    const diff = page.getByTestId('log-diff');
    await diff.waitFor();
    const enabledRow = diff.locator('tbody tr', { hasText: 'enabled' });
    expect(await enabledRow.locator('.diff-before').innerText()).toContain('true');
    expect(await enabledRow.locator('.diff-after').innerText()).toContain('false');
    await shot(page, 'screen-log-detail-zh');
    await page.keyboard.press('Escape');
    noErrors();
  });

  test('/profile/index lists the sessions, the current one marked', async () => {
    await page.goto('/profile/index');
    await page.getByTestId('profile-info').waitFor();
    const sessions = page.getByTestId('profile-sessions').locator('tbody tr.ant-table-row');
    await sessions.first().waitFor();
    expect(await sessions.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('profile-sessions').innerText()).toContain(t('profile', 'sessions.current'));
    await shot(page, 'screen-profile-zh');
    noErrors();
  });

  test('/profile/edit shows the form with the stored values', async () => {
    await page.goto('/profile/edit');
    const form = page.getByTestId('profile-edit');
    await form.waitFor();
    await expect.poll(async () => (await form.locator('input').first().inputValue()).length).toBeGreaterThan(0);
    await page.getByTestId('profile-password').waitFor();
    await shot(page, 'screen-profile-edit-zh');
    noErrors();
  });
});

describe('screens (admin, en)', () => {
  const screens: [string, string][] = [
    ['/dashboard', 'tile-help'],
    ['/admin', 'admin-list'],
    ['/setting/group', 'group-list'],
    ['/log', 'log-list'],
    ['/profile/index', 'profile-sessions'],
    ['/profile/edit', 'profile-edit'],
    ['/feedback', 'feedback-list'],
  ];
  test('switching to English in the top bar', async () => {
    await page.goto('/dashboard');
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-en').click();
    await expect
      .poll(() => page.getByTestId('dashboard-link').innerText())
      .toBe(localeText('en', 'shell', 'top.dashboard'));
  });

  for (const [path, testId] of screens) {
    test(`${path} loads in English`, async () => {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      // Lists: wait for the rows, so the screenshot shows data rather than a spinner.
      if (testId.endsWith('-list')) await rows(testId).first().waitFor();
      // The document title follows the registry entry's title, in English, then the store's name in
      // English (Settings > store info; the first one filled in when it has none in English).
      const entry = findRoute(path)!;
      const [ns, key] = entry.titleKey.split(':') as [string, string];
      const brand = await api<{ name: Record<string, string> }>(
        'GET',
        '/admin/passport/store',
        await sessionCode(page),
      );
      const store = brand.json.data.name.en || Object.values(brand.json.data.name).find(Boolean);
      await expect.poll(() => page.title()).toBe(`${localeText('en', ns, key)} · ${store}`);
      expect(await page.getByTestId('dashboard-link').innerText()).toBe(localeText('en', 'shell', 'top.dashboard'));
      await shot(page, `screen-${path.slice(1).replace(/\//g, '-')}-en`);
      noErrors();
    });
  }
});
