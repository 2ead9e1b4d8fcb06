import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launch, localeText, newContextIn, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The subjects of the messages the run's mail sink has received so far. */
async function sentSubjects(): Promise<string[]> {
  const dir = inject('mailDir');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  return mails.map((m) => m.subject ?? '');
}

describe('settings: third-party mail', () => {
  test('the SMTP server is saved in the console and a test e-mail arrives at it, with its reply shown', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/dashboard');
      await page
        .getByTestId('sidebar')
        .getByText(localeText('en', 'perm', 'shezhi'), { exact: true })
        .click();
      await page.getByTestId('menu-setting_mail').click();
      await page.waitForURL(/\/setting\/mail$/);
      await page.getByTestId('mail-settings-form').waitFor();

      // The run's mail sink, the same one the server's configuration names: later specs' mail still lands there.
      await page.getByTestId('mail-host').fill('127.0.0.1');
      await page.getByTestId('mail-port').fill(String(inject('mailPort')));
      await page.getByTestId('mail-port').press('Tab');
      await page.getByTestId('mail-sender').fill('Demo Shop <shop@example.com>');
      // A test before saving is not offered: it would use the saved settings.
      expect(await page.getByTestId('mail-test-send').isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      const saved = page.waitForResponse((r) => r.url().endsWith('/admin/setting/mail/edit'));
      await page.getByTestId('mail-settings-save').click();
      expect((await saved).status()).toBe(200);
      await page
        .locator('.ant-message')
        .getByText(localeText('en', 'common', 'saved'))
        .waitFor();

      const before = (await sentSubjects()).length;
      await page.getByTestId('mail-test-to').fill('owner@example.com');
      await page.getByTestId('mail-test-send').click();
      const answer = page.getByTestId('mail-test-answer');
      await answer.waitFor();
      expect(await answer.innerText()).toContain(
        localeText('en', 'mail-settings', 'test.sent', { to: 'owner@example.com' }),
      );
      expect(await answer.locator('code').innerText()).toMatch(/^250/);
      const subjects = await sentSubjects();
      expect(subjects.length).toBe(before + 1);
      expect(subjects).toContain('Test e-mail');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
