import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launch, localeText, login, newContextIn, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits as long as the page's own actions may take (a busy machine answers slowly). */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const topBarAvatar = (page: Page) => page.getByTestId('user-menu').locator('img');
const uploadInput = (page: Page) => page.getByTestId('profile-avatar-upload').locator('input[type=file]');

async function openEdit(page: Page): Promise<void> {
  await page.goto('/profile/edit');
  await page.getByTestId('profile-avatar').waitFor();
  await poll(
    async () => (await page.getByTestId('profile-edit').locator('#truename').inputValue()).length,
  ).toBeGreaterThan(0);
}

async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/admin/profile/edit'));
  await page.getByTestId('profile-save').click();
  expect((await saved).status()).toBe(200);
  await page.waitForURL(/\/profile\/index$/);
}

describe('profile avatar', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let url = '';
  beforeAll(async () => {
    context = await newContextIn(browser, 'en');
    page = await context.newPage();
    errors = watchErrors(page);
    await login(page, 'sales');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('a picture over 2 MB or not a picture is refused before sending', async () => {
    expect(await topBarAvatar(page).count()).toBe(0);
    await openEdit(page);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/admin/upload/')) uploads.push(r.url());
    });
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(3 * 1024 * 1024),
    ]);
    await uploadInput(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await page
      .locator('.ant-message')
      .getByText(localeText('en', 'tips', 'img_size', { limit: '2 MB' }))
      .waitFor();
    await uploadInput(page).setInputFiles({
      name: 'note.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await page
      .locator('.ant-message')
      .getByText(localeText('en', 'tips', 'img_type'))
      .waitFor();
    expect(uploads).toEqual([]);
    expect(errors.errors).toEqual([]);
  });

  test('an uploaded picture is saved and shown in the top bar and the profile, after a reload too', async () => {
    await openEdit(page);
    const picture = await sharp({
      create: { width: 160, height: 160, channels: 3, background: { r: 90, g: 160, b: 220 } },
    })
      .composite([
        {
          // A head and shoulders in white.
          input: Buffer.from(
            '<svg width="160" height="160"><circle cx="80" cy="64" r="34" fill="#fff"/>' +
              '<rect x="30" y="108" width="100" height="52" rx="26" fill="#fff"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().includes('/admin/upload/image'));
    await uploadInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    expect(answer.url()).toMatch(/\/admin\/upload\/image\?kind=avatar$/);
    url = ((await answer.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    await poll(() => page.getByTestId('profile-avatar-current').locator('img').getAttribute('src')).toBe(url);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profile-avatar-upload-en');

    await save(page);
    // The top bar follows at once, and after a reload.
    await poll(() => topBarAvatar(page).getAttribute('src')).toBe(url);
    await poll(() => page.getByTestId('profile-info').locator('.ant-avatar img').getAttribute('src')).toBe(url);
    await page.reload();
    await page.getByTestId('profile-info').locator('.ant-avatar img').waitFor();
    expect(await topBarAvatar(page).getAttribute('src')).toBe(url);
    await shot(page, 'profile-avatar-saved-en');
    expect(errors.errors).toEqual([]);
  });

  test('removing the avatar clears it everywhere', async () => {
    expect(url).not.toBe('');
    await openEdit(page);
    await poll(() => page.getByTestId('profile-avatar-current').locator('img').getAttribute('src')).toBe(url);
    await page.getByTestId('profile-avatar-remove').click();
    await poll(() => page.getByTestId('profile-avatar-current').locator('img').count()).toBe(0);
    await save(page);
    await poll(() => topBarAvatar(page).count()).toBe(0);
    expect(await page.getByTestId('profile-info').locator('.ant-avatar img').count()).toBe(0);
    expect(errors.errors).toEqual([]);
  });
});
