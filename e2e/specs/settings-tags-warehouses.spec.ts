import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGE_COOKIE } from '@shop/shared/constants';
import { seriousViolations } from '../support/axe.ts';
import {
  api,
  apiLogin,
  baseURL,
  launch,
  localeText,
  newContext,
  settle,
  shot,
  watchErrors,
} from '../support/browser.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);
/** expect.poll with room for a busy machine (its default gives up after one second). */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

interface TagRow {
  id: number;
  name: string;
  enabled: boolean;
  version: number;
}
interface WarehouseRow {
  id: number;
  name: string;
  code: string;
  enabled: boolean;
  isDefault: boolean;
}
interface Options {
  tags: { id: number; name: string; enabled: boolean }[];
  warehouses: WarehouseRow[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: tags and warehouses (admin, zh-CN)', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let ak = '';
  const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
  const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
  const fieldError = (form: Locator) => form.locator('.ant-form-item-explain-error');

  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    // The refusals the tests provoke (409) are logged by the browser as failed requests.
    errors = watchErrors(page, [/status of 4\d\d/]);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  test(
    "/tag: adds a tag ('Tag already exists' on the name field first), disables, renames and deletes " + 'it',
    async () => {
      await page.goto('/tag');
      await eventually(() => rows('tag-list').count()).toBeGreaterThanOrEqual(5);
      // The demo tags in their sort order; the disabled one shows its switch off.
      const names = await page.getByTestId('tag-list').getByTestId('tag-name').allInnerTexts();
      expect(names.slice(0, 5)).toEqual(['New', 'Hot', 'Sale', 'Eco', 'Clearance']);
      const clearance = rows('tag-list').filter({ hasText: 'Clearance' });
      expect(await clearance.locator('.ant-switch').getAttribute('aria-checked')).toBe('false');
      await shot(page, 'settings-tags-zh');

      await page.getByTestId('tag-add').click();
      const form = page.getByTestId('tag-form');
      await form.waitFor();
      // Empty name: the shared schema's rule, before sending.
      await page.getByTestId('tag-name-input').fill('');
      await page.getByTestId('tag-form-submit').click();
      await eventually(() => fieldError(form).allInnerTexts()).toContain(t('common', 'field_error.required'));
      // A taken name (any case): the server's answer on the name field.
      await page.getByTestId('tag-name-input').fill('hot');
      const refused = page.waitForResponse((r) => r.url().endsWith('/admin/setting/tag/add'));
      await page.getByTestId('tag-form-submit').click();
      expect((await refused).status()).toBe(409);
      await eventually(() => fieldError(form).allInnerTexts()).toEqual([t('tag', 'name_exists')]);
      expect(t('tag', 'name_exists')).toBe('标签已存在');
      await shot(page, 'settings-tag-duplicate-zh');

      const name = `E2E ${stamp}`;
      await page.getByTestId('tag-name-input').fill(name);
      await page.getByTestId('tag-sort-input').fill('5');
      await page.getByTestId('tag-form-submit').click();
      await eventually(() => form.isVisible()).toBe(false);
      const row = rows('tag-list').filter({ hasText: name });
      await eventually(() => row.count()).toBe(1);
      // Sort 5 puts it first.
      expect(await page.getByTestId('tag-list').getByTestId('tag-name').first().innerText()).toBe(name);
      const created = (
        await api<{ list: TagRow[] }>('GET', `/admin/setting/tag?keyword=${encodeURIComponent(stamp)}`, ak)
      ).json.data.list[0]!;
      expect(created).toMatchObject({ name, enabled: true });

      // Disable: the product form no longer offers it.
      await row.getByTestId(`tag-status-${created.id}`).click();
      await eventually(() => row.getByTestId(`tag-status-${created.id}`).getAttribute('aria-checked')).toBe('false');
      const options = (await api<Options>('GET', '/admin/catalog/product/options/add', ak)).json.data;
      expect(options.tags.find((x) => x.id === created.id)?.enabled).toBe(false);

      // Rename through the edit dialog.
      await page.getByTestId(`tag-edit-${created.id}`).click();
      await form.waitFor();
      await eventually(() => page.getByTestId('tag-name-input').inputValue()).toBe(name);
      expect(await page.getByTestId('tag-usage').innerText()).toBe(t('tag', 'usage', { count: 0 }));
      await page.getByTestId('tag-name-input').fill(`${name} 2`);
      await page.getByTestId('tag-form-submit').click();
      await eventually(() =>
        rows('tag-list')
          .filter({ hasText: `${name} 2` })
          .count(),
      ).toBe(1);

      // A tag still on products is refused with the server's text; an unused one goes after confirming.
      const used = rows('tag-list').filter({ has: page.getByTestId('tag-name').getByText('New', { exact: true }) });
      const usedId = Number(await used.locator('td').first().innerText());
      await page.getByTestId(`tag-delete-${usedId}`).click();
      const usedDel = page.waitForResponse((r) => r.url().endsWith('/admin/setting/tag/del'));
      await page.getByTestId(`tag-delete-confirm-${usedId}`).click();
      const usedAnswer = (await (await usedDel).json()) as { code: number; msg: string };
      expect(usedAnswer.code).toBe(409);
      await toast(usedAnswer.msg).waitFor();
      expect(await used.count()).toBe(1);

      await page.getByTestId(`tag-delete-${created.id}`).click();
      // The confirmation of this tag (an earlier one may still be fading out).
      const confirm = page.locator('.ant-popconfirm:visible:not(.ant-zoom-big-leave)').filter({ hasText: `${name} 2` });
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain(t('tag', 'confirm_delete', { name: `${name} 2` }));
      const deleted = page.waitForResponse((r) => r.url().endsWith('/admin/setting/tag/del'));
      await page.getByTestId(`tag-delete-confirm-${created.id}`).click();
      expect(await (await deleted).json()).toMatchObject({ code: 200 });
      await eventually(() =>
        rows('tag-list')
          .filter({ hasText: `${name} 2` })
          .count(),
      ).toBe(0);
      expect((await api('GET', `/admin/setting/tag/info?id=${created.id}`, ak)).status).toBe(404);
      expect(errors.errors).toEqual([]);
    },
  );

  test('a product with a disabled tag still shows it; the tag picker does not offer it', async () => {
    const options = (await api<Options>('GET', '/admin/catalog/product/options', ak)).json.data;
    const clearance = options.tags.find((x) => x.name === 'Clearance')!;
    expect(clearance.enabled).toBe(false);
    const found = await api<{ list: { id: number }[] }>('GET', `/admin/catalog/product?tagId=${clearance.id}`, ak);
    const carrier = found.json.data.list[0]!;
    await page.goto(`/product/product/detail3?id=${carrier.id}`);
    const tags = page.getByTestId('product-tags');
    await tags.waitFor();
    const disabledLabel = t('product', 'disabled_choice', { name: 'Clearance' });
    await eventually(() => tags.locator('.ant-select-selection-item').allInnerTexts()).toContain(disabledLabel);
    await tags.click();
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.waitFor();
    const offered = await dropdown.locator('.ant-select-item-option').allInnerTexts();
    // Enabled tags are offered; the disabled one only because this product has it.
    expect(offered).toContain('Sale');
    expect(offered.filter((x) => x.startsWith('Clearance'))).toEqual([disabledLabel]);
    await shot(page, 'settings-product-disabled-tag-zh');
    await page.keyboard.press('Escape');

    // A new product is not offered the disabled tag at all.
    await page.goto('/product/product/detail3');
    await page.getByTestId('product-tags').click();
    await dropdown.waitFor();
    const fresh = await dropdown.locator('.ant-select-item-option').allInnerTexts();
    expect(fresh).toContain('Sale');
    expect(fresh.some((x) => x.startsWith('Clearance'))).toBe(false);
    await page.keyboard.press('Escape');
    expect(errors.errors).toEqual([]);
  });

  test(
    "/warehouse: adds a warehouse ('Name already exists' first), makes it the default, refuses deleting one in " +
      'use',
    async () => {
      await page.goto('/warehouse');
      await eventually(() => rows('warehouse-list').count()).toBeGreaterThanOrEqual(3);
      const first = rows('warehouse-list').first();
      expect(await first.innerText()).toContain('Main warehouse');
      expect(await first.innerText()).toContain(t('warehouse', 'default'));
      // The default warehouse cannot be switched off.
      expect(await first.locator('.ant-switch').isDisabled()).toBe(true);
      await shot(page, 'settings-warehouses-zh');

      await page.getByTestId('warehouse-add').click();
      const form = page.getByTestId('warehouse-form');
      await form.waitFor();
      await page.getByTestId('warehouse-form-submit').click();
      await eventually(() => fieldError(form).count()).toBeGreaterThanOrEqual(5); // name, code, country, city, address
      await shot(page, 'settings-warehouse-form-empty-zh');

      await page.getByTestId('warehouse-name-input').fill('main WAREHOUSE');
      await page.getByTestId('warehouse-code-input').fill(`w-${stamp}`);
      await page.getByTestId('warehouse-country-input').click();
      await page.keyboard.type('德国');
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .first()
        .click();
      await page.getByTestId('warehouse-city-input').fill('汉堡');
      await page.getByTestId('warehouse-address-input').fill('Hafenstraße 1');
      const refused = page.waitForResponse((r) => r.url().endsWith('/admin/setting/warehouse/add'));
      await page.getByTestId('warehouse-form-submit').click();
      expect((await refused).status()).toBe(409);
      await eventually(() => fieldError(form).allInnerTexts()).toEqual([t('warehouse', 'name_exists')]);
      expect(t('warehouse', 'name_exists')).toBe('名称已存在');
      await shot(page, 'settings-warehouse-duplicate-zh');

      const name = `汉堡仓 ${stamp}`;
      await page.getByTestId('warehouse-name-input').fill(name);
      await page.getByTestId('warehouse-form-submit').click();
      await eventually(() => form.isVisible()).toBe(false);
      const row = rows('warehouse-list').filter({ hasText: name });
      await eventually(() => row.count()).toBe(1);
      expect(await row.innerText()).toContain(`W-${stamp}`); // codes are kept in capitals
      const created = (
        await api<{ list: WarehouseRow[] }>('GET', `/admin/setting/warehouse?keyword=${encodeURIComponent(stamp)}`, ak)
      ).json.data.list[0]!;
      expect(created).toMatchObject({ country: 'DE', isDefault: false, enabled: true });

      // Make it the default after confirming; the main warehouse gives the mark up.
      await page.getByTestId(`warehouse-make-default-${created.id}`).click();
      await page.getByTestId(`warehouse-make-default-confirm-${created.id}`).click();
      await eventually(() => page.getByTestId(`warehouse-default-${created.id}`).count()).toBe(1);
      const all = (await api<{ list: WarehouseRow[] }>('GET', '/admin/setting/warehouse?pageSize=100', ak)).json.data
        .list;
      expect(all.filter((w) => w.isDefault).map((w) => w.id)).toEqual([created.id]);
      await shot(page, 'settings-warehouse-new-default-zh');

      // Give the default back to the main warehouse; the new one can then be deleted.
      const main = all.find((w) => w.code === 'MAIN')!;
      const mainRow = rows('warehouse-list').filter({ hasText: 'Main warehouse' });
      await mainRow.getByTestId(`warehouse-make-default-${main.id}`).click();
      await page.getByTestId(`warehouse-make-default-confirm-${main.id}`).click();
      await eventually(() => page.getByTestId(`warehouse-default-${main.id}`).count()).toBe(1);

      // In use (stock is kept there): refused with the server's text, still listed.
      const east = all.find((w) => w.code === 'EAST')!;
      await page.getByTestId(`warehouse-delete-${east.id}`).click();
      const eastDel = page.waitForResponse((r) => r.url().endsWith('/admin/setting/warehouse/del'));
      await page.getByTestId(`warehouse-delete-confirm-${east.id}`).click();
      const answer = (await (await eastDel).json()) as { code: number; msg: string };
      expect(answer.code).toBe(409);
      expect(answer.msg).toMatch(/^该仓库仍在使用中/);
      await toast(answer.msg).waitFor();
      await shot(page, 'settings-warehouse-in-use-zh');
      expect(await rows('warehouse-list').filter({ hasText: 'East warehouse' }).count()).toBe(1);

      await page.getByTestId(`warehouse-delete-${created.id}`).click();
      await page.getByTestId(`warehouse-delete-confirm-${created.id}`).click();
      await eventually(() => row.count()).toBe(0);
      expect((await api('GET', `/admin/setting/warehouse/info?id=${created.id}`, ak)).status).toBe(404);
      expect(errors.errors).toEqual([]);
    },
  );

  test('the edit dialog shows what refers to a warehouse; the list fits a phone', async () => {
    await page.goto('/warehouse');
    const east = rows('warehouse-list').filter({ hasText: 'East warehouse' });
    await east.waitFor();
    const id = Number(
      (await east.locator('[data-testid^="warehouse-edit-"]').getAttribute('data-testid'))!.replace(
        'warehouse-edit-',
        '',
      ),
    );
    await east.getByTestId(`warehouse-edit-${id}`).click();
    const form = page.getByTestId('warehouse-form');
    await form.waitFor();
    await eventually(() => page.getByTestId('warehouse-name-input').inputValue()).toBe('East warehouse');
    const info = (
      await api<{ stockLevelCount: number; productCount: number }>('GET', `/admin/setting/warehouse/info?id=${id}`, ak)
    ).json.data;
    expect(await page.getByTestId('warehouse-usage').innerText()).toBe(
      t('warehouse', 'usage', { levels: info.stockLevelCount, products: info.productCount }),
    );
    await shot(page, 'settings-warehouse-edit-zh');
    await page.getByTestId('warehouse-form-cancel').click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/warehouse');
    await rows('warehouse-list').first().waitFor();
    await settle(page);
    await shot(page, 'settings-warehouses-phone-zh');
    await page.goto('/tag');
    await rows('tag-list').first().waitFor();
    await shot(page, 'settings-tags-phone-zh');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The same screens in English: longer labels still fit their columns.
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL() }]);
    await page.goto('/warehouse');
    await rows('warehouse-list').first().waitFor();
    expect(await page.locator('.page-title-row h2').innerText()).toBe(localeText('en', 'warehouse', 'title'));
    await shot(page, 'settings-warehouses-en');
    await page.goto('/tag');
    await rows('tag-list').first().waitFor();
    await page.getByTestId('tag-add').click();
    await page.getByTestId('tag-form').waitFor();
    await shot(page, 'settings-tag-dialog-en');
    await page.getByTestId('tag-form-cancel').click();
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'zh-CN', url: baseURL() }]);
    expect(errors.errors).toEqual([]);
  });
});

describe('settings screens accessibility (axe: no serious or critical violations)', () => {
  test('/tag and /warehouse, their lists and their dialogs', async () => {
    const context = await newContext(browser, { as: 'admin' });
    const page = await context.newPage();
    try {
      for (const [path, list, add, form] of [
        ['/tag', 'tag-list', 'tag-add', 'tag-form'],
        ['/warehouse', 'warehouse-list', 'warehouse-add', 'warehouse-form'],
      ] as const) {
        await page.goto(path);
        await page.getByTestId(list).locator('tbody tr.ant-table-row').first().waitFor();
        await settle(page);
        expect(await seriousViolations(page), `${path} list`).toEqual([]);
        await page.getByTestId(add).click();
        await page.getByTestId(form).waitFor();
        await settle(page);
        expect(await seriousViolations(page), `${path} dialog`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    } finally {
      await context.close();
    }
  });
});

describe('settings screens for other roles', () => {
  test('a supplier has neither screen in the menu and gets the no-permission page on both', async () => {
    const context = await newContext(browser, { as: 'supplier' });
    const page = await context.newPage();
    try {
      for (const path of ['/tag', '/warehouse']) {
        await page.goto(path);
        await page.getByTestId('no-permission').waitFor();
      }
      expect(await page.locator('a[href="/tag"], a[href="/warehouse"]').count()).toBe(0);
      await shot(page, 'settings-warehouse-supplier-refused-zh');
    } finally {
      await context.close();
    }
  });
});
