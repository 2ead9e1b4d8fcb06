import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, newContextIn, settle, shot, watchErrors } from '../support/browser.ts';

// The supply-chain logistics platform end to end: Demo Supplier A creates a cross-border shipment
// (from Hong Kong to the main warehouse in China) whose declaration is filled from the product's
// template, ships it; staff receive it at the warehouse with one unit short, and the timeline shows
// every step with who made it.

interface ProductOption {
  id: number;
  name: string;
  sku: string;
  purchasePrice: number;
  currency: string;
  variants: unknown[];
}

let browser: Browser;
let supplier: Page;
let staff: Page;
let product: ProductOption;
let shipmentId = 0;
const waybill = `SF${Date.now()}`;
const templateName = `Template earphones ${Date.now() % 100_000}`;

/** Picks an option of an antd Select by typing part of its label. */
async function choose(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

beforeAll(async () => {
  browser = await launch();
  // The product's template, kept by an earlier draft of the supplier's (saved back on request).
  const ak = await apiLogin('supplier');
  const products = await api<{ list: ProductOption[] }>('GET', '/admin/supply/logistics/products', ak);
  product = products.json.data.list.find((p) => p.variants.length === 0 && p.purchasePrice > 0)!;
  const options = await api<{
    warehouses: { id: number; country: string }[];
    providers: { id: number; code: string }[];
  }>('GET', '/admin/supply/logistics/options', ak);
  const draft = await api('POST', '/admin/supply/logistics/add', ak, {
    warehouseId: options.json.data.warehouses.find((w) => w.country === 'CN')!.id,
    fromCountry: 'HK',
    providerId: options.json.data.providers.find((p) => p.code === 'SF')!.id,
    waybill: `${waybill}-T`,
    shipDate: new Date().toISOString().slice(0, 10),
    items: [
      {
        productId: product.id,
        quantity: 1,
        saveTemplate: true,
        declaration: {
          nameZh: '模板耳机',
          nameEn: templateName,
          material: 'ABS plastic',
          purpose: 'Personal audio',
          hsCode: '8518.30',
          originCountry: 'CN',
          declaredValue: product.purchasePrice,
          currency: product.currency,
          battery: true,
        },
      },
    ],
  });
  expect(draft.status).toBe(200);
  supplier = await (await newContextIn(browser, 'en', { as: 'supplier' })).newPage();
  staff = await (await newContextIn(browser, 'en', { as: 'admin' })).newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('supply-chain logistics: template, ship, receive', () => {
  test('a supplier creates a cross-border shipment from the template and ships it', async () => {
    const errors = watchErrors(supplier);
    await supplier.goto('/supplier/logistics');
    await poll(() => supplier.getByTestId('shipment-list').locator('tbody tr').count()).toBeGreaterThan(1);
    await shot(supplier, 'supplier-logistics-list-en');
    await supplier.getByTestId('shipment-add').click();
    await supplier.getByTestId('shipment-page').waitFor();
    await choose(supplier, 'shipment-warehouse', 'Main warehouse');
    await choose(supplier, 'shipment-from', 'HK');
    await choose(supplier, 'shipment-provider', 'SF Express');
    await supplier.getByTestId('shipment-waybill').fill(waybill);
    await poll(() => supplier.getByTestId('shipment-route-hint').innerText()).toContain('Cross-border');
    await choose(supplier, 'shipment-item-product-0', product.sku);
    await poll(() => supplier.getByTestId('shipment-item-nameEn-0').inputValue()).toBe(templateName);
    expect(await supplier.getByTestId('shipment-item-hsCode-0').inputValue()).toBe('851830');
    await supplier.getByTestId('shipment-item-0').getByRole('spinbutton').first().fill('5');
    await shot(supplier, 'supplier-logistics-add-en');
    await supplier.getByTestId('shipment-form-submit').click();
    await supplier.waitForURL(/\/supplier\/logisticsInfo\/\d+$/);
    shipmentId = Number(supplier.url().split('/').pop());
    await poll(() => supplier.getByTestId('shipment-state').first().innerText()).toBe('Draft');
    await supplier.getByTestId('shipment-move-shipped').click();
    await supplier.locator('.ant-popconfirm .ant-btn-primary').click();
    await poll(() => supplier.getByTestId('shipment-state').first().innerText()).toBe('Shipped');
    await expect(supplier.getByTestId('shipment-edit').count()).resolves.toBe(0);
    expect(errors.errors).toEqual([]);
  });

  test('staff receive it at the warehouse, one short, and the timeline shows each step', async () => {
    expect(shipmentId).toBeGreaterThan(0);
    await staff.goto(`/supplier/logisticsInfo/${shipmentId}`);
    await staff.getByTestId('shipment-receive').click();
    await staff.getByTestId('shipment-receive-qty-0').fill('4');
    await settle(staff);
    await shot(staff, 'supplier-logistics-receive-en');
    await staff.getByTestId('shipment-receive-ok').click();
    await poll(() => staff.getByTestId('shipment-state').first().innerText()).toBe('Received');
    await poll(() => staff.getByTestId('shipment-items').innerText()).toContain('1 short');
    const timeline = await staff.getByTestId('shipment-timeline').innerText();
    expect(timeline).toMatch(
      /Draft[\s\S]*Supplier A Operator[\s\S]*Shipped[\s\S]*Received[\s\S]*Platform Administrator/,
    );
    await shot(staff, 'supplier-logistics-info-en');
    // the supplier sees it received
    await supplier.goto(`/supplier/logisticsInfo/${shipmentId}`);
    await poll(() => supplier.getByTestId('shipment-state').first().innerText()).toBe('Received');
    await expect(supplier.getByTestId('shipment-receive').count()).resolves.toBe(0);
  });

  test('staff see the shipments of every supplier in Chinese, filtered by state', async () => {
    const zh = await (await newContextIn(browser, 'zh-CN', { as: 'admin' })).newPage();
    await zh.goto('/supplier/logistics?state=received');
    // the empty table's placeholder is a row too: wait for the received shipments themselves
    await poll(() => zh.getByTestId('shipment-list').locator('tbody').innerText()).toContain('已签收');
    const rows = await zh.getByTestId('shipment-list').locator('tbody').innerText();
    expect(rows).toContain('已签收');
    expect(rows).not.toContain('草稿');
    expect(rows).toContain('Demo Supplier A');
    await shot(zh, 'supplier-logistics-list-zh-CN');
  });
});
