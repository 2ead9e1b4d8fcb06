import { IMPLICIT_PERMISSIONS } from '@shop/shared/permissions';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROUTES } from '../../apps/web/src/app/registry.ts';
import { ACCOUNTS, api, apiLogin, launch, newContext, type Role } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The sidebar's menu keys: every area (submenu) opened, then every `menu-*` link read. */
async function sidebarKeys(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.locator('[data-testid^="menu-"]').first().waitFor();
  const closed = sidebar.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let guard = 0; (await closed.count()) > 0 && guard < 30; guard++) await closed.first().click();
  await expect.poll(() => closed.count()).toBe(0);
  const ids = await sidebar
    .locator('[data-testid^="menu-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));
  return ids.map((id) => id.slice('menu-'.length)).sort();
}

/** What the registry says this power list should show: entries with `menu` whose permission is held. */
function expectedKeys(power: Record<string, boolean>): string[] {
  const holds = (p: string | null) =>
    !p || power[p] === true || (IMPLICIT_PERMISSIONS as readonly string[]).includes(p);
  return ROUTES.filter((r) => r.menu && !r.public && holds(r.permission))
    .map((r) => r.permission ?? r.path)
    .sort();
}

describe('sidebar per role', () => {
  for (const role of Object.keys(ACCOUNTS) as Role[]) {
    test(`${role} sees exactly the menu entries its permissions allow`, async () => {
      const context = await newContext(browser, { as: role });
      const page = await context.newPage();
      try {
        await page.goto('/dashboard');
        const ak = await apiLogin(role);
        const power = await api<Record<string, boolean>>('GET', '/api/admin/power', ak);
        expect(power.json.code).toBe(200);
        const expected = expectedKeys(power.json.data);
        // Every role holds at least the dashboard; a role seeing nothing would make the test vacuous.
        expect(expected).toContain('index');
        expect(await sidebarKeys(page)).toEqual(expected);

        // The feedback button belongs to supplier users only.
        const feedback = page.getByTestId('feedback-button');
        if (role === 'supplier' || role === 'supplier2') await expect.poll(() => feedback.isVisible()).toBe(true);
        else expect(await feedback.count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }

  test('roles differ: admin sees administrator screens, supplier does not', async () => {
    // Guards against a registry or power list that makes every role look the same.
    const [admin, supplier] = await Promise.all([apiPower('admin'), apiPower('supplier')]);
    expect(expectedKeys(admin)).toContain('setting_admin_index');
    expect(expectedKeys(supplier)).not.toContain('setting_admin_index');
  });
});

async function apiPower(role: Role): Promise<Record<string, boolean>> {
  const ak = await apiLogin(role);
  return (await api<Record<string, boolean>>('GET', '/api/admin/power', ak)).json.data;
}
