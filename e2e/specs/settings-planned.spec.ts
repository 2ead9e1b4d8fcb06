import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContext, shot, watchErrors } from '../support/browser.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);
/** expect.poll with room for a busy machine. */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

interface TaskRow {
  id: number;
  name: string;
  enabled: boolean;
  generatedCount: number;
  version: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: planned auto-order tasks (admin, zh-CN)', () => {
  let context: BrowserContext;
  let page: Page;
  let ak = '';
  const demoTask = async () =>
    (await api<{ list: TaskRow[] }>('GET', '/admin/setting/planned?keyword=Storefront', ak)).json.data.list[0]!;

  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    watchErrors(page, [/status of 4\d\d/]);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    // the run's other files expect the demo set-up: the demo task enabled again
    const task = await demoTask();
    if (task && !task.enabled) await api('POST', '/admin/setting/planned/status', ak, { id: task.id, status: true });
    await context?.close();
  });

  test('/planned lists the demo task; its form previews the next run; disabling asks first', async () => {
    const task = await demoTask();
    expect(task.generatedCount).toBeGreaterThan(0);
    await page.goto('/planned');
    await eventually(() => page.getByTestId('planned-name').first().innerText()).toBe(task.name);
    expect(await page.getByTestId('planned-generated').first().innerText()).toContain(`${task.generatedCount} /`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settings-planned-list-zh');

    await page.getByTestId(`planned-edit-${task.id}`).click();
    await page.waitForURL(/\/plannedAdd\?id=/);
    await eventually(() => page.getByTestId('planned-name-input').inputValue()).toBe(task.name);
    await page.getByTestId('planned-preview-run').click();
    const orders = page.getByTestId('planned-preview-orders');
    await eventually(() => orders.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('planned-preview').innerText()).toContain(t('planned', 'preview.note'));
    await shot(page, 'settings-planned-preview-zh');

    await page.goto('/planned');
    await page.getByTestId(`planned-status-${task.id}`).click();
    await page.getByTestId('planned-disable-confirm').click();
    await eventually(async () => (await demoTask()).enabled).toBe(false);
    await eventually(() => page.getByTestId(`planned-status-${task.id}`).getAttribute('aria-checked')).toBe('false');
  });

  test('generated orders are tagged in the order list and found by its origin filter', async () => {
    await page.goto('/order/management?origin=generated');
    const tags = page.getByTestId('order-generated');
    await eventually(() => tags.count()).toBeGreaterThan(0);
    const rows = page.locator('tbody tr.ant-table-row');
    expect(await rows.count()).toBe(await tags.count());
    expect(await tags.first().innerText()).toBe(t('order', 'generated'));
    await shot(page, 'orders-generated-zh');
  });
});
