import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContextIn, settle, watchErrors } from '../support/browser.ts';
import { addOwnSupplier } from '../support/suppliers.ts';

// Violations end to end, on a supplier of this file's own, so that the demo suppliers the other
// files order from and sign in as keep working while this one is banned: staff record a fake
// tracking number (6 points, 7 ban days) with evidence, the supplier sees the ban and its points in
// its own view and appeals with evidence while banned, staff grant the appeal on the violation
// screen, and the ban is lifted.
const t = (key: string, params: Record<string, string | number> = {}) => localeText('en', 'violation', key, params);

let browser: Browser;
let staff: Page;
let supplier: Page;
let dir: string;
let png: string;
let staffErrors: ReturnType<typeof watchErrors>;
let own: Awaited<ReturnType<typeof addOwnSupplier>>;
const info = `Tracking number FAKE-${Date.now()} never scanned`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'violation-e2e-'));
  png = path.join(dir, 'evidence.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toFile(png);
  browser = await launch();
  own = await addOwnSupplier(await apiLogin('admin'), 'Violation Test Supplier');
  staff = await (await newContextIn(browser, 'en', { as: 'admin' })).newPage();
  supplier = await (await newContextIn(browser, 'en', { as: own })).newPage();
  staffErrors = watchErrors(staff);
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Picks an option of an antd Select by typing part of its label. */
async function choose(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Polls for up to 15 s: pages load their reads after navigation on a busy machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

/** Uploads the evidence picture through an upload field and waits until it is stored and listed as done. */
async function upload(page: Page, testId: string, endpoint: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith(endpoint));
  await page.getByTestId(testId).locator('input[type=file]').setInputFiles(png);
  expect((await answered).status()).toBe(200);
  await poll(() => page.getByTestId(testId).locator('.ant-upload-list-item-uploading').count()).toBe(0);
  await poll(() => page.getByTestId(testId).locator('.ant-upload-list-item').count()).toBe(1);
}

async function ownSupplier(): Promise<{ id: number; state: string }> {
  const ak = await apiLogin('admin');
  const res = await api<{ list: { id: number; name: string; state: string }[] }>(
    'GET',
    '/admin/supply/violation/suppliers',
    ak,
  );
  return res.json.data.list.find((s) => s.id === own.id)!;
}

describe('violations: record, ban, appeal, grant', () => {
  test('staff record a violation with evidence and the supplier is banned for 7 days', async () => {
    await staff.goto('/supplier/violation');
    await staff.getByTestId('violation-record').click();
    await choose(staff, 'violation-record-supplier', own.name);
    await choose(staff, 'violation-record-type', 'Fake tracking number');
    await poll(() => staff.getByTestId('violation-record-type-rule').innerText()).toContain('6 points');
    await staff.getByTestId('violation-record-info').fill(info);
    await upload(staff, 'violation-record-evidence', '/admin/upload/violation');
    await staff.getByTestId('violation-record-submit').click();
    await poll(() => toast(staff, 'banned until').count()).toBe(1);
    await poll(() => staff.getByTestId('violation-list').innerText()).toContain(info);
    expect((await ownSupplier()).state).toBe('banned');
  });

  test('the supplier sees the ban and its points, and appeals with evidence while banned', async () => {
    await supplier.goto('/profile/merchant');
    const own = supplier.getByTestId('violation-own');
    await poll(() => own.getByTestId('violation-restricted').count()).toBe(1);
    const points = Number(await own.getByTestId('violation-points').innerText());
    expect(points).toBeGreaterThanOrEqual(6);
    const row = own.locator('tr', { hasText: info });
    await row.getByRole('button', { name: t('appeal.action') }).click();
    await supplier
      .getByTestId('violation-appeal-statement')
      .fill('The parcel was handed to the carrier; receipt attached.');
    await upload(supplier, 'violation-appeal-evidence', '/admin/upload/appeal');
    await supplier.getByTestId('violation-appeal-submit').click();
    await poll(() => toast(supplier, t('appeal.sent')).count()).toBe(1);
    await poll(() => row.innerText()).toContain(t('appeal.pending'));
  });

  test('staff grant the appeal on the violation screen and the ban is lifted', async () => {
    const b = await ownSupplier();
    await staff.goto(`/supplier/violation?appeal=pending&supplierId=${b.id}`);
    const row = staff.getByTestId('violation-list').locator('tr', { hasText: info });
    await row.getByRole('button', { name: t('decide') }).click();
    await settle(staff);
    await poll(() => staff.locator('.ant-modal').first().innerText()).toContain('receipt attached');
    await staff.getByTestId('violation-decision-reason').fill('Carrier receipt checked');
    await staff.getByTestId('violation-decide-submit').click();
    await staff.locator('.ant-modal-confirm .ant-btn-primary').click();
    await poll(() => toast(staff, t('granted_done')).count()).toBe(1);
    await poll(async () => (await ownSupplier()).state).toBe('enabled');
    await staff.goto(`/supplier/violation?supplierId=${b.id}`);
    await poll(() => staff.getByTestId('violation-list').innerText()).toContain(t('reversal_of', { id: '' }).trim());

    await supplier.reload();
    const own = supplier.getByTestId('violation-own');
    await poll(() => own.locator('tr', { hasText: info }).innerText()).toContain(t('appeal.granted'));
    expect(await own.getByTestId('violation-restricted').count()).toBe(0);
    expect(staffErrors.errors).toEqual([]);
  });
});
