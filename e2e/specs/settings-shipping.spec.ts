import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContextIn, settle, shot, watchErrors } from '../support/browser.ts';

const t = (key: string, params?: Record<string, string | number>) => localeText('en', 'shipping', key, params);
/** expect.poll with room for a busy machine (its default gives up after one second). */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: shipping templates (admin, en)', () => {
  const stamp = Date.now().toString(36);
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let ak = '';
  const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

  /** Opens a select of the page, types and picks the option with this exact label. */
  const choose = async (testId: string, label: string) => {
    await page.getByTestId(testId).click();
    await page.keyboard.type(label);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .first()
      .click();
  };
  const calculate = async (kg: string, country: string, region: string) => {
    await page.getByTestId('shipping-calc-weight').fill(kg);
    await choose('shipping-calc-country', country);
    await page.getByTestId('shipping-calc-region').fill(region);
    await page.getByTestId('shipping-calc-submit').click();
  };

  beforeAll(async () => {
    context = await newContextIn(browser, 'en', { as: 'admin' });
    page = await context.newPage();
    // The overlap the test provokes (409) is logged by the browser as a failed request.
    errors = watchErrors(page, [/status of 4\d\d/]);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('calculator of Standard: 2.5 kg to Osaka by its region area, Kyoto by Japan, Brazil by the rest', async () => {
    // In the sidebar under the settings.
    await page.goto('/dashboard');
    await page
      .getByTestId('sidebar')
      .getByText(localeText('en', 'perm', 'shezhi'), { exact: true })
      .click();
    await page.getByTestId('menu-setting_shipping').click();
    await page.waitForURL(/\/shipping$/);
    await eventually(() => page.getByTestId('shipping-list').getByTestId('shipping-name').allInnerTexts()).toEqual([
      'Standard',
      'Bulky goods',
    ]);
    const standard = rows('shipping-list').filter({ hasText: 'Standard' });
    await standard.getByRole('button', { name: /edit/i }).click();
    await page.waitForURL(/\/shippingEdit\/\d+$/);
    await eventually(() => rows('shipping-areas').count()).toBe(5);
    expect(await rows('shipping-areas').first().innerText()).toContain('Osaka (Japan)');

    await calculate('2.5', 'Japan', 'Osaka');
    await eventually(() => page.getByTestId('shipping-calc-fee').innerText()).toBe('$20.00');
    expect(await page.getByTestId('shipping-calc-area').innerText()).toBe('Osaka');
    await calculate('2.5', 'Japan', 'Kyoto');
    await eventually(() => page.getByTestId('shipping-calc-area').innerText()).toBe('Japan');
    expect(await page.getByTestId('shipping-calc-fee').innerText()).toBe('$24.00');
    await calculate('2.5', 'Brazil', '');
    await eventually(() => page.getByTestId('shipping-calc-area').innerText()).toBe('Rest of the world');
    expect(await page.getByTestId('shipping-calc-fee').innerText()).toBe('$41.00');
    await settle(page);
    await shot(page, 'settings-shipping-template-en');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a new template: two areas (an overlap refused), an order priced as its calculator says', async () => {
    await page.goto('/shipping');
    await page.getByTestId('shipping-add').click();
    await page.waitForURL(/\/shippingAdd$/);
    await page.getByTestId('shipping-code-input').fill(`e2e-${stamp}`);
    await page.getByTestId('shipping-name-en').fill(`Courier ${stamp}`);
    await page.getByTestId('shipping-form-submit').click();
    // Saved: its own page, with no areas yet.
    await page.waitForURL(/\/shippingEdit\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await eventually(() => page.getByTestId('shipping-areas').innerText()).toContain(t('areas.empty'));

    const addArea = async (name: string, country: string) => {
      await page.getByTestId('shipping-area-add').click();
      await page.waitForURL(new RegExp(`/shippingareaAdd/${id}$`));
      await page.getByTestId('shipping-area-name-input').fill(name);
      await choose('shipping-area-countries-input', country);
      await page.keyboard.press('Escape');
      await page.getByTestId('shipping-area-firstFee-input').fill('12');
      await page.getByTestId('shipping-area-additionalFee-input').fill('3');
      await page.getByTestId('shipping-area-form-submit').click();
    };
    await addArea('Iberia', 'Spain');
    await page.waitForURL(new RegExp(`/shippingEdit/${id}$`));
    await eventually(() => rows('shipping-areas').count()).toBe(1);

    await addArea('Spain again', 'Spain');
    const message = 'Area "Spain again" and area "Iberia" both cover ES; a place belongs to one area of a template';
    await eventually(() =>
      page.getByTestId('shipping-area-form').locator('.ant-form-item-explain-error').allInnerTexts(),
    ).toContain(message);
    await shot(page, 'settings-shipping-overlap-en');
    await page.getByTestId('shipping-area-form-cancel').click();
    await page.waitForURL(new RegExp(`/shippingEdit/${id}$`));

    await calculate('1', 'Japan', '');
    await eventually(() => page.getByTestId('shipping-calc-undeliverable').innerText()).toContain(
      t('calc.not_deliverable'),
    );
    await calculate('1', 'Spain', 'Madrid');
    await eventually(() => page.getByTestId('shipping-calc-fee').innerText()).toBe('$12.00');

    // A second area; then an order to Spain is priced with the template, at the calculator's figure.
    await addArea('Japan', 'Japan');
    await page.waitForURL(new RegExp(`/shippingEdit/${id}$`));
    await eventually(() => rows('shipping-areas').count()).toBe(2);
    await calculate('1', 'Japan', '');
    await eventually(() => page.getByTestId('shipping-calc-fee').innerText()).toBe('$12.00');
    const buyer = (
      await api<{ list: { id: number; addresses: Record<string, unknown>[] }[] }>(
        'GET',
        '/admin/order/pick/customers',
        ak,
      )
    ).json.data.list.find((c) => c.addresses.length > 0)!;
    const { id: _a, isDefault: _d, ...saved } = buyer.addresses[0]!;
    // Goods the order form offers (on shelf, in stock), as another spec may have added goods of its own.
    const product = (
      await api<{ list: { productId: number; variantId: number | null; available: number }[] }>(
        'GET',
        '/admin/order/pick/products',
        ak,
      )
    ).json.data.list.find((p) => p.available >= 2 && p.variantId === null)!;
    const productId = product.productId;
    const { weight } = (await api<{ weight: number }>('GET', `/admin/catalog/product/info?id=${productId}`, ak)).json
      .data;
    const quote = await api<{ totals: { shippingFee: number } }>('POST', '/admin/order/quote', ak, {
      customerId: buyer.id,
      address: { ...saved, country: 'ES', region: 'Madrid' },
      currency: 'USD',
      shippingMethodId: id,
      lines: [{ productId, quantity: 2 }],
    });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    await calculate(String((2 * weight) / 1000), 'Spain', 'Madrid');
    const expected = `$${(quote.json.data.totals.shippingFee / 100).toFixed(2)}`;
    await eventually(() => page.getByTestId('shipping-calc-fee').innerText()).toBe(expected);

    // Delete the areas after confirming, then the unused template from the list.
    const areas = (await api<{ areas: { id: number }[] }>('GET', `/admin/setting/shipping/info?id=${id}`, ak)).json.data
      .areas;
    for (const area of areas) {
      await page.getByTestId(`shipping-area-delete-${area.id}`).click();
      await page.getByTestId(`shipping-area-delete-confirm-${area.id}`).click();
    }
    await eventually(() => page.getByTestId('shipping-areas').innerText()).toContain(t('areas.empty'));
    await page.goto('/shipping');
    await page.getByTestId(`shipping-delete-${id}`).click();
    await page.getByTestId(`shipping-delete-confirm-${id}`).click();
    await eventually(() => rows('shipping-list').count()).toBe(2);
    expect(errors.errors).toEqual([]);
  });
});
