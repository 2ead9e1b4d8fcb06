import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiLogin, launch, localeText, newContext, shot, watchErrors } from '../support/browser.ts';

const t = (ns: string, key: string, params?: Record<string, string | number>) => localeText('zh-CN', ns, key, params);

interface CategoryRow {
  id: number;
  parentId: number | null;
  name: Record<string, string>;
}
interface InventoryRow {
  id: number;
  sku: string;
  quantity: number;
}
interface ReviewRow {
  id: number;
  status: string;
  supplierId: number | null;
}

/** A plain-colour PNG of size x size pixels (the server decodes and re-encodes it). */
function png(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x2a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('catalog screens (admin, zh-CN)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: ReturnType<typeof watchErrors>;
  let ak = '';
  beforeAll(async () => {
    context = await newContext(browser, { as: 'admin' });
    page = await context.newPage();
    // The server's refusals (a 422 the form shows) are logged by the browser as failed requests.
    errors = watchErrors(page, [/status of 4\d\d/]);
    ak = await apiLogin('admin');
  });
  afterAll(async () => {
    await context?.close();
  });

  test('adds a category through the form and moves it to the top of the tree by dragging', async () => {
    const name = `E2E分类${Date.now().toString(36)}`;
    await page.goto('/product/classify');
    await page.getByTestId('category-node-1').waitFor();
    await page.getByTestId('category-add').click();
    await page.waitForURL(/\/product\/classifyAdd\/0$/);
    const form = page.getByTestId('category-form');
    await form.waitFor();

    // Nothing filled: the name is asked for in every enabled language (/language).
    await page.getByTestId('category-form-submit').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    // Fewer than 8 SEO keywords is refused before sending.
    for (const language of ['zh-CN', 'en', 'es', 'ja']) await page.getByTestId(`category-name-${language}`).fill(name);
    await page.getByTestId('category-sort').fill('999');
    await form.locator('#seoKeywords').fill('a,b,c');
    await page.getByTestId('category-form-submit').click();
    await expect
      .poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain(t('category', 'keywords_count', { min: 8, max: 10 }));
    await form.locator('#seoKeywords').fill('a,b,c,d,e,f,g,h');
    // The 16x16 icon through the category upload.
    const uploaded = page.waitForResponse((r) => r.url().includes('/admin/upload/category/add?kind=icon'));
    await page
      .getByTestId('category-icon')
      .locator('input[type=file]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(16) });
    expect((await uploaded).status()).toBe(200);
    await expect
      .poll(() =>
        page
          .getByTestId('category-icon')
          .locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')
          .count(),
      )
      .toBe(1);
    await page.getByTestId('category-form-submit').click();
    await page.waitForURL(/\/product\/classify$/);

    const list = await api<{ list: CategoryRow[] }>('GET', '/admin/catalog/category', ak);
    const created = list.json.data.list.find((c) => c.name['zh-CN'] === name);
    expect(created?.parentId).toBeNull();
    expect((created as unknown as { icon: string }).icon).toMatch(/^\/files\/[a-f0-9]{64}\.png$/);
    const rootsBefore = list.json.data.list.filter((c) => c.parentId === null).map((c) => c.id);
    expect(rootsBefore.at(-1)).toBe(created!.id);

    // Drag the new root above the first root: the tree calls the sort endpoint with every root in the new order.
    const source = page.getByTestId(`category-node-${created!.id}`);
    const target = page.getByTestId(`category-node-${rootsBefore[0]}`);
    await source.waitFor();
    const from = (await source.boundingBox())!;
    const to = (await target.boundingBox())!;
    const sorted = page.waitForResponse((r) => r.url().endsWith('/admin/catalog/category/sort'));
    await page.mouse.move(from.x + 12, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 14, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(to.x + 12, to.y + 4, { steps: 12 });
    await page.mouse.move(to.x + 12, to.y + 3, { steps: 2 });
    await page.mouse.up();
    expect((await sorted).status()).toBe(200);

    const after = await api<{ list: CategoryRow[] }>('GET', '/admin/catalog/category', ak);
    const rootsAfter = after.json.data.list.filter((c) => c.parentId === null).map((c) => c.id);
    expect(rootsAfter).toEqual([created!.id, ...rootsBefore.slice(0, -1)]);
    // The tree shows the new order (the first root node is the moved one).
    await expect
      .poll(() => page.locator('[data-testid^="category-node-"]').first().getAttribute('data-testid'))
      .toBe(`category-node-${created!.id}`);
    await shot(page, 'catalog-category-tree-zh');

    // The same reordering without a mouse: one place down with its button.
    const moved = page.waitForResponse((r) => r.url().endsWith('/admin/catalog/category/sort'));
    await page.getByTestId(`category-down-${created!.id}`).click();
    expect((await moved).status()).toBe(200);
    const downAfter = await api<{ list: CategoryRow[] }>('GET', '/admin/catalog/category', ak);
    expect(
      downAfter.json.data.list
        .filter((c) => c.parentId === null)
        .map((c) => c.id)
        .slice(0, 2),
    ).toEqual([rootsBefore[0], created!.id]);

    // Delete with confirmation: a category with products and children is refused with the server's message.
    await page.getByTestId(`category-delete-${rootsBefore[0]}`).click();
    const refused = page.waitForResponse((r) => r.url().endsWith('/admin/catalog/category/del'));
    await page.getByTestId(`category-delete-confirm-${rootsBefore[0]}`).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    const { msg } = (await answer.json()) as { msg: string };
    await expect.poll(() => page.getByText(msg).count()).toBeGreaterThan(0);
    // The new, empty one goes.
    await page.getByTestId(`category-delete-${created!.id}`).click();
    await page.getByTestId(`category-delete-confirm-${created!.id}`).click();
    await expect.poll(() => page.getByTestId(`category-node-${created!.id}`).count()).toBe(0);
    expect(errors.errors).toEqual([]);
  });

  test('adjusts the stock of a SKU and finds the entry in its ledger', async () => {
    await page.goto('/product/inventory?keyword=SKU-1028');
    const row = page.getByTestId('inventory-list').locator('tbody tr.ant-table-row').first();
    await row.waitFor();
    const found = await api<{ list: InventoryRow[] }>('GET', '/admin/catalog/product/inventory?keyword=SKU-1028', ak);
    const level = found.json.data.list[0]!;
    await page.getByTestId(`adjust-${level.id}`).click();
    const form = page.getByTestId('adjust-form');
    await form.waitFor();
    // Taking out more than there is is refused before sending.
    await page.getByTestId('adjust-delta').fill(String(-(level.quantity + 1)));
    await page.getByTestId('adjust-submit').click();
    await expect
      .poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain(t('inventory', 'below_zero', { quantity: level.quantity }));
    await page.getByTestId('adjust-delta').fill('5');
    const note = `e2e ${Date.now().toString(36)}`;
    await page.getByTestId('adjust-note').fill(note);
    await page.getByTestId('adjust-submit').click();
    await expect.poll(() => page.getByTestId(`stock-${level.id}`).innerText()).toBe(String(level.quantity + 5));

    await page.getByTestId(`ledger-${level.id}`).click();
    const ledger = page.getByTestId('ledger-table');
    const first = ledger.locator('tbody tr.ant-table-row').first();
    await expect.poll(() => first.innerText()).toContain(note);
    expect(await first.innerText()).toContain('+5');
    expect(await first.innerText()).toContain(String(level.quantity + 5));
    await shot(page, 'catalog-stock-ledger-zh');
    expect(errors.errors).toEqual([]);
  });

  test('the stock-warning link opens the low-stock view', async () => {
    await page.goto('/product/inventory?low=1');
    await page.getByTestId('inventory-list').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator('.page-title-row h2').innerText()).toBe(t('inventory', 'low_title'));
    const texts = await page.getByTestId('inventory-list').locator('tbody tr.ant-table-row').allInnerTexts();
    expect(
      texts.every((text) => text.includes(t('inventory', 'low')) || text.includes(t('inventory', 'out_of_stock'))),
    ).toBe(true);
  });

  test('audits a review after confirming', async () => {
    await page.goto('/product/comment?status=to_be_reviewed');
    const list = page.getByTestId('review-list');
    await list.locator('tbody tr.ant-table-row').first().waitFor();
    const pending = await api<{ list: ReviewRow[] }>('GET', '/admin/catalog/review?status=to_be_reviewed', ak);
    const review = pending.json.data.list[0]!;
    await page.getByTestId(`review-pass-${review.id}`).click();
    await page.getByTestId(`review-pass-confirm-${review.id}`).click();
    // It leaves the filtered list and is passed on the server.
    await expect.poll(() => page.getByTestId(`review-pass-${review.id}`).count()).toBe(0);
    const info = await api<ReviewRow>('GET', `/admin/catalog/review/info?id=${review.id}`, ak);
    expect(info.json.data.status).toBe('passed');
    await page.goto(`/product/reviewInfo/${review.id}`);
    await page.getByTestId('review-info').getByTestId('review-status').waitFor();
    expect(await page.getByTestId('review-status').innerText()).toBe(t('review', 'status.passed'));

    // Two at once: select, confirm, both passed.
    await page.goto('/product/comment?status=to_be_reviewed');
    const rows = list.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const next = (
      await api<{ list: ReviewRow[] }>('GET', '/admin/catalog/review?status=to_be_reviewed', ak)
    ).json.data.list.slice(0, 2);
    for (const r of next) await list.locator(`tr[data-row-key="${r.id}"] input[type=checkbox]`).check();
    await page.getByTestId('review-batch-pass').click();
    await page.getByTestId('review-batch-pass-confirm').click();
    await expect.poll(() => page.getByTestId('review-batch').count()).toBe(0);
    for (const r of next)
      expect((await api<ReviewRow>('GET', `/admin/catalog/review/info?id=${r.id}`, ak)).json.data.status).toBe(
        'passed',
      );
    await shot(page, 'catalog-reviews-zh');
    expect(errors.errors).toEqual([]);
  });

  test('a duplicate option name shows "Name already exists" on the field', async () => {
    await page.goto('/product/option');
    await page.getByTestId('dictionary-option').locator('tbody tr.ant-table-row').first().waitFor();
    const existing = await api<{ list: { name: string }[] }>('GET', '/admin/catalog/option', ak);
    await page.getByTestId('dictionary-add').click();
    const form = page.getByTestId('dictionary-form');
    await form.waitFor();
    await page.getByTestId('dictionary-name').fill(existing.json.data.list[0]!.name);
    await page.getByTestId('dictionary-value-0').fill('A');
    await page.getByTestId('dictionary-value-add').click();
    await page.getByTestId('dictionary-value-1').fill('a');
    await page.getByTestId('dictionary-form-submit').click();
    // Values must not repeat: the shared schema says so before sending.
    await expect
      .poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain(t('common', 'field_error.duplicate'));
    await page.getByTestId('dictionary-value-1').fill('B');
    await page.getByTestId('dictionary-form-submit').click();
    await expect
      .poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain(t('dictionary', 'name_exists'));
    await page.getByTestId('dictionary-form-cancel').click();
    await expect.poll(() => form.count()).toBe(0);
    expect(errors.errors).toEqual([]);
  });
});

describe('catalog screens (supplier)', () => {
  test("a review of another supplier's product is not reachable by URL", async () => {
    const context = await newContext(browser, { as: 'supplier' });
    const page = await context.newPage();
    try {
      const ak = await apiLogin('supplier');
      const own = await api<{ list: ReviewRow[] }>('GET', '/admin/catalog/review?pageSize=100', ak);
      expect(own.json.data.list.length).toBeGreaterThan(0);
      const ownSupplier = own.json.data.list[0]!.supplierId;
      expect(own.json.data.list.every((r) => r.supplierId === ownSupplier)).toBe(true);

      // Another supplier's review, found with the second supplier's session.
      const otherAk = await apiLogin('supplier2');
      const other = await api<{ list: ReviewRow[] }>('GET', '/admin/catalog/review?pageSize=100', otherAk);
      const foreign = other.json.data.list.find((r) => r.supplierId !== ownSupplier)!;
      expect(foreign).toBeTruthy();

      const answer = page.waitForResponse((r) => r.url().includes(`/admin/catalog/review/info?id=${foreign.id}`));
      await page.goto(`/product/reviewInfo/${foreign.id}`);
      expect((await answer).status()).toBe(404);
      await page.getByTestId('not-found').waitFor();
      expect(await page.getByTestId('review-info').count()).toBe(0);

      // Its own review opens, with the reply form and without the audit actions it lacks the right for.
      const mine = own.json.data.list[0]!;
      await page.goto(`/product/reviewInfo/${mine.id}`);
      await page.getByTestId('review-reply-form').waitFor();
      expect(await page.getByTestId(`review-pass-${mine.id}`).count()).toBe(0);
      expect(await page.getByTestId(`review-fail-${mine.id}`).count()).toBe(0);
      await shot(page, 'catalog-review-supplier-zh');
    } finally {
      await context.close();
    }
  });
});
