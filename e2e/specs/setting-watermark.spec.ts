import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVER_MESSAGES } from '@shop/shared/locales/index';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContext, newContextIn, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Watermark {
  enabled: boolean;
  kind: string;
  text: string;
  image: string;
  position: string;
  opacity: number;
  scale: number;
  version: number;
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/setting/watermark');
  await page.getByTestId('watermark-form').waitFor();
}

describe('watermark settings', () => {
  test('reachable from the settings menu; position and opacity are saved and shown again after a reload', async () => {
    const context = await newContext(browser, { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/dashboard');
      // The sidebar's settings area lists the screen.
      await page
        .getByTestId('sidebar')
        .getByText(localeText('zh-CN', 'perm', 'shezhi'), { exact: true })
        .click();
      await page.getByTestId('menu-setting_watermark').click();
      await page.waitForURL(/\/setting\/watermark$/);
      await page.getByTestId('watermark-form').waitFor();
      expect(await page.getByTestId('breadcrumbs').innerText()).toContain(
        localeText('zh-CN', 'perm', 'setting_watermark'),
      );

      await page.getByTestId('watermark-enabled').click();
      await page
        .getByTestId('watermark-kind')
        .getByText(localeText('zh-CN', 'watermark', 'kind.text'), { exact: true })
        .click();
      await page.getByTestId('watermark-text').fill('SHOP 水印');
      // The radios have names: pick "upper left" by its accessible name.
      await page.getByRole('radio', { name: localeText('zh-CN', 'watermark', 'position.northwest') }).check();
      await page.getByTestId('watermark-opacity-input').fill('35');
      await page.getByTestId('watermark-opacity-input').press('Tab');
      // The preview follows the form.
      await expect.poll(() => page.getByTestId('watermark-preview').getAttribute('data-position')).toBe('northwest');
      await expect.poll(() => page.getByTestId('watermark-preview').getAttribute('data-opacity')).toBe('35');
      expect(await page.getByTestId('watermark-preview-mark').textContent()).toBe('SHOP 水印');
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'watermark-zh-CN');

      const saved = page.waitForResponse((r) => r.url().endsWith('/admin/setting/watermark/edit'));
      await page.getByTestId('watermark-save').click();
      expect((await saved).status()).toBe(200);
      const ak = await apiLogin('admin');
      const stored = (await api<Watermark>('GET', '/admin/setting/watermark', ak)).json.data;
      expect(stored).toMatchObject({
        enabled: true,
        kind: 'text',
        text: 'SHOP 水印',
        position: 'northwest',
        opacity: 35,
      });

      await page.reload();
      await page.getByTestId('watermark-form').waitFor();
      await expect
        .poll(() =>
          page.getByRole('radio', { name: localeText('zh-CN', 'watermark', 'position.northwest') }).isChecked(),
        )
        .toBe(true);
      expect(await page.getByTestId('watermark-opacity-input').inputValue()).toBe('35');
      expect(await page.getByTestId('watermark-text').inputValue()).toBe('SHOP 水印');
      expect(await page.getByTestId('watermark-enabled').getAttribute('aria-checked')).toBe('true');
      expect(await page.getByTestId('watermark-version').innerText()).toContain(String(stored.version));
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a 3 MB picture is refused with the size message; a small PNG becomes the mark', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    try {
      await openSettings(page);
      await page
        .getByTestId('watermark-kind')
        .getByText(localeText('en', 'watermark', 'kind.image'), { exact: true })
        .click();
      const input = page.getByTestId('watermark-image-upload').locator('input[type=file]');

      // A PNG signature followed by 3 MB: refused before anything is sent.
      const uploads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/admin/upload/watermark')) uploads.push(r.url());
      });
      const big = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(3 * 1024 * 1024),
      ]);
      await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
      const toast = page.locator('.ant-message').getByText(localeText('en', 'tips', 'img_size', { limit: '2 MB' }));
      await toast.waitFor();
      await shot(page, 'watermark-too-big-en');
      expect(uploads).toEqual([]);

      const logo = await sharp({
        create: { width: 120, height: 60, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } },
      })
        .png()
        .toBuffer();
      const uploaded = page.waitForResponse((r) => r.url().includes('/admin/upload/watermark'));
      await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      expect((await uploaded).status()).toBe(200);
      await page.getByRole('radio', { name: localeText('en', 'watermark', 'position.centre') }).check();
      await expect
        .poll(() => page.getByTestId('watermark-preview-mark').evaluate((el) => el.tagName.toLowerCase()))
        .toBe('image');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'watermark-image-en');

      const saved = page.waitForResponse((r) => r.url().endsWith('/admin/setting/watermark/edit'));
      await page.getByTestId('watermark-save').click();
      expect((await saved).status()).toBe(200);
      const ak = await apiLogin('admin');
      const stored = (await api<Watermark>('GET', '/admin/setting/watermark', ak)).json.data;
      expect(stored.kind).toBe('image');
      expect(stored.image).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
      expect(stored.position).toBe('centre');
    } finally {
      await context.close();
    }
  });

  test('a save from a stale form is refused with the server message and keeps what was changed', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    try {
      await openSettings(page);
      // Someone else saves in between.
      const ak = await apiLogin('admin');
      const current = (await api<Watermark>('GET', '/admin/setting/watermark', ak)).json.data;
      const other = await api('POST', '/admin/setting/watermark/edit', ak, {
        ...current,
        scale: 30,
        version: current.version,
      });
      expect(other.status).toBe(200);

      await page.getByRole('radio', { name: localeText('en', 'watermark', 'position.south') }).check();
      await page.getByTestId('watermark-save').click();
      const conflict = page.getByTestId('watermark-conflict');
      await conflict.waitFor();
      expect(await conflict.innerText()).toContain(SERVER_MESSAGES.en['common.stale_version']);
      expect(await page.getByRole('radio', { name: localeText('en', 'watermark', 'position.south') }).isChecked()).toBe(
        true,
      );
      await shot(page, 'watermark-conflict-en');

      // Reloading shows the other save.
      await page.getByTestId('watermark-conflict-reload').click();
      await expect.poll(() => page.getByTestId('watermark-scale-input').inputValue()).toBe('30');
      expect(await page.getByTestId('watermark-conflict').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('on a 375 px phone the form, the position grid and the preview fit the width', async () => {
    const context = await newContext(browser, { width: 375, height: 740, as: 'admin' });
    const page = await context.newPage();
    try {
      await openSettings(page);
      await page.getByTestId('watermark-preview').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const preview = await page.getByTestId('watermark-preview').boundingBox();
      expect(preview!.x + preview!.width).toBeLessThanOrEqual(375);
      await page.getByTestId('watermark-position').scrollIntoViewIfNeeded();
      await shot(page, 'watermark-phone-zh-CN');
    } finally {
      await context.close();
    }
  });
});
