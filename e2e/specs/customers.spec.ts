import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations as shared } from '../support/axe.ts';
import {
  api,
  apiLogin,
  baseURL,
  launch,
  localeText,
  newContext,
  settle,
  shot,
  watchErrors,
} from '../support/browser.ts';

interface Row {
  id: number;
  name: string;
  email: string;
  phone: string;
  enabled: boolean;
}
interface Info extends Row {
  version: number;
  groupId: number;
}
interface Group {
  id: number;
  name: Record<string, string>;
  isDefault: boolean;
}

let browser: Browser;
let ak = '';
beforeAll(async () => {
  browser = await launch();
  ak = await apiLogin('admin');
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in admin page whose console speaks `lang` (the `lang` cookie the language menu sets). */
async function adminPage(lang: 'zh-CN' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { lang, as: 'admin' });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
  const page = await context.newPage();
  return { context, page };
}

const rows = (page: Page) => page.getByTestId('customer-list').locator('tbody tr.ant-table-row');
const findCustomer = async (keyword: string) =>
  (await api<{ list: Row[] }>('GET', `/admin/customer?keyword=${encodeURIComponent(keyword)}`, ak)).json.data.list;
/** Waits for the screen to catch up (a save, then the list's refetch) on a busy two-core machine. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const errorsOf = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.ant-form-item-explain-error').allInnerTexts();

describe('customers (admin, zh-CN)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);
  beforeAll(async () => {
    ({ context, page } = await adminPage('zh-CN'));
    // The refusals the test provokes (422, 409) are logged by the browser as failed requests.
    errors = watchErrors(page, [/status of 4\d\d/]);
  });
  afterAll(async () => {
    await context?.close();
  });

  test('searches a customer, opens the detail and edits the phone', async () => {
    await page.goto('/user/userlist');
    await rows(page).first().waitFor();
    expect(await page.getByTestId('customer-list').locator('.ant-pagination-total-text').innerText()).toContain('60');
    await page.getByTestId('customer-filter-keyword').fill('lucia.garcia');
    await page.getByTestId('filters-search').click();
    await page.waitForURL(/keyword=lucia\.garcia/);
    await eventually(() => rows(page).count()).toBe(1);
    await shot(page, 'customers-list-search-zh');
    const [lucia] = await findCustomer('lucia.garcia');
    await page.getByTestId(`customer-link-${lucia!.id}`).click();
    await page.waitForURL(new RegExp(`/user/userinfo/${lucia!.id}$`));
    await page.getByTestId('customer-profile').waitFor();
    expect(await page.getByTestId('customer-info').locator('h2').innerText()).toContain('Lucía García');
    expect(
      await page.getByTestId('customer-addresses').locator('[data-testid^="customer-address-"]').count(),
    ).toBeGreaterThan(0);
    await page.getByTestId('customer-orders').waitFor();
    await shot(page, 'customer-info-zh');

    await page.getByTestId('customer-edit').click();
    await page.getByTestId('customer-form').waitFor();
    await settle(page);
    const phone = `+34 611 ${Date.now().toString().slice(-3)} 000`;
    await page.getByTestId('customer-phone').fill(phone);
    await shot(page, 'customer-edit-zh');
    const saved = page.waitForResponse((r) => r.url().endsWith('/admin/customer/edit'));
    await page.getByTestId('customer-form-submit').click();
    expect((await saved).status()).toBe(200);
    await eventually(() => page.getByTestId('customer-profile-phone').innerText()).toBe(phone);
    expect((await findCustomer('lucia.garcia'))[0]!.phone).toBe(phone);
    expect(errors.errors).toEqual([]);
  });

  test(
    'adds a customer: a short password is refused with its message, a duplicate email with the server one, then a ' +
      'valid one',
    async () => {
      const email = `e2e.${Date.now().toString(36)}@example.org`;
      await page.goto('/user/userlist');
      await rows(page).first().waitFor();
      await page.getByTestId('customer-add').click();
      await page.getByTestId('customer-form').waitFor();
      await settle(page);
      await page.getByTestId('customer-name').fill('E2E 测试客户');
      await page.getByTestId('customer-email').fill('WANG.WEI@example.cn');
      await page.getByTestId('customer-password').fill('abc12');
      await page.getByTestId('customer-form-submit').click();
      // More than 6 characters (the spec), the members settings' default minimum.
      await eventually(() => errorsOf(page, 'customer-form')).toContain(
        t('common', 'field_error.too_short', { min: 7 }),
      );
      await shot(page, 'customer-add-short-password-zh');

      // Long enough now; the email is taken (in another letter case): the server's sentence on the field.
      await page.getByTestId('customer-password').fill('a-long-password');
      const refused = page.waitForResponse((r) => r.url().endsWith('/admin/customer/add'));
      await page.getByTestId('customer-form-submit').click();
      const answer = await refused;
      expect(answer.status()).toBe(409);
      const { msg } = (await answer.json()) as { msg: string };
      await eventually(() => errorsOf(page, 'customer-form')).toContain(msg);

      await page.getByTestId('customer-email').fill(email);
      const added = page.waitForResponse((r) => r.url().endsWith('/admin/customer/add'));
      await page.getByTestId('customer-form-submit').click();
      expect((await added).status()).toBe(200);
      await page.waitForURL(/\/user\/userinfo\/\d+$/);
      await page.getByTestId('customer-profile').waitFor();
      const [created] = await findCustomer(email);
      expect(created).toMatchObject({ email, name: 'E2E 测试客户', enabled: true });
      expect(page.url()).toMatch(new RegExp(`/user/userinfo/${created!.id}$`));
      expect(errors.errors).toEqual([]);
    },
  );

  test('disables two customers in one batch after confirming', async () => {
    const targets = (
      await api<{ list: Row[] }>('GET', '/admin/customer?status=enabled&country=DE&pageSize=10', ak)
    ).json.data.list.slice(0, 2);
    expect(targets).toHaveLength(2);
    await page.goto('/user/userlist?status=enabled&country=DE');
    await rows(page).first().waitFor();
    for (const c of targets) await page.getByRole('checkbox', { name: c.name }).check();
    await page.getByTestId('customer-batch-disable').click();
    await page.getByTestId('customer-batch-confirm').waitFor();
    await settle(page);
    await shot(page, 'customers-batch-confirm-zh');
    const done = page.waitForResponse((r) => r.url().endsWith('/admin/customer/status'));
    await page.getByTestId('customer-batch-confirm').click();
    expect((await done).status()).toBe(200);
    for (const c of targets) {
      const info = (await api<Info>('GET', `/admin/customer/info?id=${c.id}`, ak)).json.data;
      expect(info.enabled).toBe(false);
    }
    await eventually(() => rows(page).count()).toBe(
      (await api<{ total: number }>('GET', '/admin/customer?status=enabled&country=DE', ak)).json.data.total,
    );
    await api('POST', '/admin/customer/status', ak, { ids: targets.map((c) => c.id), enabled: true });
  });

  test('creates a customer group and makes it the default', async () => {
    const name = `E2E会员${Date.now().toString(36)}`;
    await page.goto('/setting/vip');
    await page.getByTestId('customer-group-list').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByTestId('customer-group-add').click();
    await page.getByTestId('customer-group-form').waitFor();
    await settle(page);
    // Nothing named yet: the shared schema asks for a name in some language.
    await page.getByTestId('customer-group-submit').click();
    await eventually(() => errorsOf(page, 'customer-group-form')).toContain(t('common', 'field_error.required'));
    await page.getByTestId('customer-group-name-zh-CN').fill(name);
    await page.getByTestId('customer-group-name-en').fill(`E2E ${name.slice(-6)}`);
    await page.getByTestId('customer-group-discount').fill('8');
    await shot(page, 'customer-group-form-zh');
    const added = page.waitForResponse((r) => r.url().endsWith('/admin/customer/group/add'));
    await page.getByTestId('customer-group-submit').click();
    expect((await added).status()).toBe(200);
    const groups = (await api<{ list: Group[] }>('GET', '/admin/customer/group?pageSize=100', ak)).json.data.list;
    const created = groups.find((g) => g.name['zh-CN'] === name)!;
    const regular = groups.find((g) => g.isDefault)!;
    expect(created.isDefault).toBe(false);

    await page.getByTestId(`customer-group-default-${created.id}`).click();
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/admin/customer/group/default'));
    await page.getByTestId(`customer-group-default-confirm-${created.id}`).click();
    expect((await confirmed).status()).toBe(200);
    await eventually(() => page.getByTestId(`customer-group-default-${created.id}`).getAttribute('aria-checked')).toBe(
      'true',
    );
    const after = (await api<{ list: Group[] }>('GET', '/admin/customer/group?pageSize=100', ak)).json.data.list;
    expect(after.filter((g) => g.isDefault).map((g) => g.id)).toEqual([created.id]);
    await shot(page, 'customer-groups-zh');

    // The default cannot be deleted: its delete button is off, and the server would refuse it too.
    expect(await page.getByTestId(`customer-group-delete-${created.id}`).count()).toBe(0);
    await api('POST', '/admin/customer/group/default', ak, { id: regular.id });
    await page.reload();
    await page.getByTestId(`customer-group-delete-${created.id}`).click();
    const deleted = page.waitForResponse((r) => r.url().endsWith('/admin/customer/group/del'));
    await page.getByTestId(`customer-group-delete-confirm-${created.id}`).click();
    expect((await deleted).status()).toBe(200);
    await eventually(() => page.getByTestId(`customer-group-default-${created.id}`).count()).toBe(0);
    expect(errors.errors).toEqual([]);
  });
});

describe('customer screens in English', () => {
  test('list, detail and groups', async () => {
    const { context, page } = await adminPage('en');
    const errors = watchErrors(page);
    try {
      await page.goto('/user/userlist?sort=name');
      await rows(page).first().waitFor();
      expect(await page.getByTestId('customer-list').locator('h2').innerText()).toBe(
        localeText('en', 'customer', 'title'),
      );
      await shot(page, 'customers-list-en');
      const [wang] = await findCustomer('wang.wei');
      await page.goto(`/user/userinfo/${wang!.id}`);
      await page.getByTestId('customer-profile').waitFor();
      await shot(page, 'customer-info-en');
      await page.getByTestId('customer-orders').scrollIntoViewIfNeeded();
      await shot(page, 'customer-orders-en');
      await page.getByTestId('customer-address-add').click();
      await page.getByTestId('customer-address-form').waitFor();
      await page.getByTestId('customer-address-submit').click();
      await page.getByTestId('customer-address-form').locator('.ant-form-item-explain-error').first().waitFor();
      await shot(page, 'customer-address-form-en');
      await page.keyboard.press('Escape');
      await page.goto('/setting/vip');
      await page.getByTestId('customer-group-list').locator('tbody tr.ant-table-row').first().waitFor();
      await shot(page, 'customer-groups-en');
      expect(errors.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('customer screens accessibility (axe: no serious or critical violations)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await adminPage('zh-CN'));
  });
  afterAll(async () => {
    await context?.close();
  });

  async function seriousViolations(): Promise<string[]> {
    // Off every control: a hovered button shows its lighter hover colour, not what a reader sees.
    await page.mouse.move(0, 0);
    await settle(page);
    return shared(page);
  }

  test('/user/userlist', async () => {
    await page.goto('/user/userlist');
    await rows(page).first().waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  test('/user/userinfo/:id', async () => {
    const [c] = await findCustomer('li.na');
    await page.goto(`/user/userinfo/${c!.id}`);
    await page.getByTestId('customer-profile').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  test('/setting/vip', async () => {
    await page.goto('/setting/vip');
    await page.getByTestId('customer-group-list').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  test('add customer dialog with field errors', async () => {
    await page.goto('/user/userlist');
    await rows(page).first().waitFor();
    await page.getByTestId('customer-add').click();
    await page.getByTestId('customer-form').waitFor();
    await page.getByTestId('customer-form-submit').click();
    await page.getByTestId('customer-form').locator('.ant-form-item-explain-error').first().waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  test('customer group dialog', async () => {
    await page.goto('/setting/vip');
    await page.getByTestId('customer-group-add').click();
    await page.getByTestId('customer-group-form').waitFor();
    await settle(page);
    expect(await seriousViolations()).toEqual([]);
  });
});
