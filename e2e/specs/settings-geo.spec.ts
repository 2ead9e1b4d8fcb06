import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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

interface NationRow {
  id: number;
  code: string;
  enabled: boolean;
  postcodeRequired: boolean;
  version: number;
}
interface RegionRow {
  id: number;
  code: string;
  names: Record<string, string>;
}
interface Zones {
  list: { code: string; regions: { code: string; name: string }[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: countries and regions (admin, zh-CN)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let ak = '';
  const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
  const nation = async (code: string) =>
    (
      await api<{ list: NationRow[] }>('GET', `/admin/setting/nation?keyword=${code}&pageSize=50`, ak)
    ).json.data.list.find((c) => c.code === code)!;
  const zones = async () => (await api<Zones>('GET', '/admin/api/getcountryzone', ak)).json.data.list;

  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    errors = watchErrors(page);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('/nation: finds a country by its Chinese name, edits its postcode rule, disables and enables it', async () => {
    await page.goto('/nation');
    await eventually(() => rows('nation-list').count()).toBeGreaterThanOrEqual(10);
    await shot(page, 'settings-nation-zh');
    await page.getByPlaceholder(t('geo', 'nation.keyword_placeholder')).fill('安道尔');
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('nation-list').getByTestId('nation-code').allInnerTexts()).toEqual(['AD']);
    const andorra = await nation('AD');

    await page.getByTestId(`nation-edit-${andorra.id}`).click();
    const form = page.getByTestId('nation-form');
    await form.waitFor();
    await eventually(() => page.getByTestId('geo-name-zh-CN').inputValue()).toBe('安道尔');
    await page.getByTestId('nation-postcode-required').click();
    await shot(page, 'settings-nation-edit-zh');
    await page.getByTestId('nation-form-submit').click();
    await eventually(() => form.isVisible()).toBe(false);
    await eventually(async () => (await nation('AD')).postcodeRequired).toBe(!andorra.postcodeRequired);

    // Disabled: the address forms no longer offer it; enabled again: they do.
    await page.getByTestId(`nation-status-${andorra.id}`).click();
    await eventually(async () => (await nation('AD')).enabled).toBe(false);
    expect((await zones()).map((c) => c.code)).not.toContain('AD');
    await page.getByTestId(`nation-status-${andorra.id}`).click();
    await eventually(async () => (await nation('AD')).enabled).toBe(true);
    expect((await zones()).map((c) => c.code)).toContain('AD');
  });

  test('/region: the regions of one country, a name edited in Japanese', async () => {
    await page.goto('/region?country=US');
    await eventually(() => rows('region-list').count()).toBeGreaterThanOrEqual(10);
    const codes = await page.getByTestId('region-list').getByTestId('region-code').allInnerTexts();
    expect(codes.every((c) => c.startsWith('US-'))).toBe(true);
    await shot(page, 'settings-region-us-zh');
    const ca = (
      await api<{ list: RegionRow[] }>('GET', '/admin/setting/region?country=US&keyword=US-CA', ak)
    ).json.data.list.find((r) => r.code === 'US-CA')!;
    await page.getByTestId(`region-edit-${ca.id}`).click();
    await page.getByTestId('region-form').waitFor();
    await page.getByTestId('geo-name-ja').fill('カリフォルニア州');
    await page.getByTestId('region-form-submit').click();
    await eventually(() => page.getByTestId('region-form').isVisible()).toBe(false);
    const after = (await api<{ list: RegionRow[] }>('GET', '/admin/setting/region?keyword=US-CA', ak)).json.data.list;
    expect(after.find((r) => r.code === 'US-CA')!.names.ja).toBe('カリフォルニア州');
    expect(await seriousViolations(page)).toEqual([]);
    await settle(page);
    expect(errors.errors).toEqual([]);
  });
});

describe('address forms pick the region (admin, en)', () => {
  test("a customer's new address: a country, a region of it, the postcode the country requires", async () => {
    const context = await newContext(browser, { lang: 'en', as: 'admin' });
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL() }]);
    const page = await context.newPage();
    const errors = watchErrors(page, [/status of 4\d\d/]);
    const ak = await apiLogin('admin');
    const en = (ns: string, key: string) => localeText('en', ns, key);
    try {
      const [c] = (await api<{ list: { id: number }[] }>('GET', '/admin/customer?keyword=wang.wei', ak)).json.data.list;
      await page.goto(`/user/userinfo/${c!.id}`);
      await page.getByTestId('customer-address-add').click();
      const form = page.getByTestId('customer-address-form');
      await form.waitFor();
      await page.getByTestId('customer-address-name').fill('Geo Test');
      await page.getByTestId('customer-address-line1').fill('1 Market St');
      const pick = async (testId: string, text: string) => {
        await page.getByTestId(testId).click();
        await page.keyboard.type(text);
        await page.locator('.ant-select-item-option', { hasText: text }).first().click();
      };
      await pick('customer-address-country', 'United States of America');
      await pick('customer-address-region', 'California');
      // The US requires a postcode: asked before sending.
      await page.getByTestId('customer-address-submit').click();
      await expect
        .poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts(), { timeout: 10_000 })
        .toContain(en('geo', 'postcode_required'));
      await shot(page, 'customer-address-region-en');
      await form.getByLabel(en('customer', 'address.field.postcode')).fill('94103');
      const saved = page.waitForResponse((r) => r.url().endsWith('/admin/customer/address/add'));
      await page.getByTestId('customer-address-submit').click();
      expect((await saved).status()).toBe(200);
      const book = (
        await api<{ addresses: { name: string; region: string; regionCode: string }[] }>(
          'GET',
          `/admin/customer/info?id=${c!.id}`,
          ak,
        )
      ).json.data.addresses;
      expect(book.find((a) => a.name === 'Geo Test')).toMatchObject({ region: 'California', regionCode: 'US-CA' });
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
