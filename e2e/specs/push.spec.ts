import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  api,
  apiLogin,
  baseURL,
  downloaded,
  launch,
  localeText,
  newContextIn,
  watchErrors,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The messages the run's mail sink has received whose subject holds `marker`. */
async function received(marker: string): Promise<ParsedMail[]> {
  const dir = inject('mailDir');
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
  return mails.filter((m) => m.subject?.includes(marker));
}

describe('e-mail push', () => {
  test('a push to a customer group reaches each member once through the sink, and its log shows them', async () => {
    const ak = await apiLogin('admin');
    const options = (await api<{ defaultLanguage: string }>('GET', '/admin/push/options', ak)).json.data;
    const lang = options.defaultLanguage;
    // A demo customer group with a few members (the live count in the form must say the same).
    // Group names in the interface language of the browser below.
    const lists = (await (
      await fetch(`${baseURL()}/admin/api/selectlist`, {
        method: 'POST',
        headers: { ak, 'content-type': 'application/json', 'accept-language': 'en', cookie: 'lang=en' },
        body: JSON.stringify({ names: ['customerGroups'] }),
      })
    ).json()) as { data: { lists: { customerGroups: { value: number; label: string }[] } } };
    let group: { value: number; label: string; count: number } | null = null;
    for (const g of lists.data.lists.customerGroups) {
      const { count } = (
        await api<{ count: number }>('POST', '/admin/push/audience/count', ak, { audience: { groupIds: [g.value] } })
      ).json.data;
      if (count > 0 && count <= 40 && (!group || count > group.count)) group = { ...g, count };
    }
    expect(group).not.toBeNull();
    const marker = `E2E push ${Date.now().toString(36)}`;

    const context = await newContextIn(browser, 'en', { as: 'admin' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto('/push');
      await page.getByTestId('push-list').waitFor();
      await page.getByTestId('push-add').click();
      await page.getByTestId('push-form').waitFor();
      await page.getByTestId('push-name-input').fill(marker);
      await page.getByTestId(`push-subject-${lang}`).fill(`${marker} `);
      await page.getByTestId('push-var-customer_name').click();
      await page.getByTestId(`push-body-${lang}`).fill('<p>Hello ');
      await page.getByTestId('push-var-customer_name').click();
      await page.getByTestId(`push-body-${lang}`).press('End');
      await page
        .getByTestId(`push-body-${lang}`)
        .pressSequentially('</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>');
      expect(await page.getByTestId(`push-subject-${lang}`).inputValue()).toBe(`${marker} {{customer_name}}`);
      // A made-up variable is refused on the field, naming it.
      await page.getByTestId(`push-subject-${lang}`).press('End');
      await page.getByTestId(`push-subject-${lang}`).pressSequentially(' {{coupon}}');
      await page.getByText(localeText('en', 'push', 'error.unknown_variable', { name: 'coupon' })).waitFor();
      await page.getByTestId(`push-subject-${lang}`).fill(`${marker} {{customer_name}}`);

      await page.getByTestId('push-audience-groups').click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: group!.label,
        })
        .first()
        .click();
      await page.keyboard.press('Escape');
      await page
        .getByTestId('push-audience-count')
        .getByText(localeText('en', 'push', 'audience.count', { count: group!.count }))
        .waitFor();
      const saved = page.waitForResponse((r) => r.url().endsWith('/admin/push/add'));
      await page.getByTestId('push-form-submit').click();
      expect((await saved).status()).toBe(200);

      const list = await api<{ list: { id: number }[] }>(
        'GET',
        `/admin/push/list?keyword=${encodeURIComponent(marker)}`,
        ak,
      );
      const id = list.json.data.list[0]!.id;
      await page.getByTestId(`push-send-${id}`).click();
      await page.getByTestId(`push-send-confirm-${id}`).click();
      await page
        .getByTestId(`push-status-${id}`)
        .getByText(localeText('en', 'push', 'status.done'), { exact: true })
        .waitFor({ timeout: 60_000 });

      const mails = await received(marker);
      const to = mails.map((m) => (m.to as { text: string }).text);
      expect(to.length).toBe(group!.count);
      expect(new Set(to).size).toBe(group!.count);

      await page.getByTestId(`push-log-${id}`).click();
      await page.waitForURL(new RegExp(`/push/log\\?pushId=${id}`));
      await page.getByTestId('push-log-list').waitFor();
      const states = page.locator('[data-testid^="push-recipient-state-"]');
      await states.first().waitFor();
      const shown = await states.allInnerTexts();
      expect(shown.length).toBe(Math.min(group!.count, 20));
      expect(new Set(shown)).toEqual(new Set([localeText('en', 'push', 'state.sent')]));
      const download = page.waitForEvent('download');
      await page.getByTestId('push-log-export').click();
      const csv = (await downloaded(await download)).toString('utf8');
      expect(csv.trim().split('\n')).toHaveLength(group!.count + 1);
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
