import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContext, sessionCode, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: ReturnType<typeof watchErrors>;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, { as: 'admin' });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await browser?.close();
});

const badge = () => page.getByTestId('messages-badge');
const badgeCount = async () => Number(await badge().getAttribute('data-count'));
const notices = () => page.locator('.ant-notification-notice');

describe('live notification', () => {
  test(
    'feedback sent by a supplier shows one persistent notification linking to /feedback and raises the ' + 'badge',
    async () => {
      // Load the dashboard and wait until the live channel has bound this page to the admin.
      const bound = page.waitForResponse((r) => r.url().includes('/admin/api/BindAdmin') && r.status() === 200);
      const counters = page.waitForResponse((r) => r.url().includes('/admin/api/message') && r.status() === 200);
      // The page's clock runs as usual, and can be moved on instead of waiting.
      await page.clock.install();
      await page.goto('/dashboard');
      await Promise.all([bound, counters]);
      await page.getByTestId('tile-help').waitFor();
      const before = await badgeCount();
      expect(await notices().count()).toBe(0);

      const supplierAk = await apiLogin('supplier');
      const sent = await api('POST', '/admin/help/suggest/add', supplierAk, {
        suggest: `live check ${Date.now()}`,
        mail: '',
        imgs: [],
      });
      expect(sent.json.code).toBe(200);

      await expect.poll(() => notices().count(), { timeout: 5_000 }).toBe(1);
      await expect.poll(badgeCount, { timeout: 5_000 }).toBe(before + 1);
      const notice = notices().first();
      expect(await notice.innerText()).toContain(localeText('zh-CN', 'shell', 'messages.new_title'));
      const link = notice.locator('a');
      expect(new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname).toBe('/feedback');
      await shot(page, 'live-notification');

      // Persistent: still there after the usual 4.5 s of a notification.
      await page.clock.fastForward(5_000);
      expect(await notices().count()).toBe(1);

      // A second rise replaces the old notification instead of stacking another.
      const again = await api('POST', '/admin/help/suggest/add', supplierAk, {
        suggest: `live check again ${Date.now()}`,
        mail: '',
        imgs: [],
      });
      expect(again.json.code).toBe(200);
      await expect.poll(badgeCount, { timeout: 5_000 }).toBe(before + 2);
      const feedbackCount = await newFeedbackCount(await sessionCode(page));
      const body = localeText('zh-CN', 'shell', 'messages.new_body', {
        name: localeText('zh-CN', 'shell', 'messages.feedback'),
        count: feedbackCount,
      });
      await expect.poll(() => notices().locator('a').innerText(), { timeout: 5_000 }).toBe(body);
      expect(await notices().count()).toBe(1);

      // The link opens the feedback list (in the app, without a reload) and closes the notification.
      await notices().locator('a').click();
      await page.waitForURL((url) => url.pathname === '/feedback');
      await page.getByTestId('feedback-list').waitFor();
      await expect.poll(() => notices().count()).toBe(0);
      expect(errors.errors).toEqual([]);
    },
  );
});

/** The admin's "new feedback" counter as the server counts it. */
async function newFeedbackCount(ak: string): Promise<number> {
  const { json } = await api<{ list: { name: string; value: number }[] }>('GET', '/admin/api/message', ak);
  const entry = json.data.list.find((e) => e.name === 'feedback');
  if (!entry) throw new Error('no feedback counter for the admin');
  return entry.value;
}
