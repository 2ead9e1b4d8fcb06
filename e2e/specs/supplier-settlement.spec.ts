import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContextIn, settle, shot, watchErrors } from '../support/browser.ts';

// Settlement end to end: staff open a batch of Demo Supplier A that is to be settled, mark it
// settled with a picture of the voucher (no bank reference) and the voucher amount of its total,
// and the supplier then sees it settled in its own list, with the voucher picture; the balances
// screen shows the buckets on both sides. Settling changes no supplier's standing, so the demo
// supplier serves.
const t = (key: string, params: Record<string, string | number> = {}) => localeText('en', 'settlement', key, params);

interface Batch {
  id: number;
  supplierId: number;
  supplierName: string;
  period: string;
  total: number;
  status: string;
}

let browser: Browser;
let staff: Page;
let supplier: Page;
let staffErrors: ReturnType<typeof watchErrors>;
let batch: Batch;
let dir: string;
let voucherPng: string;

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** A batch of Demo Supplier A to be settled (a month is run first when every batch is settled already). */
async function openBatch(): Promise<Batch> {
  const ak = await apiLogin('admin');
  const find = async () =>
    (
      await api<{ list: Batch[] }>(
        'GET',
        '/admin/supply/settlement/list?status=to_be_settled&keyword=Demo%20Supplier%20A&pageSize=50',
        ak,
      )
    ).json.data.list.find((b) => b.total > 0);
  const found = await find();
  if (found) return found;
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await api('POST', '/admin/supply/settlement/run', ak, { period: last });
  const made = await find();
  if (!made) throw new Error('no settlement batch of Demo Supplier A to settle');
  return made;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'settlement-e2e-'));
  voucherPng = path.join(dir, 'voucher.png');
  await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 236, g: 242, b: 250 } } })
    .composite([
      {
        input: { create: { width: 440, height: 48, channels: 3, background: { r: 22, g: 94, b: 160 } } },
        top: 20,
        left: 20,
      },
      {
        input: { create: { width: 300, height: 16, channels: 3, background: { r: 120, g: 130, b: 140 } } },
        top: 110,
        left: 20,
      },
      {
        input: { create: { width: 220, height: 16, channels: 3, background: { r: 120, g: 130, b: 140 } } },
        top: 150,
        left: 20,
      },
      {
        input: { create: { width: 160, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } },
        top: 250,
        left: 300,
      },
    ])
    .png()
    .toFile(voucherPng);
  browser = await launch();
  batch = await openBatch();
  staff = await (await newContextIn(browser, 'en', { as: 'admin' })).newPage();
  supplier = await (await newContextIn(browser, 'en', { as: 'supplier' })).newPage();
  staffErrors = watchErrors(staff, [/status of 422/]);
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('settlement: staff settle a batch with a voucher, the supplier sees it settled', () => {
  test('staff see the batch with its lines, refuse a wrong voucher amount, then settle it', async () => {
    await staff.goto('/supplier/settlement?status=to_be_settled');
    await poll(() => staff.getByTestId(`settlement-view-${batch.id}`).count()).toBe(1);
    await shot(staff, 'supplier-settlement-list');
    await staff.getByTestId(`settlement-view-${batch.id}`).click();
    await poll(() => staff.getByTestId('settlement-dialog').count()).toBe(1);
    await poll(() => staff.getByTestId('settlement-dialog').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await shot(staff, 'supplier-settlement-batch');

    const amount = (batch.total / 100).toFixed(2);
    const dialog = staff.getByTestId('settlement-dialog');
    // neither a bank reference nor a picture: the form asks for one of the two
    await staff.getByTestId('settlement-voucher-amount').fill(amount);
    await staff.getByTestId('settlement-settle').click();
    await staff.locator('.ant-popconfirm .ant-btn-primary').click();
    await poll(() => dialog.locator('.ant-form-item-explain-error', { hasText: t('voucher_missing') }).count()).toBe(1);

    const upload = staff.getByTestId('settlement-voucher-upload');
    const stored = staff.waitForResponse((r) => r.url().endsWith('/admin/upload/settlement'));
    await upload.locator('input[type=file]').setInputFiles(voucherPng);
    expect((await stored).status()).toBe(200);
    await poll(() => upload.locator('.ant-upload-list-item-uploading').count()).toBe(0);
    await poll(() => upload.locator('.ant-upload-list-item-done').count()).toBe(1);
    await poll(() => dialog.locator('.ant-form-item-explain-error', { hasText: t('voucher_missing') }).count()).toBe(0);
    await staff.getByTestId('settlement-voucher-amount').fill((batch.total / 100 + 1).toFixed(2));
    await staff.getByTestId('settlement-voucher-amount').scrollIntoViewIfNeeded();
    await settle(staff);
    await staff.screenshot({ path: '/tmp/settlement-settle-dialog.png' });
    await staff.getByTestId('settlement-settle').click();
    await staff.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await poll(() => staff.locator('.ant-message-notice', { hasText: 'must equal the batch total' }).count()).toBe(1);

    await staff.getByTestId('settlement-voucher-amount').fill(amount);
    await staff.getByTestId('settlement-settle').click();
    await staff.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await poll(() => staff.locator('.ant-message-notice', { hasText: t('settled_done') }).count()).toBe(1);
    await poll(() => staff.getByTestId('settlement-dialog').count()).toBe(0);
    staffErrors.clear();
  });

  test('the supplier sees its batch settled, with the voucher picture, and its balances', async () => {
    await supplier.goto(`/supplier/settlement?action=view&id=${batch.id}`);
    await poll(() => supplier.getByTestId('settlement-dialog').innerText()).toContain(t('status.settled'));
    await poll(() => supplier.getByTestId('settlement-voucher').innerText()).toContain(t('voucher_picture_only'));
    const picture = supplier.getByTestId('settlement-voucher').locator('img');
    expect(await picture.getAttribute('src')).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    await poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await supplier.getByTestId('settlement-settle').count()).toBe(0);
    await shot(supplier, 'supplier-settlement-own-batch');
    await supplier.screenshot({ path: '/tmp/settlement-supplier-detail.png' });
    await picture.click();
    await poll(() => supplier.locator('.ant-image-preview img:visible').count()).toBe(1);
    await settle(supplier);
    await supplier.screenshot({ path: '/tmp/settlement-supplier-preview.png' });
    await supplier.keyboard.press('Escape');
    await poll(() => supplier.locator('.ant-image-preview img:visible').count()).toBe(0);
    await supplier.goto('/supplier/amount');
    await poll(() => supplier.getByTestId('amount-available').count()).toBe(1);
    await poll(() => supplier.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await shot(supplier, 'supplier-amount-own');
    await staff.goto('/supplier/amount?tab=withdrawals');
    await poll(() => staff.getByTestId('amount-available').count()).toBe(1);
    await shot(staff, 'supplier-amount-staff');
    expect(staffErrors.errors).toEqual([]);
  });

  test("staff hold the supplier's payouts for a dispute, the supplier reads why, staff lift the hold", async () => {
    await staff.goto(`/supplier/amount?supplierId=${batch.supplierId}`);
    await staff.getByTestId('amount-dispute-hold').click();
    await staff.getByTestId('amount-dispute-reason').fill('Customer claim E2E-7');
    await staff.locator('.ant-modal-footer .ant-btn-dangerous').click();
    await poll(() => staff.getByTestId('amount-held-reason').innerText()).toContain('Customer claim E2E-7');
    await shot(staff, 'supplier-amount-dispute-staff');
    try {
      await supplier.goto('/supplier/amount');
      await poll(() => supplier.getByTestId('amount-held-reason').innerText()).toContain('Customer claim E2E-7');
      expect(await supplier.getByTestId('amount-withdraw').isDisabled()).toBe(true);
      expect(await supplier.getByTestId('amount-dispute-hold').count()).toBe(0);
    } finally {
      await staff.getByTestId('amount-dispute-lift').click();
      await staff.locator('.ant-popconfirm:visible .ant-btn-primary').click();
      await poll(() => staff.locator('.ant-message-notice', { hasText: t('amount.dispute_lifted') }).count()).toBe(1);
    }
    // the dispute is gone from the page (a bank change of the demo supplier may still hold its payouts)
    await poll(() => staff.getByTestId('amount-held-reason').filter({ hasText: 'Customer claim E2E-7' }).count()).toBe(
      0,
    );
    expect(await staff.getByTestId('amount-dispute-hold').count()).toBe(1);
    expect(staffErrors.errors).toEqual([]);
  });
});
