import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, newContextIn } from './browser.ts';

/** What the order specs read of an order, its lines, its relatives (parent, splits) and the products they add. */
export interface Relative {
  id: number;
  number: string;
  state: string;
  supplierId: number | null;
}
export interface OrderLine {
  id: number;
  productId: number;
  quantity: number;
  shippedQuantity: number;
  supplierId: number | null;
}
export interface OrderInfo extends Relative {
  version: number;
  payStatus: string;
  shipStatus: string;
  cancelRemark: string;
  children: Relative[];
  lines: OrderLine[];
  shipments: { id: number; waybill: string }[];
}
export interface TestProduct {
  id: number;
  sku: string;
  stock: number;
}

/** Adds an on-shelf product of this supplier with 10 in stock, named and numbered after `key` and the run's stamp. */
export async function addTestProduct(
  ak: string,
  key: string,
  stamp: string,
  supplierId: number,
  price: number,
): Promise<TestProduct> {
  const sku = `E2E-ORD-${key}-${stamp}`;
  const res = await api<TestProduct>('POST', '/admin/catalog/product/add', ak, {
    name: {
      'zh-CN': `订单测试商品 ${key} ${stamp}`,
      en: `Order test ${key} ${stamp}`,
      es: `Prueba de pedido ${key} ${stamp}`,
      ja: `注文テスト ${key} ${stamp}`,
    },
    number: `N-ORD-${key}-${stamp}`,
    sku,
    price,
    stock: 10,
    weight: 300,
    onShelf: true,
    supplierId,
  });
  expect(res.json.code, res.json.msg).toBe(200);
  return res.json.data;
}

/**
 * Adds an unpaid order through the API: `quantity` of one product for the first customer with a saved address (that
 * address), in USD with the first shipping method. Answers the API's answer as it came.
 */
export async function addUnpaidOrder(
  ak: string,
  productId: number,
  quantity: number,
): ReturnType<typeof api<OrderInfo>> {
  const customers = (
    await api<{ list: { id: number; addresses: Record<string, string>[] }[] }>('GET', '/admin/order/pick/customers', ak)
  ).json.data.list;
  const buyer = customers.find((c) => c.addresses.length > 0)!;
  const { id: _id, isDefault: _d, ...address } = buyer.addresses[0] as Record<string, unknown>;
  const choices = (await api<{ shippingMethods: { id: number }[] }>('GET', '/admin/order/choices', ak)).json.data;
  return api<OrderInfo>('POST', '/admin/order/add', ak, {
    customerId: buyer.id,
    address,
    currency: 'USD',
    shippingMethodId: choices.shippingMethods[0]!.id,
    lines: [{ productId, quantity }],
  });
}

/** Opens an antd select, types, and picks the option holding this test id. */
export async function pickOption(page: Page, select: string, typed: string, option: string): Promise<void> {
  await page.getByTestId(select).click();
  await page.keyboard.type(typed);
  const choice = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTestId(option);
  await choice.waitFor();
  await choice.click();
}

/** A page of the console signed in as admin, in this language and width, on the dashboard. */
export async function adminPage(
  browser: Browser,
  lang: 'zh-CN' | 'en',
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContextIn(browser, lang, { width, height: width < 500 ? 812 : 800, as: 'admin' });
  const page = await context.newPage();
  await page.goto('/dashboard');
  return { context, page };
}
