import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, localeText, newContext, settle, shot, watchErrors } from '../support/browser.ts';

const t = (ns: string, key: string) => localeText('zh-CN', ns, key);

let browser: Browser;
let page: Page;
let errors: ReturnType<typeof watchErrors>;
let dir: string;
let png: string;
let fakePng: string;
// Unique per run, so the admin's list shows this entry and not an older one.
const description = `屏幕上的库存数字不对 ${Date.now()}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'feedback-e2e-'));
  png = path.join(dir, 'screen.png');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toFile(png);
  fakePng = path.join(dir, 'notes.png');
  writeFileSync(fakePng, 'plain text, not a picture\n');
  browser = await launch();
  const context = await newContext(browser, { as: 'supplier' });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/dashboard');
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const dialog = () => page.locator('.ant-modal').filter({ has: page.locator('#feedback-suggest') });
const suggest = () => page.locator('#feedback-suggest');
const fieldError = () => dialog().locator('.ant-form-item-explain-error');
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
const uploaded = () => dialog().locator('.ant-upload-list-item');
// antd spaces out two-character Chinese labels (取 消), so the footer's plain button is the cancel one.
const cancelButton = () => dialog().locator('.ant-modal-footer button:not(.ant-btn-primary)');

async function openDialog(): Promise<void> {
  await page.getByTestId('feedback-button').click();
  await expect.poll(() => dialog().isVisible()).toBe(true);
}

async function expectClosed(): Promise<void> {
  await expect.poll(() => dialog().isVisible()).toBe(false);
}

describe('feedback dialog (supplier)', () => {
  test('opens 600 px wide', async () => {
    await openDialog();
    // Polled: the dialog zooms in, so its box grows to the final width.
    await expect.poll(async () => (await dialog().boundingBox())?.width).toBe(600);
    expect(await dialog().locator('.ant-modal-title').innerText()).toBe(t('feedback', 'dialog_title'));
    // A vertical form: each label starts at the left edge of its field, above it (measured once the
    // dialog's opening motion has settled).
    await settle(page);
    const offset = async () => {
      const label = await dialog().locator('label[for="feedback-suggest"]').boundingBox();
      const field = await suggest().boundingBox();
      return { x: Math.abs(label!.x - field!.x) < 4, above: label!.y < field!.y };
    };
    await expect.poll(offset).toEqual({ x: true, above: true });
    // The labels name their fields (assistive technology reads them).
    expect(await page.getByLabel(t('feedback', 'field.suggest')).getAttribute('id')).toBe('feedback-suggest');
    expect(await page.getByLabel(t('feedback', 'field.mail')).getAttribute('id')).toBe('feedback-mail');
  });

  test('the description is checked on blur', async () => {
    await suggest().focus();
    expect(await fieldError().count()).toBe(0);
    await page.locator('#feedback-mail').focus();
    await expect.poll(() => fieldError().allInnerTexts()).toEqual([t('route', 'desc_tips')]);
    // Whitespace only is still empty.
    await suggest().fill('   ');
    await page.locator('#feedback-mail').focus();
    await expect.poll(() => fieldError().allInnerTexts()).toEqual([t('route', 'desc_tips')]);
    await suggest().fill('');
  });

  test('submitting the empty form warns with the common required text and keeps the dialog', async () => {
    await page.getByTestId('feedback-submit').click();
    await toast(t('common', 'required_warning')).waitFor();
    expect(await dialog().isVisible()).toBe(true);
  });

  test('a PNG uploads; a text file named .png is refused as a wrong type', async () => {
    const input = page.getByTestId('feedback-upload').locator('input[type=file]');
    await input.setInputFiles(fakePng);
    await toast(t('tips', 'img_type')).waitFor();
    expect(await uploaded().count()).toBe(0);

    const answer = page.waitForResponse((r) => r.url().endsWith('/admin/upload/feedback'));
    await input.setInputFiles(png);
    expect((await answer).status()).toBe(200);
    await expect
      .poll(() =>
        dialog()
          .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
          .count(),
      )
      .toBe(1);
    await shot(page, 'feedback-dialog-filled');
  });

  test('a filled form is sent: the dialog closes and opens again empty', async () => {
    await suggest().fill(description);
    await page.locator('#feedback-mail').fill('ops@supplier-a.example');
    const sent = page.waitForResponse((r) => r.url().endsWith('/admin/help/suggest/add'));
    await page.getByTestId('feedback-submit').click();
    const res = await sent;
    const body = (await res.json()) as { code: number };
    expect(body.code).toBe(200);
    const request = JSON.parse(res.request().postData() ?? '{}') as { suggest: string; mail: string; imgs: string[] };
    expect(request.suggest).toBe(description);
    expect(request.imgs).toHaveLength(1);
    await expectClosed();
    await toast(t('feedback', 'sent')).waitFor();

    await openDialog();
    expect(await suggest().inputValue()).toBe('');
    expect(await page.locator('#feedback-mail').inputValue()).toBe('');
    expect(await uploaded().count()).toBe(0);
    expect(await fieldError().count()).toBe(0);
  });

  test('cancel clears the fields too', async () => {
    expect((await cancelButton().innerText()).replace(/\s/g, '')).toBe(t('common', 'action.cancel'));
    await suggest().fill('draft that is thrown away');
    await page.locator('#feedback-mail').fill('someone@example.com');
    await cancelButton().click();
    await expectClosed();
    await openDialog();
    expect(await suggest().inputValue()).toBe('');
    expect(await page.locator('#feedback-mail').inputValue()).toBe('');
    await cancelButton().click();
    await expectClosed();
    expect(errors.errors).toEqual([]);
  });
});

describe('feedback list (admin)', () => {
  test('the new entry is listed with its supplier and picture', async () => {
    const context = await newContext(browser, { as: 'admin' });
    const admin = await context.newPage();
    try {
      await admin.goto('/feedback');
      const row = admin.getByTestId('feedback-list').locator('tbody tr', { hasText: description });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('Demo Supplier A');
      expect(text).toContain(t('feedback', 'status.new'));
      // The picture column shows one picture.
      expect(await row.locator('.anticon-picture').count()).toBe(1);
      await shot(admin, 'feedback-admin-list');
    } finally {
      await context.close();
    }
  });
});
