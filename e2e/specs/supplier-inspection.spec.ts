import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContextIn, settle, shot, watchErrors } from '../support/browser.ts';

// Inspections end to end: Demo Supplier A requests an inspection of a lot of one of its products
// without a control point (one slot of its level; no chargeback), staff fill the checks and fail
// the lot, and the lot shows a violation drafted for review; the supplier reads the result.
const t = (key: string, params: Record<string, string | number> = {}) => localeText('en', 'inspection', key, params);

let browser: Browser;
let staff: Page;
let supplier: Page;
let staffErrors: ReturnType<typeof watchErrors>;
const lot = `E2E-${Date.now().toString(36)}`;
let inspectionId = 0;

beforeAll(async () => {
  browser = await launch();
  staff = await (await newContextIn(browser, 'en', { as: 'admin' })).newPage();
  supplier = await (await newContextIn(browser, 'en', { as: 'supplier' })).newPage();
  staffErrors = watchErrors(staff);
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

/** A product of Demo Supplier A that no control point covers (a request of it gets the default check). */
async function uncoveredProduct(): Promise<string> {
  const ak = await apiLogin('supplier');
  const choices = await api<{ list: { id: number; name: { en: string } }[] }>(
    'GET',
    '/admin/supply/inspection/choices',
    ak,
  );
  const admin = await apiLogin('admin');
  const points = await api<{ list: { productId: number | null }[] }>(
    'GET',
    '/admin/supply/inspection/point?pageSize=100',
    admin,
  );
  const covered = new Set(points.json.data.list.map((p) => p.productId));
  return choices.json.data.list.find((p) => !covered.has(p.id))!.name.en;
}

/** Picks the first option of a Select in the open dialog whose label contains `text` (typed, then Enter). */
async function choose(page: Page, label: string, text: string): Promise<void> {
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByLabel(label).click();
  await page.keyboard.type(text);
  await poll(() => page.locator('.ant-select-item-option-active', { hasText: text }).count()).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
}

describe('inspections: request, fail, draft violation', () => {
  test('the supplier requests an inspection of a lot', async () => {
    const product = await uncoveredProduct();
    await supplier.goto('/supplier/inspection');
    await poll(() => supplier.getByTestId('inspection-list').count()).toBe(1);
    await shot(supplier, 'supplier-inspection-list-supplier-en');
    await supplier.getByTestId('inspection-request').click();
    await choose(supplier, t('field.product'), product.slice(0, 12));
    await choose(supplier, t('field.warehouse'), 'Main');
    await supplier.locator('.ant-modal:visible').getByLabel(t('field.lot')).fill(lot);
    await supplier.locator('.ant-modal:visible').getByLabel(t('field.quantity')).fill('24');
    await supplier.getByTestId('inspection-request-submit').click();
    await poll(() => toast(supplier, t('request.done')).count()).toBe(1);
    await poll(() => new URL(supplier.url()).searchParams.get('id')).not.toBeNull();
    inspectionId = Number(new URL(supplier.url()).searchParams.get('id'));
    await poll(() => supplier.getByTestId('inspection-detail').innerText()).toContain(lot);
    expect(await supplier.getByTestId('inspection-checks-form').count()).toBe(0);
  });

  test('staff fill the checks, fail the lot and see the drafted violation', async () => {
    await staff.goto(`/supplier/inspection?keyword=${lot}`);
    await poll(() => staff.getByTestId('inspection-list').innerText()).toContain(lot);
    await shot(staff, 'supplier-inspection-list-staff-en');
    await staff.getByTestId(`inspection-open-${inspectionId}`).click();
    const form = staff.getByTestId('inspection-checks-form');
    await poll(() => form.count()).toBe(1);
    await form.getByTestId('inspection-passed-conforms').getByText(t('check.fail')).click();
    await form.getByLabel(t('field.note')).fill('Seams open on 4 of 10 samples');
    await staff.getByTestId('inspection-submit').click();
    await poll(() => staff.locator('.ant-modal-confirm').innerText()).toContain(t('confirm_fail'));
    await staff.getByTestId('inspection-confirm-ok').click();
    await poll(() => toast(staff, t('failed_done')).count()).toBe(1);
    const draft = staff.getByTestId('inspection-draft');
    await poll(() => draft.innerText()).toContain(t('draft.state.pending'));
    await poll(() => staff.getByTestId('inspection-results').innerText()).toContain(t('check.fail'));
    expect(await staff.getByTestId('inspection-state-failed').count()).toBe(1);
    expect(await draft.getByTestId('inspection-draft-confirm').count()).toBe(1);
    await settle(staff);
    await shot(staff, 'supplier-inspection-detail-failed-en');
    expect(staffErrors.errors).toEqual([]);
  });

  test('the supplier reads the failed result, without the review controls', async () => {
    await supplier.reload();
    await poll(() => supplier.getByTestId('inspection-state-failed').count()).toBe(1);
    await poll(() => supplier.getByTestId('inspection-draft').innerText()).toContain(t('draft.state.pending'));
    expect(await supplier.getByTestId('inspection-draft-confirm').count()).toBe(0);
    await shot(supplier, 'supplier-inspection-detail-supplier-en');
  });
});
