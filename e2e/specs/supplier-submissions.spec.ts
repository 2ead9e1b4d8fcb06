import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContextIn, watchErrors } from '../support/browser.ts';

// Staff review what suppliers submit for audit: a rejection needs a reason (the field says so),
// then goes through with one; an approved bank card change holds the supplier's payouts.
let browser: Browser;
let page: Page;
let errors: ReturnType<typeof watchErrors>;

beforeAll(async () => {
  browser = await launch();
  page = await (await newContextIn(browser, 'en', { as: 'admin' })).newPage();
  // the refused rejection answers 422: the browser logs the failed request, nothing else may appear
  errors = watchErrors(page, [/status of 422/]);
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });

async function firstPending(list: string): Promise<{ id: number; supplierId: number }> {
  const res = await api<{ list: { id: number; supplierId: number }[] }>(
    'GET',
    `${list}?status=pending`,
    await apiLogin('admin'),
  );
  expect(res.status).toBe(200);
  expect(res.json.data.list.length).toBeGreaterThan(0);
  return res.json.data.list[0]!;
}

describe('reviews of supplier submissions', () => {
  test('an invoice is rejected only with a reason', async () => {
    const invoice = await firstPending('/admin/supply/invoice/list');
    await page.goto(`/supplier/invoice?action=review&id=${invoice.id}`);
    const dialog = page.getByTestId('invoice-dialog');
    await dialog.waitFor();
    // the list behind it filters by status and period
    for (const field of ['status', 'period'])
      await page.getByRole('combobox', { name: localeText('en', 'invoice', `field.${field}`) }).waitFor();
    await page.getByTestId('invoice-reject').click();
    await poll(() => dialog.locator('.ant-form-item-explain-error').count()).toBe(1);
    await page.getByTestId('invoice-reason').fill('The amount is not the settled one');
    await page.getByTestId('invoice-reject').click();
    await toast(localeText('en', 'invoice', 'rejected_done')).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const info = await api<{ status: string; reason: string }>(
      'GET',
      `/admin/supply/invoice/info?id=${invoice.id}`,
      await apiLogin('admin'),
    );
    expect(info.json.data).toMatchObject({ status: 'rejected', reason: 'The amount is not the settled one' });
  });

  test('an approved bank card change becomes the account and holds payouts', async () => {
    const change = await firstPending('/admin/supply/bank/list');
    await page.goto(`/supplier/supplierinfo/${change.supplierId}?tab=bank&action=review&id=${change.id}`);
    await page.getByTestId('bank-review').waitFor();
    await page.getByTestId('bank-approve').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await toast(localeText('en', 'bank', 'approved_done')).waitFor();
    const info = await api<{ status: string; holdUntil: string | null }>(
      'GET',
      `/admin/supply/bank/info?id=${change.id}`,
      await apiLogin('admin'),
    );
    expect(info.json.data.status).toBe('approved');
    expect(info.json.data.holdUntil).not.toBeNull();
    expect(errors.errors).toEqual([]);
  });
});
