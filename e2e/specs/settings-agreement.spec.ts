import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACCOUNTS, api, apiLogin, launch, localeText, newContextIn, shot, watchErrors } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface AgreementData {
  current: { id: number; version: number; content: Record<string, string> } | null;
  history: { id: number; version: number; acceptances: number }[];
}

const supplierAgreement = async (ak: string) =>
  (await api<AgreementData>('GET', '/admin/setting/agreement?kind=supplier', ak)).json.data;

/** Signs in as the supplier user through the form; answers the sign-in answer's `agreement`. */
async function signInAsSupplier(page: Page): Promise<unknown> {
  await page.goto('/');
  await page.locator('#username').fill(ACCOUNTS.supplier.username);
  await page.locator('#password').fill(ACCOUNTS.supplier.password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/admin/passport/login'));
  await page.getByTestId('login-submit').click();
  const answer = (await (await answered).json()) as { data: { agreement?: unknown } };
  await page.waitForURL(/\/dashboard/);
  await page.getByTestId('sidebar').waitFor();
  return answer.data.agreement;
}

describe('agreements', () => {
  test(
    'an administrator publishes a new supplier agreement; the supplier user is asked at sign-in, accepts, ' +
      'and is not asked again',
    async () => {
      const adminAk = await apiLogin('admin');
      const before = await supplierAgreement(adminAk);
      const next = (before.current?.version ?? 0) + 1;
      const clause = `E2E clause ${Date.now()}`;

      // The administrator writes the English text of the next version and publishes it after confirming.
      const admin = await newContextIn(browser, 'en', { as: 'admin' });
      const page = await admin.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto('/setting/agreement');
        await page.getByTestId('agreement-kind-supplier').click();
        await page.waitForURL((url) => url.searchParams.get('kind') === 'supplier');
        await page.getByTestId('agreement-panel-supplier').waitFor();
        expect(await page.getByTestId('agreement-current-version').innerText()).toBe(
          localeText('en', 'agreement', 'current.version', { version: next - 1 }),
        );
        await page.getByTestId('agreement-lang-en').click();
        const editor = page.getByTestId('agreement-content-en').locator('.rich-text-content');
        await editor.click();
        await page.keyboard.press('Control+End');
        await page.keyboard.press('Enter');
        await page.keyboard.type(clause);
        await page.getByTestId('agreement-publish').click();
        const confirm = page.locator('.ant-popconfirm:visible');
        await confirm.waitFor();
        expect(await confirm.innerText()).toContain(localeText('en', 'agreement', 'publish_confirm_supplier'));
        const published = page.waitForResponse((r) => r.url().endsWith('/admin/setting/agreement/publish'));
        await page.getByTestId('agreement-publish-confirm').click();
        expect((await published).status()).toBe(200);
        await expect
          .poll(() => page.getByTestId('agreement-current-version').innerText())
          .toBe(localeText('en', 'agreement', 'current.version', { version: next }));
        expect(await page.getByTestId('agreement-history').locator('tbody tr').count()).toBe(before.history.length + 1);
        await shot(page, 'settings-agreement-published');
        expect(errors.errors).toEqual([]);
      } finally {
        await admin.close();
      }
      const after = await supplierAgreement(adminAk);
      expect(after.current).toMatchObject({ version: next });
      expect(after.current!.content.en).toContain(clause);

      // The supplier user signs in: the dialog shows the new text and cannot be dismissed.
      const supplier = await newContextIn(browser, 'en');
      const sp = await supplier.newPage();
      const supplierErrors = watchErrors(sp);
      try {
        expect(await signInAsSupplier(sp)).toEqual({ id: after.current!.id, version: next });
        const gate = sp.getByTestId('agreement-gate').getByRole('dialog');
        await gate.waitFor();
        await expect.poll(() => sp.getByTestId('agreement-gate-text').innerText()).toContain(clause);
        expect(await sp.locator('.ant-modal-close').count()).toBe(0);
        await sp.keyboard.press('Escape');
        await sp.mouse.click(5, 5);
        await sp.waitForTimeout(300);
        expect(await gate.isVisible()).toBe(true);
        await shot(sp, 'settings-agreement-gate');

        const accepted = sp.waitForResponse((r) => r.url().endsWith('/admin/passport/agreement/accept'));
        await sp.getByTestId('agreement-gate-accept').click();
        expect((await accepted).status()).toBe(200);
        await sp.getByTestId('agreement-gate-accept').waitFor({ state: 'detached' });
        // a reload keeps the stored session user, which asks no more
        await sp.reload();
        await sp.getByTestId('sidebar').waitFor();
        await sp.waitForTimeout(500);
        expect(await sp.getByTestId('agreement-gate').count()).toBe(0);

        // The next sign-in does not ask again.
        await sp.getByTestId('user-menu').click();
        await sp.getByTestId('logout').click();
        await sp.locator('#username').waitFor();
        expect(await signInAsSupplier(sp)).toBeNull();
        await sp.waitForTimeout(500);
        expect(await sp.getByTestId('agreement-gate').count()).toBe(0);
        expect(supplierErrors.errors).toEqual([]);
      } finally {
        await supplier.close();
      }
      expect((await supplierAgreement(adminAk)).history[0]).toMatchObject({ version: next, acceptances: 1 });
    },
  );
});
