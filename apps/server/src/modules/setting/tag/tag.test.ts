import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInfo, ProductOptionsData, TagInfo, TagRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';

const en = { 'accept-language': 'en' };
type List = { list: TagRow[]; total: number; page: number; pageSize: number };

describe('tags (settings /tag)', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  let seq = 0;
  const q = async (sql: string, params: unknown[] = []) => (await t.database.raw(sql, params)).rows;
  const n = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0]!.n);
  const auditCount = () => n('select count(*)::int as n from audit_log');
  const list = async (qs = '', ak = adminAk) => {
    const res = await t.get(`/admin/setting/tag?${qs}`, ak);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as List;
  };
  // Sort is required (spec); the cases below that are not about it send 0.
  const add = (body: Record<string, unknown>, ak = adminAk, headers = en) =>
    t.post('/admin/setting/tag/add', { sort: 0, ...body }, ak, headers);
  const added = async (body: Record<string, unknown>) => {
    const res = await add(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TagInfo;
  };
  const info = async (id: number) => (await t.get(`/admin/setting/tag/info?id=${id}`, adminAk)).json().data as TagInfo;
  const tagId = async (name: string) =>
    Number((await q('select id::int as id from tags where name = $1', [name]))[0]!.id);
  const product = async (extra: Record<string, unknown>) => {
    seq++;
    return t.post(
      '/admin/catalog/product/add',
      { name: inEveryLanguage(`Tagged ${seq}`), number: `TAG-${seq}`, sku: `TAG-SKU-${seq}`, price: 100, ...extra },
      adminAk,
      en,
    );
  };
  const editBody = (p: ProductInfo, change: Record<string, unknown>) => ({
    id: p.id,
    version: p.version,
    name: p.name,
    number: p.number,
    sku: p.sku,
    price: p.price,
    specMode: p.specMode,
    categoryId: p.categoryId,
    tagIds: p.tagIds,
    warehouseId: p.warehouseId,
    onShelf: p.onShelf,
    variants: p.variants.map(({ stock: _s, ...v }) => v),
    ...change,
  });

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the demo tags by sort order with search, status filter, sorting and a pager', async () => {
    const all = await list();
    expect(all.list.map((x) => [x.name, x.enabled])).toEqual([
      ['New', true],
      ['Hot', true],
      ['Sale', true],
      ['Eco', true],
      ['Clearance', false],
    ]);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(Object.keys(all.list[0]!).sort()).toEqual(['createdAt', 'enabled', 'id', 'name', 'sort', 'version']);
    expect((await list('keyword=E')).list.map((x) => x.name).sort()).toEqual(['Clearance', 'Eco', 'New', 'Sale']);
    expect((await list('keyword=%25')).total).toBe(0); // wildcards are literal
    expect((await list('status=disabled')).list.map((x) => x.name)).toEqual(['Clearance']);
    expect((await list('status=enabled')).total).toBe(4);
    expect((await list('sort=name')).list.map((x) => x.name)).toEqual(['Clearance', 'Eco', 'Hot', 'New', 'Sale']);
    expect((await list('sort=-name')).list.map((x) => x.name)).toEqual(['Sale', 'New', 'Hot', 'Eco', 'Clearance']);
    const byId = (await list('sort=-id')).list.map((x) => x.id);
    expect(byId).toEqual([...byId].sort((a, b) => b - a));
    const page2 = await list('pageSize=10&page=2');
    expect(page2).toMatchObject({ list: [], total: 5, page: 2 });
    expect((await t.get('/admin/setting/tag?sort=version', adminAk)).statusCode).toBe(422);
    expect((await t.get('/admin/setting/tag?pageSize=7', adminAk)).statusCode).toBe(422);
    const clearance = await info(await tagId('Clearance'));
    expect(clearance.productCount).toBe(
      await n(`select count(*)::int as n from products where $1 = any(tag_ids)`, [clearance.id]),
    );
    expect(clearance.productCount).toBeGreaterThan(0);
    expect((await t.get('/admin/setting/tag/info?id=999999', adminAk)).statusCode).toBe(404);
  });

  it("adds and edits with a version check; a taken name answers 'Tag already exists' on the name field", async () => {
    const audit0 = await auditCount();
    const tag = await added({ name: '  Limited  ', sort: 15 });
    expect(tag).toMatchObject({ name: 'Limited', sort: 15, enabled: true, version: 0, productCount: 0 });
    expect(await auditCount()).toBe(audit0 + 1);
    for (const name of ['limited', 'HOT']) {
      const dup = await add({ name });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({
        code: 409,
        msg: 'Tag already exists',
        data: { errors: [{ field: 'name', key: 'duplicate' }] },
      });
    }
    expect((await add({ name: 'hot' }, adminAk, { 'accept-language': 'zh-CN' })).json().msg).toBe('标签已存在');
    expect(await auditCount()).toBe(audit0 + 1);
    expect((await add({ name: ' ' })).json().data.errors).toEqual([
      expect.objectContaining({ field: 'name', key: 'required' }),
    ]);
    expect((await add({ name: 'x'.repeat(51) })).json().data.errors).toEqual([
      expect.objectContaining({ field: 'name', key: 'too_long' }),
    ]);
    const noSort = await t.post('/admin/setting/tag/add', { name: 'Without sort' }, adminAk, en);
    expect(noSort.statusCode).toBe(422);
    expect(noSort.json().data.errors).toEqual([expect.objectContaining({ field: 'sort', key: 'required' })]);

    const edit = await t.post(
      '/admin/setting/tag/edit',
      { id: tag.id, version: 0, name: 'Limited edition', sort: 5 },
      adminAk,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ name: 'Limited edition', sort: 5, version: 1 });
    const stale = await t.post('/admin/setting/tag/edit', { id: tag.id, version: 0, name: 'Stale', sort: 5 }, adminAk);
    expect(stale.statusCode).toBe(409);
    const rename = await t.post(
      '/admin/setting/tag/edit',
      { id: tag.id, version: 1, name: 'new', sort: 5 },
      adminAk,
      en,
    );
    expect(rename.json()).toEqual({
      code: 409,
      msg: 'Tag already exists',
      data: { errors: [{ field: 'name', key: 'duplicate' }] },
    });
    expect((await info(tag.id)).name).toBe('Limited edition');
    expect(
      (await t.post('/admin/setting/tag/edit', { id: 999999, version: 0, name: 'Nobody', sort: 0 }, adminAk))
        .statusCode,
    ).toBe(404);
    expect(
      await q(
        `select action, before->>'name' as b, after->>'name' as a from audit_log where entity = 'tag' and entity_id ` +
          `= $1 order by id`,
        [String(tag.id)],
      ),
    ).toEqual([
      { action: 'tag.add', b: null, a: 'Limited' },
      { action: 'tag.edit', b: 'Limited', a: 'Limited edition' },
    ]);
  });

  it('a disabled tag is not offered for new choices but stays on the products that have it', async () => {
    const hot = await tagId('Hot');
    const clearance = await tagId('Clearance');
    const off = await t.post('/admin/setting/tag/status', { id: hot, status: false }, adminAk);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, version: 1 });
    expect((await t.post('/admin/setting/tag/status', { id: hot, status: true, version: 0 }, adminAk)).statusCode).toBe(
      409,
    );
    const options = (await t.get('/admin/catalog/product/options/add', adminAk)).json().data as ProductOptionsData;
    expect(options.tags.find((x) => x.id === hot)).toMatchObject({ name: 'Hot', enabled: false });
    // by sort order
    expect(options.tags.filter((x) => x.enabled).map((x) => x.name)).toEqual(['Limited edition', 'New', 'Sale', 'Eco']);

    // A new product cannot get a disabled tag; an enabled one is fine.
    const refused = await product({ tagIds: [await tagId('New'), hot] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual([{ field: 'tagIds.1', key: 'invalid' }]);
    const p = (await product({ tagIds: [await tagId('New')] })).json().data as ProductInfo;

    // A demo product that carries the disabled Clearance tag keeps it through an edit ...
    const carrierId = Number(
      (await q('select id::int as id from products where $1 = any(tag_ids) order by id limit 1', [clearance]))[0]!.id,
    );
    const carrier = (await t.get(`/admin/catalog/product/info?id=${carrierId}`, adminAk)).json().data as ProductInfo;
    expect(carrier.tagIds).toContain(clearance);
    const kept = await t.post('/admin/catalog/product/edit', editBody(carrier, { price: carrier.price + 1 }), adminAk);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json().data as ProductInfo).tagIds).toContain(clearance);
    // ... while another product cannot get it added, by the form or by the batch action.
    const adding = await t.post(
      '/admin/catalog/product/edit',
      editBody(p, { tagIds: [...p.tagIds, clearance] }),
      adminAk,
    );
    expect(adding.json().data.errors).toEqual([{ field: 'tagIds.1', key: 'invalid' }]);
    expect(
      (await t.post('/admin/catalog/product/tags', { ids: [p.id], tagIds: [clearance], mode: 'add' }, adminAk))
        .statusCode,
    ).toBe(422);
    // Taking a disabled tag off products stays possible.
    const removed = await t.post(
      '/admin/catalog/product/tags',
      { ids: [carrierId], tagIds: [clearance], mode: 'remove' },
      adminAk,
    );
    expect(removed.json().data.ids).toEqual([carrierId]);

    expect((await t.post('/admin/setting/tag/status', { id: hot, status: true }, adminAk)).json().data.enabled).toBe(
      true,
    );
    expect(
      await q(`select action from audit_log where entity = 'tag' and entity_id = $1 order by id`, [String(hot)]),
    ).toEqual([{ action: 'tag.disable' }, { action: 'tag.enable' }]);
    expect((await product({ tagIds: [hot] })).statusCode).toBe(200);
  });

  it('refuses to delete a tag while products carry it; deletes it once none does', async () => {
    const tag = await added({ name: 'Short-lived' });
    const p = (await product({ tagIds: [tag.id] })).json().data as ProductInfo;
    const audit0 = await auditCount();
    const used = await t.post('/admin/setting/tag/del', { id: tag.id }, adminAk, en);
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toBe(
      'This tag is still on 1 products; disable it instead, or take it off those products first',
    );
    expect(await auditCount()).toBe(audit0);
    expect((await info(tag.id)).productCount).toBe(1);

    await t.post('/admin/catalog/product/tags', { ids: [p.id], tagIds: [tag.id], mode: 'remove' }, adminAk);
    const del = await t.post('/admin/setting/tag/del', { id: tag.id }, adminAk);
    expect(del.statusCode, del.body).toBe(200);
    expect((await t.get(`/admin/setting/tag/info?id=${tag.id}`, adminAk)).statusCode).toBe(404);
    expect((await t.post('/admin/setting/tag/del', { id: tag.id }, adminAk)).statusCode).toBe(404);
    expect(
      await n(`select count(*)::int as n from audit_log where action = 'tag.del' and entity_id = $1`, [String(tag.id)]),
    ).toBe(1);
  });

  it('is closed to suppliers and to staff without the change keys; each change has its own key', async () => {
    const newTag = await tagId('New');
    const before = await info(newTag);
    for (const res of [
      await t.get('/admin/setting/tag', supplierAk),
      await t.get(`/admin/setting/tag/info?id=${newTag}`, supplierAk),
      await add({ name: 'From a supplier' }, supplierAk),
      await t.post(
        '/admin/setting/tag/edit',
        { id: newTag, version: before.version, name: 'Renamed', sort: 0 },
        supplierAk,
      ),
      await t.post('/admin/setting/tag/status', { id: newTag, status: false }, supplierAk),
      await t.post('/admin/setting/tag/del', { id: newTag }, supplierAk),
    ])
      expect(res.statusCode, res.body).toBe(403);
    expect(await info(newTag)).toEqual(before);
    // Suppliers still read the tags their product form offers.
    const supplierChoices = (await t.get('/admin/catalog/product/options/add', supplierAk)).json()
      .data as ProductOptionsData;
    expect(supplierChoices.tags.map((x) => x.id)).toContain(newTag);

    const group = await t.post(
      '/admin/setting/group/add',
      { name: 'Tag readers', permissions: ['tag', 'tag_add'] },
      adminAk,
    );
    expect(group.statusCode, group.body).toBe(200);
    const account = await t.post(
      '/admin/setting/admin/add',
      { username: 'tag-reader', password: 'tag-reader-1', truename: 'Tag Reader', groupId: group.json().data.id },
      adminAk,
    );
    expect(account.statusCode, account.body).toBe(200);
    const readerAk = (await t.signIn('tag-reader', 'tag-reader-1')).json().data.ak as string;
    expect((await list('', readerAk)).total).toBeGreaterThan(0);
    expect((await add({ name: 'Reader tag' }, readerAk)).statusCode).toBe(200);
    expect(
      (
        await t.post(
          '/admin/setting/tag/edit',
          { id: newTag, version: before.version, name: 'Renamed', sort: 0 },
          readerAk,
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.post('/admin/setting/tag/status', { id: newTag, status: false }, readerAk)).statusCode).toBe(403);
    expect((await t.post('/admin/setting/tag/del', { id: newTag }, readerAk)).statusCode).toBe(403);
  });
});
