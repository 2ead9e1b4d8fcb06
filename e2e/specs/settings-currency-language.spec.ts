import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContext, shot, watchErrors } from '../support/browser.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);
/** expect.poll with room for a busy machine. */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

interface CurrencyRow {
  code: string;
  rate: number;
  isBase: boolean;
  version: number;
}
interface LanguageRow {
  code: string;
  enabled: boolean;
  version: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: currencies and languages (admin, zh-CN)', () => {
  let context: BrowserContext;
  let page: Page;
  let ak = '';
  const currency = async (code: string) =>
    (await api<{ list: CurrencyRow[] }>('GET', `/admin/setting/currency?keyword=${code}`, ak)).json.data.list.find(
      (c) => c.code === code,
    );

  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    watchErrors(page, [/status of 4\d\d/]);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    // the run's other files expect the demo set-up: USD the default again, the added currency gone
    const usd = await currency('USD');
    if (usd && !usd.isBase)
      await api('POST', '/admin/setting/currency/default', ak, { code: 'USD', version: usd.version });
    await api('POST', '/admin/setting/currency/del', ak, { code: 'KWD' });
    const ja = (await api<{ list: LanguageRow[] }>('GET', '/admin/setting/language', ak)).json.data.list.find(
      (l) => l.code === 'ja',
    );
    if (ja && !ja.enabled) await api('POST', '/admin/setting/language/status', ak, { code: 'ja', status: true });
    await context?.close();
  });

  test('/currency: adds KWD (three decimals, symbol after), makes it the default, amounts show in it', async () => {
    await page.goto('/currency');
    const list = page.getByTestId('currency-list');
    await eventually(() => list.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('currency-is-default-USD').isVisible()).toBe(true);
    expect(plain(await page.getByTestId('currency-sample-EUR').innerText())).toBe('1,234,567.89 €');
    expect(await page.getByTestId('currency-sample-JPY').innerText()).toBe('¥123,456,789');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('currency-add').click();
    const form = page.getByTestId('currency-form');
    await form.waitFor();
    await page.getByTestId('currency-code-input').click();
    await page.keyboard.type('KWD');
    await page.locator('.ant-select-item-option[title^="KWD"]').click();
    // the ISO data fills the name and the minor digits
    await eventually(() => page.getByTestId('currency-name-input').inputValue()).toBe('Kuwaiti Dinar');
    expect(await page.getByTestId('currency-decimals-input').inputValue()).toBe('3');
    await page.getByTestId('currency-symbol-input').fill('KD');
    await page.getByTestId('currency-side-input').getByText(t('currency', 'side.right')).click();
    await page.getByTestId('currency-rate-input').fill('0.3071');
    await eventually(async () => plain(await page.getByTestId('currency-preview').innerText())).toContain(
      '1,234.568 KD',
    );
    await shot(page, 'settings-currency-form-zh');
    await page.getByTestId('currency-form-submit').click();
    await eventually(() => form.isVisible()).toBe(false);
    await eventually(async () => plain(await page.getByTestId('currency-sample-KWD').innerText())).toBe(
      '123,456.789 KD',
    );

    await page.getByTestId('currency-default-KWD').click();
    const preview = page.getByTestId('currency-default-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain('3.25626832'); // USD per KWD after the switch
    await page.getByTestId('currency-default-confirm').click();
    await eventually(() => page.getByTestId('currency-is-default-KWD').isVisible()).toBe(true);
    await eventually(() => page.getByTestId('currency-rate-USD').innerText()).toBe('3.25626832');
    expect(await page.getByTestId('currency-is-default-USD').count()).toBe(0);
    expect(await page.getByTestId('currency-status-KWD').isDisabled()).toBe(true);
    await shot(page, 'settings-currency-default-zh');

    await page.getByTestId('currency-history-USD').click();
    const history = page.getByTestId('currency-history');
    await eventually(() => history.innerText()).toContain(t('currency', 'reason.default'));
    expect(await history.innerText()).toContain('KWD');
    await page.keyboard.press('Escape');

    // the shipping fees are kept in the default currency: now shown in dinars, with three decimals
    const templates = (await api<{ list: { id: number; code: string }[] }>('GET', '/admin/setting/shipping', ak)).json
      .data.list;
    const standard = templates.find((s) => s.code === 'standard') ?? templates[0]!;
    await page.goto(`/shippingEdit/${standard.id}`);
    const areas = page.getByTestId('shipping-areas');
    await eventually(async () => plain(await areas.innerText())).toMatch(/\d\.\d{3} KD/);
    await shot(page, 'settings-currency-shipping-kwd-zh');
  });

  test('/language: disabling a language drops it from the required names; the report lists gaps', async () => {
    await page.goto('/language');
    const listing = page.getByTestId('language-list');
    await eventually(() => listing.locator('tbody tr.ant-table-row').count()).toBe(4);
    expect(await page.getByTestId('language-status-zh-CN').isDisabled()).toBe(true);
    await page.getByTestId('language-status-ja').click();
    await eventually(
      async () => (await page.getByTestId('language-status-ja').getAttribute('aria-checked')) ?? '',
    ).toBe('false');
    await eventually(() => page.getByTestId('completeness').innerText()).toContain(t('language', 'console_texts'));
    // the report covers the enabled languages only: three tabs now
    await eventually(() => page.getByTestId('completeness').locator('.ant-tabs-tab').count()).toBe(3);
    expect(await page.getByTestId('completeness-ja').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'settings-language-zh');

    await page.goto('/product/product/detail3');
    await page.getByTestId('product-name-ja').waitFor();
    const item = (lang: string) =>
      page.locator('.ant-form-item', { has: page.getByTestId(`product-name-${lang}`) }).locator('label');
    await eventually(() => item('en').getAttribute('class')).toContain('ant-form-item-required');
    expect(await item('ja').getAttribute('class')).not.toContain('ant-form-item-required');
  });
});
