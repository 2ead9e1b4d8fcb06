import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { AbandonedRow } from '@shop/shared/api/abandoned';
import type { ListResult } from '@shop/shared/api/common';
import type { LogisticsRow } from '@shop/shared/api/logistics';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContextIn, settle, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The messages the e2e server's mail sink has received so far. */
async function sentMail(): Promise<ParsedMail[]> {
  const dir = inject('mailDir');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
}
const recipient = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.text : '');

/**
 * A click on the dimmed page beside a dialog: the dialog must stay open (spec: dialogs do not close on outside click).
 */
async function clickOutside(page: Page): Promise<void> {
  await page.mouse.click(8, 790);
  await settle(page);
}

async function openAbandoned(page: Page): Promise<void> {
  await page.goto('/order/abandoned');
  await page.getByTestId('abandoned-list').locator('tbody tr.ant-table-row').first().waitFor();
  await page.getByTestId('abandoned-stat-total').waitFor();
  await settle(page);
}

async function openLogistics(page: Page): Promise<void> {
  await page.goto('/order/logistics');
  await page.getByTestId('logistics-list').locator('tbody tr.ant-table-row').first().waitFor();
  await settle(page);
}

describe('abandoned checkouts and logistics center', () => {
  test('recalls an abandoned checkout: confirm, e-mail to the local mail server, status sent', async () => {
    const ak = await apiLogin('admin');
    const open = await api<ListResult<AbandonedRow>>(
      'GET',
      '/admin/order/abandoned?recallStatus=none&converted=no&pageSize=10',
      ak,
    );
    expect(open.json.code).toBe(200);
    const target = open.json.data.list[0]!;
    expect(target).toBeTruthy();

    const context = await newContextIn(browser, 'zh-CN', { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await openAbandoned(page);
      expect(await page.getByTestId('abandoned-mail-off').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'abandoned-list-zh-CN');

      await page.getByTestId('abandoned-filter-keyword').fill(target.email);
      await page.getByTestId('filters-search').click();
      await page.waitForURL(/keyword=/);
      const row = page.locator(`tr[data-row-key="${target.id}"]`);
      await row.waitFor();
      expect(await row.getByTestId('abandoned-recall-status').innerText()).toBe(
        localeText('zh-CN', 'abandoned', 'recall_status.none'),
      );

      await page.getByTestId(`abandoned-recall-${target.id}`).click();
      const dialog = page.getByTestId('abandoned-recall-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(target.email);
      await clickOutside(page);
      expect(await dialog.isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'abandoned-recall-confirm-zh-CN');
      await page.getByTestId('abandoned-recall-confirm').click();

      const sent = localeText('zh-CN', 'abandoned', 'recall_status.sent');
      await expect
        .poll(() => row.getByTestId('abandoned-recall-status').innerText(), { timeout: 20_000, interval: 500 })
        .toBe(sent);
      await expect
        .poll(async () => (await sentMail()).filter((m) => recipient(m) === target.email).length, { timeout: 10_000 })
        .toBe(1);
      const mail = (await sentMail()).find((m) => recipient(m) === target.email)!;
      // The store's default language (zh-CN), the cart's value and the store link.
      expect(mail.subject).toBe('您的购物车还在等您');
      expect(mail.text).toContain('http://localhost:3000/');
      expect(mail.from?.text).toContain('shop@example.com');

      // The same checkout cannot be recalled again today: its button is off.
      expect(await page.getByTestId(`abandoned-recall-${target.id}`).isDisabled()).toBe(true);
      await page.getByTestId(`abandoned-open-${target.id}`).click();
      await page.getByTestId('abandoned-detail').waitFor();
      await page.getByTestId('abandoned-detail-value').waitFor();
      await settle(page);
      expect(await page.getByTestId('abandoned-detail-recall').isDisabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'abandoned-detail-zh-CN');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('shows converted checkouts with their order, and the figures', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/order/abandoned?converted=yes');
      const first = page.getByTestId('abandoned-list').locator('tbody tr.ant-table-row').first();
      await first.waitFor();
      const link = first.locator('a[href^="/order/orderInfo/"]');
      expect(await link.count()).toBe(1);
      expect(
        Number(await page.getByTestId('abandoned-stat-converted').locator('.ant-statistic-content-value').innerText()),
      ).toBeGreaterThan(0);
      await page.goto('/order/abandoned');
      await page.getByTestId('abandoned-list').locator('tbody tr.ant-table-row').first().waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'abandoned-list-en');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a supplier sees its own shipments only, without the supplier column and filter', async () => {
    const ak = await apiLogin('supplier');
    const own = await api<ListResult<LogisticsRow>>('GET', '/admin/order/logistics?pageSize=100', ak);
    expect(own.json.data.total).toBeGreaterThan(0);
    expect(new Set(own.json.data.list.map((r) => r.supplierId)).size).toBe(1);
    const context = await newContextIn(browser, 'zh-CN', { as: 'supplier' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await openLogistics(page);
      expect(await page.getByTestId('logistics-list').locator('tbody tr.ant-table-row').count()).toBe(
        Math.min(own.json.data.total, 20),
      );
      expect(await page.getByTestId('logistics-list').locator('thead').innerText()).not.toContain(
        localeText('zh-CN', 'logistics', 'field.supplier'),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'logistics-supplier-zh-CN');
      // The abandoned checkouts are platform data: not in a supplier's menu, refused by the server.
      expect(await page.getByTestId('menu-catalog_order_abandoned').count()).toBe(0);
      expect((await api('GET', '/admin/order/abandoned', ak)).status).toBe(403);
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    test(`logistics center (${lang}): the late view, a tracking event added by hand, the timeline`, async () => {
      const context = await newContextIn(browser, lang, { as: 'admin' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await openLogistics(page);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `logistics-list-${lang}`);

        await page.getByTestId('logistics-view-late').click();
        await page.waitForURL(/late=true/);
        const rows = page.getByTestId('logistics-list').locator('tbody tr.ant-table-row');
        // The previous page's rows stay on screen until the late ones arrive: wait until every row is late.
        const lateMarks = page.getByTestId('logistics-list').locator('tbody [data-testid="logistics-late"]');
        await expect
          .poll(
            async () => {
              const n = await rows.count();
              return n > 0 && (await lateMarks.count()) === n;
            },
            { timeout: 15_000 },
          )
          .toBe(true);
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `logistics-late-${lang}`);

        // Each language tracks its own shipment.
        const id = Number(await rows.nth(lang === 'zh-CN' ? 0 : 1).getAttribute('data-row-key'));
        await page.getByTestId(`logistics-track-${id}`).click();
        await page.getByTestId('logistics-track-form').waitFor();
        await settle(page);
        const place = `E2E hub ${lang}`;
        await page.getByTestId('logistics-track-location').fill(place);
        await page.getByTestId('logistics-track-description').fill('Scanned at the sorting centre');
        await clickOutside(page);
        expect(await page.getByTestId('logistics-track-form').isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `logistics-track-${lang}`);
        await page.getByTestId('logistics-track-save').click();
        // The success notice, or whatever the form or the server refused (shown in the failure).
        await page.locator('.ant-message-success, .ant-message-error, .ant-form-item-explain-error').first().waitFor();
        expect(await page.locator('.ant-message-notice, .ant-form-item-explain-error').allInnerTexts()).toContain(
          localeText(lang, 'logistics', 'track.saved'),
        );
        const row = page.locator(`tr[data-row-key="${id}"]`);
        await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain(place);

        await page.locator('.ant-message-notice').first().waitFor({ state: 'hidden' });
        await page.getByTestId(`logistics-open-${id}`).click();
        await page.getByTestId('logistics-timeline').waitFor();
        await settle(page);
        expect(await page.getByTestId('logistics-timeline').innerText()).toContain(place);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `logistics-detail-${lang}`);
        expect(errors.errors).toEqual([]);
        // The server agrees: the event is the shipment's last.
        const ak = await apiLogin('admin');
        const late = await api<ListResult<LogisticsRow>>('GET', '/admin/order/logistics?late=true&pageSize=100', ak);
        expect(late.json.data.list.find((r) => r.id === id)?.lastEvent?.location).toBe(place);

        // The CSV import checks the file first and lists each problem by row and column.
        await page.locator('.logistics-drawer .ant-drawer-close').click();
        await page.getByTestId('logistics-import-open').click();
        await page.getByTestId('logistics-import-drop').waitFor();
        const csv =
          `waybill,time,status,location,description\nNO-SUCH-WAYBILL,2025-01-02 ` +
          `10:00,in_transit,Hub,\n${late.json.data.list[0]!.waybill},soon,lost,,\n`;
        await page
          .getByTestId('logistics-import-drop')
          .locator('input[type=file]')
          .setInputFiles({ name: 'tracking.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await page.getByTestId('logistics-import-file').waitFor();
        expect(await page.getByTestId('logistics-import-run').isDisabled()).toBe(true);
        await page.getByTestId('logistics-import-check').click();
        await page.getByTestId('logistics-import-problems').waitFor();
        await settle(page);
        expect(await page.getByTestId('logistics-import-problems').locator('tbody tr.ant-table-row').count()).toBe(3);
        expect(await page.getByTestId('logistics-import-run').isDisabled()).toBe(true);
        await clickOutside(page);
        expect(await page.getByTestId('logistics-import-drop').isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `logistics-import-${lang}`);
      } finally {
        await context.close();
      }
    });
  }
});
