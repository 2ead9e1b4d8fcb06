import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, localeText, newContextIn, shot, watchErrors } from '../support/browser.ts';

// A tender from demand post to award, as staff and as Demo Supplier A and B (neither is banned or
// changed: they only bid): staff post a demand and make a tender of it inviting both, each
// supplier submits a sealed bid and keeps its receipt, staff close bidding (everyone has bid),
// open the bids (verified against their receipts), compare them and award one; each supplier
// reads its outcome, and neither ever sees the other's terms.
const t = (key: string, params: Record<string, string | number> = {}) => localeText('en', 'tender', key, params);
const title = `E2E tender ${Date.now().toString(36)}`;

let browser: Browser;
let staff: Page;
let a: Page;
let b: Page;
let staffErrors: ReturnType<typeof watchErrors>;
let tenderUrl = '';

beforeAll(async () => {
  browser = await launch();
  staff = await (await newContextIn(browser, 'en', { as: 'admin' })).newPage();
  a = await (await newContextIn(browser, 'en', { as: 'supplier' })).newPage();
  b = await (await newContextIn(browser, 'en', { as: 'supplier2' })).newPage();
  staffErrors = watchErrors(staff);
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const confirm = (page: Page) => page.getByTestId('confirm-ok').click();

/** Opens the tender from the supplier's list and submits a sealed bid; answers the receipt shown. */
async function bid(page: Page, price: string, lead: string): Promise<string> {
  await page.goto('/supplier/bidding');
  await page.locator('tr', { hasText: title }).getByRole('button').click();
  await page.getByTestId('bid-price').fill(price);
  await page.getByTestId('bid-lead').fill(lead);
  await page.getByTestId('bid-submit').click();
  await confirm(page);
  const hash = page.getByTestId('receipt-hash');
  try {
    await poll(() => hash.innerText()).toMatch(/^[0-9a-f]{64}/);
  } catch (err) {
    await shot(page, `tender-bid-failed-${price}`);
    throw err;
  }
  // the form is emptied: the terms cannot be read back before opening
  expect(await page.getByTestId('bid-price').inputValue()).toBe('');
  return (await hash.innerText()).slice(0, 64);
}

describe('tenders: demand post to award', () => {
  test('staff see what shoppers searched without results among the suggestions and post one, prefilled', async () => {
    await staff.goto('/supplier/supplydemand');
    const suggestions = staff.getByTestId('demand-suggestions');
    // the demo's shoppers searched "bamboo toothbrush" 6 times and found nothing
    const row = suggestions.locator('tr', { hasText: 'bamboo toothbrush' });
    await poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('suggestion-no_results').innerText()).toBe(t('suggest.from.no_results'));
    expect(await row.locator('td').nth(4).innerText()).toBe('6');
    expect(await row.locator('td').nth(5).innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await poll(() => suggestions.getByTestId('suggestion-low_stock').count()).toBeGreaterThan(0);
    await shot(staff, 'tender-suggestions-en');
    await staff.getByTestId('suggestion-source').getByText(t('suggest.from.no_results')).click();
    await poll(() => suggestions.getByTestId('suggestion-low_stock').count()).toBe(0);
    expect(await suggestions.getByTestId('suggestion-no_results').count()).toBeGreaterThan(1);
    await row.getByTestId('suggestion-post').click();
    await poll(() => staff.getByTestId('demand-spec').inputValue()).toBe('bamboo toothbrush');
    const asked = t('suggest.asked', { keyword: 'bamboo toothbrush' });
    expect(await staff.getByTestId('demand-title').inputValue()).toBe(asked);
    await shot(staff, 'tender-suggestion-form-en');
    await staff.keyboard.press('Escape');
    await poll(() => staff.getByTestId('demand-form').count()).toBe(0);
  });

  test('staff post a demand and make a tender of it inviting Demo Supplier A and B', async () => {
    await staff.goto('/supplier/supplydemand');
    await poll(() => staff.getByTestId('demand-suggestions').isVisible()).toBe(true);
    await staff.getByTestId('demand-add').click();
    await staff.getByTestId('demand-title').fill(title);
    await staff.getByTestId('demand-spec').fill('Bamboo cutting boards, 40 x 28 cm, oiled');
    await shot(staff, 'tender-demand-form-en');
    await staff.getByTestId('demand-save').click();
    const row = staff.locator('tr', { hasText: title });
    await poll(() => row.count()).toBe(1);
    await shot(staff, 'tender-demand-list-en');
    await row.getByRole('button', { name: t('demand.to_tender') }).click();
    const invitees = staff.getByTestId('tender-invitees');
    await invitees.click();
    for (const name of ['Demo Supplier A', 'Demo Supplier B'])
      await staff.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).first().click();
    await staff.keyboard.press('Escape');
    await poll(() => staff.getByTestId('weight-sum').innerText()).toContain('100%');
    await shot(staff, 'tender-form-en');
    await staff.getByTestId('tender-save').click();
    await poll(() => staff.url()).toContain('/supplier/biddingInfo?id=');
    tenderUrl = new URL(staff.url()).pathname + new URL(staff.url()).search;
    await poll(() => staff.getByTestId('invitation-list').locator('tbody tr').count()).toBe(2);
  });

  test('each supplier submits a sealed bid and keeps its receipt', async () => {
    const ra = await bid(a, '12.40', '9');
    await shot(a, 'tender-own-receipt-en');
    const rb = await bid(b, '11.90', '21');
    expect(ra).not.toBe(rb);
    const download = a.waitForEvent('download');
    await a.getByTestId('receipt-download').click();
    expect((await download).suggestedFilename()).toMatch(/receipt\.txt$/);
    // the staff view shows receipts and states, never terms
    await staff.goto(tenderUrl);
    await poll(() => staff.getByTestId('invitation-list').locator('[data-testid=state-sealed]').count()).toBe(2);
    expect(await staff.getByTestId('staff-tender').innerText()).not.toMatch(/12\.40|11\.90/);
  });

  test('staff close bidding, open the bids, compare and award; each supplier reads its outcome', async () => {
    await staff.getByTestId('tender-close-early').click();
    await confirm(staff);
    await staff.getByTestId('tender-open-bids').click();
    await confirm(staff);
    await poll(() => staff.getByTestId('opened-by').isVisible()).toBe(true);
    const table = staff.getByTestId('comparison');
    await poll(() => table.locator('[data-testid=state-valid]').count()).toBe(2);
    await poll(() => table.locator('[data-testid^=best-price-]').count()).toBe(1);
    await poll(() => table.locator('[data-testid^=best-delivery-]').count()).toBe(1);
    await shot(staff, 'tender-comparison-en');
    await table.locator('tr', { hasText: 'Demo Supplier A' }).locator('[data-testid^=award-]').click();
    await staff.getByTestId('reason-input').fill('Delivery in 9 days outweighs the price difference');
    await staff.getByTestId('reason-ok').click();
    await poll(() => staff.getByTestId('award-winner').count()).toBe(1);
    await shot(staff, 'tender-awarded-en');
    await a.reload();
    await poll(() => a.getByTestId('outcome-won').isVisible()).toBe(true);
    await b.reload();
    await poll(() => b.getByTestId('outcome-lost').isVisible()).toBe(true);
    // B reads its own terms after opening, never A's
    const bText = await b.getByTestId('own-tender').innerText();
    expect(bText).toContain('11.90');
    expect(bText).not.toContain('12.40');
    await shot(b, 'tender-own-outcome-en');
    expect(staffErrors.errors).toEqual([]);
  });
});
