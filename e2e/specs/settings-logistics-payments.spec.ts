import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContext, newContextIn, shot, watchErrors } from '../support/browser.ts';
import { addTestProduct, addUnpaidOrder } from '../support/orders.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);
/** expect.poll with room for a busy machine. */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

interface ProviderRow {
  id: number;
  code: string;
  name: string;
  enabled: boolean;
  carriesBatteries: boolean;
  shipmentCount: number;
}
interface PaymentInfo {
  id: number;
  builtIn: string | null;
  name: Record<string, string>;
  credentials: { key: string; state: string }[];
  version: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: logistics providers and payment methods (admin, zh-CN)', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let ak = '';
  const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
  const fieldErrors = (form: Locator) => form.locator('.ant-form-item-explain-error');

  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    // The refusals the tests provoke are logged by the browser as failed requests.
    errors = watchErrors(page, [/status of 4\d\d/]);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('/logistics: checks the tracking URL on its field, adds, disables and deletes a provider', async () => {
    await page.goto('/logistics');
    await eventually(() => rows('provider-list').count()).toBeGreaterThanOrEqual(4);
    const names = await page.getByTestId('provider-list').getByTestId('provider-name').allInnerTexts();
    expect(names.slice(0, 4)).toEqual(['SF Express', 'DHL', 'UPS', 'China Post EMS']);
    await page.getByTestId('menu-setting_logistics').waitFor();

    await page.getByTestId('provider-add').click();
    const form = page.getByTestId('provider-form');
    await form.waitFor();
    await page.getByTestId('provider-name-input').fill(`E2E carrier ${stamp}`);
    await page.getByTestId('provider-code-input').fill(`e2e-${stamp}`);
    await page.getByTestId('provider-tracking-input').fill('https://track.example.com/?no=');
    await page.getByTestId('provider-form-submit').click();
    await eventually(() => fieldErrors(form).allInnerTexts()).toEqual([
      t('logistics-provider', 'tracking_url_invalid'),
    ]);
    await page.getByTestId('provider-tracking-input').fill('https://track.example.com/?no={waybill}');
    await eventually(() => page.getByTestId('provider-tracking-preview').innerText()).toContain(
      'https://track.example.com/?no=SF1234567890',
    );
    await page.getByTestId('provider-batteries-input').click();
    await shot(page, 'settings-logistics-form-zh');
    await page.getByTestId('provider-form-submit').click();
    await eventually(() => form.isVisible()).toBe(false);
    const added = (await api<{ list: ProviderRow[] }>('GET', `/admin/setting/logistics?keyword=${stamp}`, ak)).json.data
      .list[0]!;
    expect(added).toMatchObject({ code: `e2e-${stamp}`, enabled: true, carriesBatteries: true });
    const row = rows('provider-list').filter({ hasText: stamp });
    await eventually(() => row.getByTestId('provider-batteries').innerText()).toBe(
      t('logistics-provider', 'batteries_yes'),
    );

    // Disabled: the shipment form no longer offers it.
    await page.getByTestId(`provider-status-${added.id}`).click();
    await eventually(() => page.getByTestId(`provider-status-${added.id}`).getAttribute('aria-checked')).toBe('false');
    const choices = (await api<{ providers: { id: number }[] }>('GET', '/admin/order/choices', ak)).json.data;
    expect(choices.providers.map((p) => p.id)).not.toContain(added.id);

    // A provider shipments went with has its delete button disabled; an unused one goes after confirming.
    const used = (
      await api<{ list: ProviderRow[] }>('GET', '/admin/setting/logistics?pageSize=50', ak)
    ).json.data.list.find((p) => p.shipmentCount > 0);
    if (used) {
      const button = rows('provider-list').filter({ hasText: used.name }).getByRole('button', { name: /删除/ });
      expect(await button.isDisabled()).toBe(true);
    }
    await page.getByTestId(`provider-delete-${added.id}`).click();
    await page.getByTestId(`provider-delete-confirm-${added.id}`).click();
    await eventually(() => rows('provider-list').filter({ hasText: stamp }).count()).toBe(0);
    await shot(page, 'settings-logistics-zh');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.errors).toEqual([]);
  });

  test('/payment: sets a credential that is never shown again, adds a method on its page', async () => {
    await page.goto('/payment');
    await eventually(() => rows('payment-list').count()).toBeGreaterThanOrEqual(2);
    const names = await page.getByTestId('payment-list').getByTestId('payment-name').allInnerTexts();
    expect(names.slice(0, 2)).toEqual(['银行转账', '货到付款']);
    // Built-in methods have no delete button.
    expect(await page.getByTestId('payment-list').locator('[data-testid^="payment-delete-"]').count()).toBe(0);
    await shot(page, 'settings-payment-list-zh');

    const bank = (await api<{ list: PaymentInfo[] }>('GET', '/admin/setting/payment', ak)).json.data.list.find(
      (p) => p.builtIn === 'bank_transfer',
    )!;
    await page.getByTestId(`payment-edit-${bank.id}`).click();
    await page.waitForURL(new RegExp(`/paymentEdit/${bank.id}$`));
    await page.getByTestId('payment-form').waitFor();
    await eventually(() => page.getByTestId('payment-name-en').inputValue()).toBe('Bank transfer');
    const secret = `MCH-${stamp}-secret`;
    await page.getByTestId('payment-credential-add').click();
    await page.getByTestId('payment-credential-key-0').fill('merchantId');
    await page.getByTestId('payment-credential-value-0').fill(secret);
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/setting/payment/edit'));
    await page.getByTestId('payment-form-submit').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(secret);
    await page.waitForURL(/\/payment$/);

    // Opened again: the credential is set, its value is not there.
    await page.goto(`/paymentEdit/${bank.id}`);
    await page.getByTestId('payment-credential-key-0').waitFor();
    expect(await page.getByTestId('payment-credential-key-0').inputValue()).toBe('merchantId');
    expect(await page.getByTestId('payment-credential-value-0').inputValue()).toBe('');
    expect(await page.getByTestId('payment-credentials').innerText()).toContain(t('payment', 'credential_state.set'));
    expect(await page.content()).not.toContain(secret);
    await shot(page, 'settings-payment-edit-zh');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('payment-form-cancel').click();

    // Add: a name is needed in one language at least, checked before sending.
    await page.getByTestId('payment-add').click();
    await page.waitForURL(/\/paymentEdit\/new$/);
    const form = page.getByTestId('payment-form');
    await form.waitFor();
    await page.getByTestId('payment-form-submit').click();
    await eventually(() => fieldErrors(form).allInnerTexts()).toContain(
      localeText('zh-CN', 'common', 'field_error.required'),
    );
    await page.getByTestId('payment-name-en').fill(`E2E wallet ${stamp}`);
    await page.getByTestId('payment-fee-type').getByText(t('payment', 'fee_type.percent')).click();
    await page.getByTestId('payment-fee-percent').fill('2.5');
    const added = page.waitForResponse((r) => r.url().endsWith('/admin/setting/payment/add'));
    await page.getByTestId('payment-form-submit').click();
    const made = (await (await added).json()) as { code: number; data: { fee: number; feeType: string } };
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ feeType: 'percent', fee: 250 });
    await page.waitForURL(/\/payment$/);
    await eventually(() =>
      rows('payment-list')
        .filter({ hasText: `E2E wallet ${stamp}` })
        .count(),
    ).toBe(1);
    expect(errors.errors).toEqual([]);
  });

  test('an order marked paid records the payment method chosen', async () => {
    const options = (
      await api<{ suppliers: { id: number; name: string }[] }>('GET', '/admin/catalog/product/options', ak)
    ).json.data;
    const product = await addTestProduct(ak, 'PAY', stamp, options.suppliers[0]!.id, 1500);
    const order = (await addUnpaidOrder(ak, product.id, 1)).json.data;
    await page.goto(`/order/orderInfo/${order.id}`);
    await page.getByTestId('order-action-pay').click();
    await page.getByTestId('order-pay-method').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('货到付款').click();
    await shot(page, 'order-pay-method-zh');
    await page.getByTestId('order-pay-ok').click();
    await eventually(() => page.getByTestId('order-payment-method').innerText()).toBe('货到付款');
    expect(errors.errors).toEqual([]);
  });
});

describe('the screens in every language', () => {
  for (const lang of ['zh-CN', 'en', 'es', 'ja'] as const) {
    test(`${lang}: /logistics, /payment and a payment method's page`, async () => {
      const context = await newContextIn(browser, lang, { as: 'admin' });
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto('/logistics');
        await page.getByTestId('provider-list').locator('tbody tr.ant-table-row').first().waitFor();
        expect(await page.getByTestId('provider-list').locator('h2').innerText()).toBe(
          localeText(lang, 'logistics-provider', 'title'),
        );
        await page.goto('/payment');
        await page.getByTestId('payment-list').locator('tbody tr.ant-table-row').first().waitFor();
        expect(await page.getByTestId('payment-list').locator('h2').innerText()).toBe(
          localeText(lang, 'payment', 'title'),
        );
        expect(await page.getByTestId('payment-list').innerText()).toContain(localeText(lang, 'payment', 'built_in'));
        await page.goto('/paymentEdit/new');
        await page.getByTestId('payment-form').waitFor();
        expect(await page.getByTestId('payment-page').locator('h2').innerText()).toBe(
          localeText(lang, 'payment', 'add'),
        );
        expect(await page.getByTestId('payment-credentials').innerText()).toContain(
          localeText(lang, 'payment', 'field.credentials'),
        );
        await shot(page, `settings-payment-new-${lang}`);
        expect(errors.errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
