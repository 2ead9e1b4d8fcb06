import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launch, localeText, newContext, newContextIn, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const EMAIL = `apply-${stamp}@example.com`;
const USERNAME = `vendor${stamp}`;
const PASSWORD = 'Vendor-pass-2026';
const DOCS = ['business_licence', 'tax_registration', 'legal_person_id', 'bank_account_proof'];

/** The texts of the run's mail sink's messages to `to`. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = inject('mailDir');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  return mails.filter((m) => JSON.stringify(m.to ?? '').includes(to)).map((m) => m.text ?? '');
}

async function waitForMail(to: string, match: RegExp): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const found = (await mailsTo(to)).find((m) => match.test(m));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no mail to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function upload(page: Page, kind: string, png: Buffer): Promise<void> {
  await page
    .getByTestId(`apply-doc-${kind}`)
    .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: png });
  await page.getByTestId(`apply-doc-${kind}-name`).waitFor();
}

/** The reviewer opens the application from the queue and decides it: `reject` items as illegible, the rest approved. */
async function review(page: Page, reference: string, reject: string[]): Promise<void> {
  await page.goto('/supplier/supplierapply');
  const row = page.locator('tr', { hasText: reference });
  await row.getByRole('link').click();
  await page.getByTestId('review-decisions').waitFor();
  await page.getByTestId('review-approve-all').click();
  for (const item of reject) {
    await page
      .getByTestId(`review-choice-${item}`)
      .getByText(localeText('en', 'supply-apply', 'reject'))
      .click();
    await page.getByTestId(`review-reason-${item}`).click();
    await page
      .locator('.ant-select-item-option', { hasText: localeText('en', 'supply-apply', 'reason.illegible') })
      .click();
    await page.getByTestId(`review-note-${item}`).fill('Digits unreadable');
  }
  const decided = page.waitForResponse((r) => r.url().endsWith('/admin/supplier/apply/decide'));
  await page.getByTestId('review-submit').click();
  await page
    .locator('.ant-modal-confirm-btns .ant-btn-primary, .ant-modal-confirm-btns .ant-btn-dangerous')
    .last()
    .click();
  expect((await decided).status()).toBe(200);
}

describe('supplier applications', () => {
  test('apply, rejected on one field, resubmitted, approved; the new user signs in and accepts', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e0d8c0' } })
      .png()
      .toBuffer();
    const applicant = await newContextIn(browser, 'en');
    const staff = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await applicant.newPage();
    const errors = watchErrors(page);
    try {
      // the login page links the form
      await page.goto('/');
      await page.getByTestId('login-apply-link').click();
      await page.waitForURL(/\/supplier\/apply$/);
      await page.getByTestId('apply-form').waitFor();
      // submitting empty: the form says what is missing and sends nothing
      await page.getByTestId('apply-submit').click();
      await page.getByTestId('apply-error').waitFor();

      await page.getByTestId('apply-email').fill(EMAIL);
      await page.getByTestId('apply-username').fill(USERNAME);
      const values: Record<string, string> = {
        enterpriseName: `Playwright Goods ${stamp}`,
        registrationNumber: `REG-${stamp}`,
        taxId: `TAX-${stamp}`,
        address: '7 Test Street, Madrid',
        licenceNumber: `LIC-${stamp}`,
        legalPersonName: 'Paula Legal',
        legalPersonIdNumber: `ID-${stamp}`,
        operatorName: 'Oscar Operator',
        operatorPhone: '+34 600 123 456',
        operatorEmail: `op-${stamp}@example.com`,
        contactPhone: `+34 7${Date.now() % 100_000_000}`,
      };
      for (const [name, value] of Object.entries(values)) await page.getByTestId(`apply-${name}`).fill(value);
      await page.getByTestId('apply-licenceExpiresOn').fill('2030-12-31');
      await page.getByTestId('apply-licenceExpiresOn').press('Enter');
      for (const kind of DOCS) await upload(page, kind, png);
      await page.getByTestId('apply-submit').click();
      const reference = await page.getByTestId('apply-reference').innerText();
      expect(reference).toMatch(/^SA-\d{4}-\d{5}$/);
      await page.getByTestId('apply-status-link').click();
      await page.getByTestId('apply-status-page').waitFor();
      expect(await page.getByTestId('apply-status').innerText()).toBe(
        localeText('en', 'supply-apply', 'status.pending'),
      );
      const statusUrl = page.url();

      // the reviewer rejects the tax id
      const admin = await staff.newPage();
      await review(admin, reference, ['taxId']);

      // the applicant sees why and resubmits just that field
      await page.goto(statusUrl);
      const rejected = page.getByTestId('apply-rejected-taxId');
      await rejected.waitFor();
      expect(await rejected.innerText()).toContain('Digits unreadable');
      await page.getByTestId('apply-taxId').fill(`TAXFIX-${stamp}`);
      const resent = page.waitForResponse((r) => r.url().endsWith('/api/supplier/apply/resubmit'));
      await page.getByTestId('apply-resubmit').click();
      expect((await resent).status()).toBe(200);
      await page.getByTestId('apply-rejected').waitFor({ state: 'detached' });

      // approved in round 2: the supplier and its user are created, the activation link is e-mailed
      await review(admin, reference, []);
      const mail = await waitForMail(EMAIL, /key=/);
      const link = /\/supplier\/apply\/activate\?ref=[^\s]+/.exec(mail)![0];
      await page.goto(link);
      await page.getByTestId('activate-password').fill(PASSWORD);
      await page.getByTestId('activate-confirm').fill(PASSWORD);
      await page.getByTestId('activate-submit').click();
      await page.getByTestId('activate-login').click();

      // the new supplier user signs in and is asked to accept the supplier agreement
      await page.locator('#username').fill(USERNAME);
      await page.locator('#password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/dashboard/);
      await page.getByTestId('agreement-gate-accept').click();
      await page.getByTestId('agreement-gate-accept').waitFor({ state: 'detached' });
      expect(errors.errors).toEqual([]);
    } finally {
      await applicant.close();
      await staff.close();
    }
  });

  test('the queue shows every pending audit with its SLA colour, at 375 px too', async () => {
    const context = await newContext(browser, { as: 'admin', width: 375, height: 800, lang: 'en' });
    const page = await context.newPage();
    try {
      await page.goto('/supplier/supplierapply');
      await page.getByTestId('queue-counts').waitFor();
      expect(await page.locator('[data-testid^="queue-sla-"]').count()).toBeGreaterThan(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    } finally {
      await context.close();
    }
  });
});
