import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryInfo, CategoryRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

const en = { 'accept-language': 'en' };

describe('categories', () => {
  let t: TestApp;
  let adminAk: string;
  const tree = async () => (await t.get('/admin/catalog/category', adminAk)).json().data.list as CategoryRow[];
  const add = (body: Record<string, unknown>) =>
    t.post('/admin/catalog/category/add', { sort: 10, ...body }, adminAk, en);
  const added = async (body: Record<string, unknown>) => {
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CategoryInfo;
  };
  const auditCount = async () => Number((await t.database.raw('select count(*)::int as n from audit_log')).rows[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the tree in display order with product and child counts', async () => {
    const list = await tree();
    expect(list.length).toBe(Number((await t.database.raw('select count(*)::int as n from categories')).rows[0]!.n));
    const seen = new Set<number>();
    for (const c of list) {
      if (c.parentId !== null) expect(seen.has(c.parentId)).toBe(true); // parents come first
      seen.add(c.id);
    }
    const apparel = list.find((c) => c.name.en === 'Apparel')!;
    expect(apparel.childCount).toBe(3);
    const men = list.find((c) => c.name.en === 'Men')!;
    expect(men.productCount).toBe(
      Number(
        (await t.database.raw('select count(*)::int as n from products where category_id = $1', [men.id])).rows[0]!.n,
      ),
    );
    expect(
      (await t.get('/admin/catalog/category?keyword=kitch', adminAk))
        .json()
        .data.list.map((c: CategoryRow) => c.name.en),
    ).toEqual(['Kitchen']);
    expect((await t.get('/admin/catalog/category?status=disabled', adminAk)).json().data.total).toBe(1);
  });

  it('validates names, sort (required), SEO limits, icons and the parent', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: {} }, 'name.zh-CN', 'required'],
      [{ name: { en: 'x' }, sort: undefined }, 'sort', 'required'],
      [{ name: inEveryLanguage('x'), seoTitle: 'y'.repeat(71) }, 'seoTitle', 'too_long'],
      [{ name: inEveryLanguage('x'), seoKeywords: 'one,two' }, 'seoKeywords', 'invalid'],
      [{ name: inEveryLanguage('x'), icon: 'http://evil/x.png' }, 'icon', 'invalid'],
      [{ name: inEveryLanguage('x'), parentId: 999999 }, 'parentId', 'invalid'],
      [{ name: inEveryLanguage('x'), icon: `/files/${'a'.repeat(64)}.png` }, 'icon', 'invalid'],
      [{ name: inEveryLanguage('x'), image: `/files/${'b'.repeat(64)}.jpg` }, 'image', 'invalid'],
    ];
    for (const [body, field, key] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().data.errors).toContainEqual(expect.objectContaining({ field, key }));
    }
    // Icons must be stored 16x16 pictures.
    const big = `${'c'.repeat(64)}.png`;
    const small = `${'d'.repeat(64)}.png`;
    await t.database.raw(
      `insert into files (sha256, name, mime, bytes, width, height) values ($1, $2, 'image/png', 100, 64, 64), ($3, ` +
        `$4, 'image/png', 100, 16, 16)`,
      ['c'.repeat(64), big, 'd'.repeat(64), small],
    );
    expect((await add({ name: inEveryLanguage('x'), icon: `/files/${big}` })).json().data.errors).toEqual([
      { field: 'icon', key: 'invalid' },
    ]);
    const ok = await add({ name: inEveryLanguage('With icon'), icon: `/files/${small}`, image: `/files/${big}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ icon: `/files/${small}`, image: `/files/${big}` });
  });

  it('adds, edits with a version check and refuses moving a category under its own subtree', async () => {
    const sports = { en: 'Sports', 'zh-CN': '运动', es: 'Deportes', ja: 'スポーツ' };
    const root = await added({ name: sports, seoKeywords: 'a,b,c,d,e,f,g,h,i' });
    const child = await added({ name: inEveryLanguage('Cycling'), parentId: root.id });
    const grandchild = await added({ name: inEveryLanguage('Helmets'), parentId: child.id });
    const edit = await t.post('/admin/catalog/category/edit', { ...root, name: { ...sports, en: 'Sport' } }, adminAk);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ name: { en: 'Sport', 'zh-CN': '运动' }, version: 1 });
    const stale = await t.post('/admin/catalog/category/edit', { ...root, name: inEveryLanguage('Stale') }, adminAk);
    expect(stale.statusCode).toBe(409);
    const cycle = await t.post(
      '/admin/catalog/category/edit',
      { ...root, version: 1, parentId: grandchild.id },
      adminAk,
      en,
    );
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().msg).toBe('A category cannot be moved under itself or one of its subcategories');
    const self = await t.post('/admin/catalog/category/edit', { ...child, parentId: child.id }, adminAk);
    expect(self.statusCode).toBe(422);
    const status = await t.post('/admin/catalog/category/status', { id: child.id, status: false }, adminAk);
    expect(status.json().data.enabled).toBe(false);
  });

  it('refuses to delete a category while products or children use it', async () => {
    const parent = await added({ name: inEveryLanguage('Parent') });
    const child = await added({ name: inEveryLanguage('Child'), parentId: parent.id });
    let audit0 = await auditCount();
    const withChild = await t.post('/admin/catalog/category/del', { id: parent.id }, adminAk, en);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().msg).toBe('This category is still used by 0 products and 1 subcategories');
    const p = await t.post(
      '/admin/catalog/product/add',
      { name: inEveryLanguage('In child'), number: 'CAT-1', sku: 'CAT-SKU-1', price: 1, categoryId: child.id },
      adminAk,
    );
    expect(p.statusCode).toBe(200);
    audit0 += 1;
    const withProduct = await t.post('/admin/catalog/category/del', { id: child.id }, adminAk, en);
    expect(withProduct.statusCode).toBe(409);
    expect(withProduct.json().msg).toBe('This category is still used by 1 products and 0 subcategories');
    expect(await auditCount()).toBe(audit0);
    expect((await t.post('/admin/catalog/product/del', { ids: [p.json().data.id] }, adminAk)).statusCode).toBe(200);
    expect((await t.post('/admin/catalog/category/del', { id: child.id }, adminAk)).statusCode).toBe(200);
    expect((await t.post('/admin/catalog/category/del', { id: parent.id }, adminAk)).statusCode).toBe(200);
    expect((await t.get(`/admin/catalog/category/info?id=${parent.id}`, adminAk)).statusCode).toBe(404);
  });

  it('reorders the children of one parent atomically; a stale or partial list changes nothing', async () => {
    const parent = await added({ name: inEveryLanguage('Sorted') });
    const kids = [];
    for (const name of ['A', 'B', 'C', 'D'])
      kids.push(await added({ name: inEveryLanguage(name), parentId: parent.id }));
    const order = (list: CategoryRow[]) => list.filter((c) => c.parentId === parent.id).map((c) => c.name.en);
    const ids = kids.map((k) => k.id);
    const res = await t.post(
      '/admin/catalog/category/sort',
      { parentId: parent.id, ids: [ids[3], ids[1], ids[0], ids[2]] },
      adminAk,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(order(res.json().data.list)).toEqual(['D', 'B', 'A', 'C']);
    const audit0 = await auditCount();
    const partial = await t.post(
      '/admin/catalog/category/sort',
      { parentId: parent.id, ids: [ids[0], ids[1], ids[2]] },
      adminAk,
      en,
    );
    expect(partial.statusCode).toBe(409);
    const foreign = await t.post(
      '/admin/catalog/category/sort',
      { parentId: parent.id, ids: [ids[0], ids[1], ids[2], parent.id] },
      adminAk,
    );
    expect(foreign.statusCode).toBe(409);
    expect(order(await tree())).toEqual(['D', 'B', 'A', 'C']);
    expect(await auditCount()).toBe(audit0);
    const roots = (await tree())
      .filter((c) => c.parentId === null)
      .map((c) => c.id)
      .reverse();
    expect((await t.post('/admin/catalog/category/sort', { parentId: null, ids: roots }, adminAk)).statusCode).toBe(
      200,
    );
    expect((await tree()).filter((c) => c.parentId === null).map((c) => c.id)).toEqual(roots);
  });
});
