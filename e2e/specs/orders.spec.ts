import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { parse } from 'csv-parse/sync';
import { ORDER_CSV_HEADERS, orderLabel } from '../../apps/server/src/modules/order/csv.ts';
import {
  api,
  apiLogin,
  downloaded,
  launch,
  localeText,
  newContext,
  settle,
  shot,
  watchErrors,
} from '../support/browser.ts';
import {
  addTestProduct,
  addUnpaidOrder,
  adminPage,
  pickOption,
  type OrderInfo,
  type Relative,
  type TestProduct,
} from '../support/orders.ts';

let browser: Browser;
let ak = '';
const stamp = Date.now().toString(36).toUpperCase();
const suppliers: Record<'A' | 'B', number> = { A: 0, B: 0 };
const products: Record<'A' | 'B' | 'C', TestProduct> = {} as never;

/** Waits for the screen to catch up on a busy two-core machine. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const info = async (id: number) => (await api<OrderInfo>('GET', `/admin/order/info?id=${id}`, ak)).json.data;
const stockOf = async (id: number) =>
  (await api<TestProduct>('GET', `/admin/catalog/product/info?id=${id}`, ak)).json.data.stock;

beforeAll(async () => {
  browser = await launch();
  ak = await apiLogin('admin');
  const options = (
    await api<{ suppliers: { id: number; name: string }[] }>('GET', '/admin/catalog/product/options', ak)
  ).json.data;
  suppliers.A = options.suppliers.find((s) => s.name === 'Demo Supplier A')!.id;
  suppliers.B = options.suppliers.find((s) => s.name === 'Demo Supplier B')!.id;
  products.A = await addTestProduct(ak, 'A', stamp, suppliers.A, 1250);
  products.B = await addTestProduct(ak, 'B', stamp, suppliers.B, 2999);
  products.C = await addTestProduct(ak, 'C', stamp, suppliers.A, 800);
});
afterAll(async () => {
  await browser?.close();
});

describe('orders', () => {
  let orderId = 0;
  let splitA: Relative;
  let splitB: Relative;

  test('admin creates an order with goods of two suppliers, pays it and sees it split per supplier', async () => {
    const { context, page } = await adminPage(browser, 'zh-CN');
    const errors = watchErrors(page);
    const t = (key: string, params?: Record<string, string | number>) => localeText('zh-CN', 'order', key, params);
    try {
      // The sidebar lists management, then add.
      await page
        .getByTestId('sidebar')
        .getByText(localeText('zh-CN', 'perm', 'catalog_order'), { exact: true })
        .click();
      const menu = await page
        .getByTestId('sidebar')
        .locator('[data-testid^="menu-catalog_order"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('data-testid')));
      expect(menu.slice(0, 2)).toEqual(['menu-catalog_order_index', 'menu-catalog_order_addorder']);
      await page.getByTestId('menu-catalog_order_index').click();
      await page.getByTestId('order-list').locator('tbody tr.ant-table-row').first().waitFor();
      await page.getByTestId('order-add').click();
      await page.waitForURL(/\/order\/orderAdd$/);
      await page.getByTestId('order-form').waitFor();

      // Customer: a demo customer with an address, found by e-mail (other specs add customers
      // without addresses); the form takes the default address.
      const buyer = (
        await api<{ list: { email: string; addresses: unknown[] }[] }>('GET', '/admin/order/pick/customers', ak)
      ).json.data.list.find((c) => c.addresses.length > 0)!;
      await page.getByTestId('order-customer').click();
      await page.keyboard.type(buyer.email);
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: buyer.email })
        .first()
        .click();
      await page.getByTestId('order-customer-group').waitFor();
      if (!(await page.getByTestId('order-address-name').inputValue())) {
        await page.getByTestId('order-address-name').fill('Ana García');
        await page.getByTestId('order-address-line1').fill('Calle Mayor 1');
      }
      // Goods: one of each supplier, found by SKU with their live stock.
      await pickOption(page, 'order-product-picker', products.A.sku, `order-product-option-${products.A.sku}`);
      await page.keyboard.press('Escape');
      await pickOption(page, 'order-product-picker', products.B.sku, `order-product-option-${products.B.sku}`);
      await page.keyboard.press('Escape');
      expect(await page.getByTestId(`order-line-stock-${products.A.sku}`).innerText()).toBe('10');
      // More than the stock is refused in the form.
      await page.getByTestId(`order-line-qty-${products.A.sku}`).fill('11');
      await page.getByTestId(`order-line-qty-${products.A.sku}`).press('Tab');
      await eventually(() =>
        page.getByTestId('order-form-lines').locator('.ant-form-item-explain-error').allInnerTexts(),
      ).toContain(t('line.over_stock', { count: 10 }));
      await page.getByTestId(`order-line-qty-${products.A.sku}`).fill('2');
      await page.getByTestId(`order-line-qty-${products.A.sku}`).press('Tab');
      // Totals come from the server: 2 x 12.50 + 29.99 = 54.99 before shipping and tax.
      await eventually(() => page.getByTestId('order-quote-subtotal').innerText()).toMatch(/54\.99/);
      await settle(page);
      await shot(page, 'order-add-zh-CN');

      const saved = page.waitForResponse((r) => r.url().endsWith('/admin/order/add'));
      await page.getByTestId('order-save').click();
      const res = await saved;
      expect(res.status()).toBe(200);
      expect(res.request().headers()['idempotency-key']).toBeTruthy();
      await page.waitForURL(/\/order\/orderInfo\/\d+$/);
      orderId = Number(page.url().split('/').pop());
      await page.getByTestId('order-info').waitFor();
      expect(await stockOf(products.A.id)).toBe(8);

      // Mark paid, after confirming: mixed suppliers split into one order each.
      await page.getByTestId('order-action-pay').click();
      await page.getByTestId('order-pay-ok').click();
      await page.getByTestId('order-lineage-children').waitFor();
      await eventually(() => page.getByTestId('order-lineage-children').locator('li').count()).toBe(2);
      expect(await page.getByTestId('order-state').first().innerText()).toBe(t('state.split'));
      const parent = await info(orderId);
      expect(parent.state).toBe('split');
      const kids = await Promise.all(parent.children.map((c) => info(c.id)));
      splitA = kids.find((k) => k.supplierId === suppliers.A)!;
      splitB = kids.find((k) => k.supplierId === suppliers.B)!;
      expect(splitA && splitB).toBeTruthy();
      await shot(page, 'order-detail-split-zh-CN');
      expect(await seriousViolations(page)).toEqual([]);

      // The list marks the parent and names it on each split.
      await page.goto(`/order/management?keyword=${encodeURIComponent(parent.number)}`);
      await page.getByTestId(`order-split-of-${splitA.id}`).waitFor();
      expect(await page.getByTestId(`order-split-of-${splitA.id}`).innerText()).toBe(
        t('lineage.split_of', { number: parent.number }),
      );
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('supplier A ships its split from the console with a waybill', async () => {
    expect(splitA).toBeDefined();
    const context = await newContext(browser, { as: 'supplier' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const t = (key: string, params?: Record<string, string | number>) => localeText('zh-CN', 'order', key, params);
    try {
      await page.goto(`/order/orderInfo/${splitA.id}`);
      await page.getByTestId('order-info').waitFor();
      // A supplier may ship, not pay, cancel, split or merge.
      expect(
        await page
          .getByTestId('order-actions')
          .locator('[data-testid^="order-action-"]')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-testid'))),
      ).toEqual(['order-action-ship']);
      await page.getByTestId('order-action-ship').click();
      await page.waitForURL(new RegExp(`/order/ship/${splitA.id}/0$`));
      await page.getByTestId('order-ship-form').waitFor();
      const line = (await info(splitA.id)).lines[0]!;
      expect(await page.getByTestId(`order-ship-qty-${line.id}`).inputValue()).toBe('2');

      // Waybill and quantity are required.
      await page.getByTestId(`order-ship-qty-${line.id}`).fill('0');
      await page.getByTestId('order-ship-submit').click();
      await page.getByTestId('order-ship-no-lines').waitFor();
      expect(
        await page.getByTestId('order-ship-form').locator('.ant-form-item-explain-error').allInnerTexts(),
      ).toContain(localeText('zh-CN', 'common', 'field_error.required'));

      await page.getByTestId('order-ship-provider').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: /^DHL$/ })
        .click();
      const waybill = `WB${stamp}`;
      await page.getByTestId('order-ship-waybill').fill(waybill);
      await page.getByTestId(`order-ship-qty-${line.id}`).fill('2');
      await shot(page, 'order-ship-zh-CN');
      await page.getByTestId('order-ship-submit').click();
      await page.waitForURL(new RegExp(`/order/orderInfo/${splitA.id}$`));
      await page.getByTestId('order-packages').waitFor();
      expect(await page.getByTestId('order-package-waybill').first().innerText()).toBe(waybill);
      expect(await page.getByTestId('order-ship-status').first().innerText()).toBe(t('ship_status.shipped'));
      const shipped = await info(splitA.id);
      expect(shipped.shipStatus).toBe('shipped');

      // The package's printable waybill.
      await page.getByTestId(`order-package-print-${shipped.shipments[0]!.id}`).click();
      await page.waitForURL(/\/order\/transportation\?shipment=\d+&order=\d+$/);
      expect(await page.getByTestId('order-waybill-number').innerText()).toBe(waybill);
      expect(await page.getByTestId('order-waybill-lines').locator('tbody tr').count()).toBe(1);
      await shot(page, 'order-waybill-zh-CN');
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
      expect(await page.getByTestId('order-waybill-print').isVisible()).toBe(false);
      await shot(page, 'order-waybill-print');
      await page.emulateMedia({ media: 'screen' });
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('admin is refused a merge that includes the shipped split, with its number', async () => {
    expect(splitB).toBeDefined();
    const { context, page } = await adminPage(browser, 'en');
    try {
      await page.goto(`/order/orderInfo/${splitB.id}`);
      await page.getByTestId('order-action-merge').click();
      await page.getByTestId('order-merge').waitFor();
      // The sibling split is offered and chosen.
      expect(await page.getByTestId(`order-merge-pick-${splitA.id}`).isChecked()).toBe(true);
      await page.getByTestId('order-merge-ok').click();
      await page.getByTestId('order-merge-error').waitFor();
      const text = await page.getByTestId('order-merge-error').innerText();
      expect(text).toContain(splitA.number);
      expect(text).toMatch(/already shipped cannot be merged/);
      await shot(page, 'order-merge-refused-en');
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing changed.
      expect((await info(splitB.id)).state).toBe('active');
      expect((await info(splitA.id)).state).toBe('active');
    } finally {
      await context.close();
    }
  });

  test(
    'admin edits an unpaid order (the difference shown first), then cancels it with a remark: the stock comes ' +
      'back',
    async () => {
      const before = await stockOf(products.C.id);
      const made = await addUnpaidOrder(ak, products.C.id, 2);
      expect(made.json.code, made.json.msg).toBe(200);
      const order = made.json.data;
      expect(await stockOf(products.C.id)).toBe(before - 2);

      const { context, page } = await adminPage(browser, 'zh-CN');
      const errors = watchErrors(page, [/status of 4\d\d/]);
      const t = (key: string, params?: Record<string, string | number>) => localeText('zh-CN', 'order', key, params);
      try {
        await page.goto(`/order/orderInfo/${order.id}`);
        await page.getByTestId('order-action-edit').click();
        await page.waitForURL(new RegExp(`/order/orderEdit/${order.id}$`));
        await page.getByTestId('order-form').waitFor();
        await page.getByTestId(`order-line-qty-${products.C.sku}`).fill('3');
        await page.getByTestId(`order-line-qty-${products.C.sku}`).press('Tab');
        // 8.00 more goods: the difference is shown before saving (tax and shipping may add to it).
        await eventually(() => page.getByTestId('order-quote-difference').innerText()).toMatch(/^\+/);
        await shot(page, 'order-edit-zh-CN');
        await page.getByTestId('order-save').click();
        await page.waitForURL(new RegExp(`/order/orderInfo/${order.id}$`));
        await eventually(async () => (await info(order.id)).lines[0]!.quantity).toBe(3);
        expect(await stockOf(products.C.id)).toBe(before - 3);

        // Cancel: the remark is required.
        await page.getByTestId('order-action-cancel').click();
        await page.getByTestId('order-cancel').waitFor();
        await page.getByTestId('order-cancel-ok').click();
        await eventually(() =>
          page.getByTestId('order-cancel').locator('.ant-form-item-explain-error').allInnerTexts(),
        ).toContain(localeText('zh-CN', 'common', 'field_error.required'));
        await page.getByTestId('order-cancel-text').fill('客户改变主意');
        await shot(page, 'order-cancel-zh-CN');
        await page.getByTestId('order-cancel-ok').click();
        await eventually(() => page.getByTestId('order-state').first().innerText()).toBe(t('state.cancelled'));
        expect(await page.getByTestId('order-cancel-remark').innerText()).toBe('客户改变主意');
        expect((await info(order.id)).cancelRemark).toBe('客户改变主意');
        expect(await stockOf(products.C.id)).toBe(before);
        // The product list shows the stock back too.
        await page.goto(`/product/product?keyword=${encodeURIComponent(products.C.sku)}`);
        await eventually(() =>
          page.getByTestId('product-list').locator('.product-stock-cell').first().innerText(),
        ).toContain(String(before));
        expect(errors.errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test(
    'list: saved views from the counters, filters in the URL, export; axe; screenshots at 1280 and 375 px in ' +
      'zh-CN and en',
    async () => {
      for (const lang of ['zh-CN', 'en'] as const) {
        for (const width of [1280, 375]) {
          const { context, page } = await adminPage(browser, lang, width);
          const errors = watchErrors(page);
          try {
            await page.goto('/order/management?view=awaiting_payment');
            await page.getByTestId('order-list').locator('tbody tr.ant-table-row').first().waitFor();
            // The view is the segmented control's choice, and the rows are unpaid.
            expect(await page.getByTestId('order-views').locator('.ant-segmented-item-selected').innerText()).toBe(
              localeText(lang, 'order', 'view.awaiting_payment'),
            );
            const unpaid = await page
              .getByTestId('order-list')
              .locator('[data-testid="order-pay-status"]')
              .allInnerTexts();
            expect(new Set(unpaid)).toEqual(new Set([localeText(lang, 'order', 'pay_status.unpaid')]));
            await settle(page);
            await shot(page, `order-list-${lang}-${width}`);
            if (width === 1280) {
              expect(await seriousViolations(page)).toEqual([]);
              // Export of the filtered list: an authenticated CSV download of exactly the listed rows.
              const download = page.waitForEvent('download');
              await page.getByTestId('order-export').click();
              const file = await download;
              expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
              const [header, ...records] = parse((await downloaded(file)).toString('utf8'), {
                bom: true,
              }) as string[][];
              expect(header).toEqual(ORDER_CSV_HEADERS[lang]);
              const listed = await api<{ total: number }>('GET', '/admin/order?view=awaiting_payment', ak);
              expect(records).toHaveLength(listed.json.data.total);
              const payment = header!.indexOf(ORDER_CSV_HEADERS[lang][6]!);
              expect(new Set(records.map((r) => r[payment]))).toEqual(new Set([orderLabel(lang, 'unpaid')]));
            }
            // The detail of the split parent at this size.
            await page.goto(`/order/orderInfo/${orderId}`);
            await page.getByTestId('order-lineage-children').waitFor();
            await settle(page);
            await shot(page, `order-detail-${lang}-${width}`);
            // The add form at this size.
            await page.goto('/order/orderAdd');
            await page.getByTestId('order-form').waitFor();
            await page.getByTestId('order-quote').waitFor();
            await settle(page);
            await shot(page, `order-add-${lang}-${width}`);
            if (width === 375) {
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              );
              expect(overflow).toBeLessThanOrEqual(1);
            }
            expect(errors.errors).toEqual([]);
          } finally {
            await context.close();
          }
        }
      }
    },
  );

  test('split dialog: parts by supplier-free quantities, the rest as one more split', async () => {
    const order = (await addUnpaidOrder(ak, products.C.id, 3)).json.data;
    const { context, page } = await adminPage(browser, 'en', 375);
    try {
      await page.goto(`/order/orderInfo/${order.id}`);
      await page.getByTestId('order-action-split').click();
      await page.getByTestId('order-split').waitFor();
      const line = order.lines[0]!;
      await page.getByTestId(`order-split-qty-0-${line.id}`).fill('1');
      await eventually(() => page.getByTestId('order-split-rest').innerText()).toContain('× 2');
      await shot(page, 'order-split-en-375');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('order-split-ok').click();
      await eventually(() => page.getByTestId('order-lineage-children').locator('li').count()).toBe(2);
      expect((await info(order.id)).state).toBe('split');
    } finally {
      await context.close();
    }
  });
});
