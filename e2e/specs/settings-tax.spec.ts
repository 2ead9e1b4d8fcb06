import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { api, apiLogin, launch, localeText, newContext, newContextIn, shot, watchErrors } from '../support/browser.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);
/** expect.poll with room for a busy machine. */
const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

interface ClassRow {
  id: number;
  name: string;
  isDefault: boolean;
  ruleCount: number;
  productCount: number;
}
interface RuleRow {
  id: number;
  name: string;
  classId: number;
  rate: number;
  enabled: boolean;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, testId: string, typed: string, label: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: label })
    .first()
    .click();
}

describe('settings: tax classes and tax rules (admin, zh-CN)', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const className = `E2E class ${stamp}`;
  const ruleName = `E2E VAT ${stamp}`;
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let ak = '';
  let classId = 0;
  const rows = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    errors = watchErrors(page);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('/taxclass: adds a class; the default class cannot be deleted and says why', async () => {
    await page.goto('/taxclass');
    await eventually(() => rows('tax-class-list').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('menu-setting_taxclass').waitFor();
    const classes = (await api<{ list: ClassRow[] }>('GET', '/admin/setting/taxclass?pageSize=100', ak)).json.data.list;
    const standard = classes.find((c) => c.isDefault)!;
    await page.getByTestId(`tax-class-default-${standard.id}`).waitFor();
    // the default class's delete button is disabled, with the reason beside it
    const locked = rows('tax-class-list')
      .filter({ has: page.getByTestId(`tax-class-default-${standard.id}`) })
      .getByRole('button', { name: new RegExp(t('tax-class', 'default_locked')) });
    expect(await locked.isDisabled()).toBe(true);

    await page.getByTestId('tax-class-add').click();
    const form = page.getByTestId('tax-class-form');
    await form.waitFor();
    await page.getByTestId('tax-class-name-input').fill(className);
    await page.getByTestId('tax-class-description-input').fill('Goods of the browser test');
    await page.getByTestId('tax-class-form-submit').click();
    await eventually(() => form.isVisible()).toBe(false);
    await eventually(() => rows('tax-class-list').filter({ hasText: className }).count()).toBe(1);
    const added = (
      await api<{ list: ClassRow[] }>('GET', `/admin/setting/taxclass?keyword=${encodeURIComponent(stamp)}`, ak)
    ).json.data.list[0]!;
    expect(added).toMatchObject({ name: className, isDefault: false, ruleCount: 0, productCount: 0 });
    classId = added.id;

    expect(await seriousViolations(page)).toEqual([]);

    // making it the default asks first and explains what that changes
    await page.getByTestId(`tax-class-make-default-${classId}`).click();
    await eventually(() => page.locator('.ant-popconfirm').last().innerText()).toContain(
      t('tax-class', 'confirm_default_hint', { name: className }),
    );
    await shot(page, 'settings-taxclass-zh');
    await page.keyboard.press('Escape');
    expect(errors.errors).toEqual([]);
  });

  test('/tax: adds a rule in the class, calculates with it, then turns it off', async () => {
    await page.goto('/tax');
    await eventually(() => rows('tax-rule-list').count()).toBeGreaterThanOrEqual(3);
    await page.getByTestId('tax-rule-add').click();
    const form = page.getByTestId('tax-rule-form');
    await form.waitFor();
    await page.getByTestId('tax-rule-name-input').fill(ruleName);
    await choose(page, 'tax-rule-class-input', stamp, className);
    await choose(page, 'tax-rule-country-input', 'DE', '德国');
    await page.getByTestId('tax-rule-rate-input').fill('19.5');
    await page.getByTestId('tax-rule-priority-input').fill('1');
    await shot(page, 'settings-tax-form-zh');
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/setting/tax/add'));
    await page.getByTestId('tax-rule-form-submit').click();
    expect((await saved).status()).toBe(200);
    await eventually(() => form.isVisible()).toBe(false);
    const rule = (await api<{ list: RuleRow[] }>('GET', `/admin/setting/tax?keyword=${encodeURIComponent(stamp)}`, ak))
      .json.data.list[0]!;
    expect(rule).toMatchObject({ name: ruleName, classId, rate: 1950, enabled: true });
    await eventually(() => page.getByTestId(`tax-rule-rate-${rule.id}`).innerText()).toBe('19.50\u00a0%');

    // the calculator: 100.00 of the class in Germany, 3 items
    const calc = page.getByTestId('tax-calculator');
    await choose(page, 'tax-calc-class', stamp, className);
    await choose(page, 'tax-calc-country', 'DE', '德国');
    await page.getByTestId('tax-calc-amount-input').fill('100');
    await page.getByTestId('tax-calc-quantity').fill('3');
    await page.getByTestId('tax-calc-submit').click();
    const applied = calc.getByTestId('tax-calc-applied');
    await eventually(() => applied.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await applied.innerText()).toContain(ruleName);
    expect(await calc.getByTestId('tax-calc-tax').innerText()).toMatch(/19\.50$/);
    expect(await calc.getByTestId('tax-calc-total').innerText()).toMatch(/119\.50$/);
    await calc.scrollIntoViewIfNeeded();
    await shot(page, 'settings-tax-calculator-zh');
    expect(await seriousViolations(page)).toEqual([]);

    // turned off: the rule no longer applies, the calculator says so once the list changes
    await page.getByTestId(`tax-rule-status-${rule.id}`).click();
    await eventually(() => page.getByTestId(`tax-rule-status-${rule.id}`).getAttribute('aria-checked')).toBe('false');
    await eventually(() => calc.getByTestId('tax-calc-none').isVisible()).toBe(true);
    expect(await calc.getByTestId('tax-calc-total').innerText()).toMatch(/100\.00$/);
    const off = (await api<{ list: RuleRow[] }>('GET', `/admin/setting/tax?keyword=${encodeURIComponent(stamp)}`, ak))
      .json.data.list[0]!;
    expect(off.enabled).toBe(false);

    // the class is in use now: its delete button is disabled with the reason
    await page.goto('/taxclass');
    await eventually(() => rows('tax-class-list').filter({ hasText: className }).count()).toBe(1);
    const row = rows('tax-class-list').filter({ hasText: className });
    expect(await row.getByRole('button', { name: /删除/ }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.errors).toEqual([]);
  });
});

describe('the tax screens in English', () => {
  test('en: /taxclass and /tax with the calculator', async () => {
    const context = await newContextIn(browser, 'en', { as: 'admin' });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/taxclass');
      await page.getByTestId('tax-class-list').locator('tbody tr.ant-table-row').first().waitFor();
      expect(await page.getByTestId('tax-class-list').locator('h2').innerText()).toBe(
        localeText('en', 'tax-class', 'title'),
      );
      await shot(page, 'settings-taxclass-en');
      await page.goto('/tax');
      await page.getByTestId('tax-rule-list').locator('tbody tr.ant-table-row').first().waitFor();
      expect(await page.getByTestId('tax-rule-list').locator('h2').innerText()).toBe(localeText('en', 'tax', 'title'));
      expect(await page.getByTestId('tax-calculator').locator('h3').innerText()).toBe(
        localeText('en', 'tax', 'calc.title'),
      );
      await shot(page, 'settings-tax-en');
      // the product form offers the classes; left empty, a product is taxed by the default class
      await page.goto('/product/product/detail3');
      const select = page.getByTestId('product-tax-class');
      await select.waitFor();
      const item = page.locator('.ant-form-item', { has: select });
      await eventually(() => item.innerText()).toContain(
        localeText('en', 'product', 'default_tax_class', { name: 'Standard' }),
      );
      await select.click();
      const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
      await eventually(() => options.allInnerTexts()).toEqual(
        expect.arrayContaining(['Standard (default)', 'Electronics', 'Reduced rate']),
      );
      expect((await options.allInnerTexts())[0]).toBe('Standard (default)');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
