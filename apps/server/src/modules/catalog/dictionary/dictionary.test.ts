import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryRow } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

const en = { 'accept-language': 'en' };

describe('catalog dictionaries: stock statuses, attribute groups, attributes, options, filters', () => {
  let t: TestApp;
  let adminAk: string;
  // Sort is required (spec); the cases below that are not about it send 0.
  const add = (kind: string, body: Record<string, unknown>) =>
    t.post(`/admin/catalog/${kind}/add`, { sort: 0, ...body }, adminAk, en);
  const list = async (kind: string, qs = '') =>
    (await t.get(`/admin/catalog/${kind}?${qs}`, adminAk)).json().data as { list: DictionaryRow[]; total: number };

  beforeAll(async () => {
    t = await createTestApp();
    adminAk = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds the four stock statuses as an editable list', async () => {
    expect((await list('stockstatus')).list.map((s) => s.name)).toEqual([
      'In stock',
      '2-3 days',
      'Out of stock',
      'Pre-order',
    ]);
    const s = (await list('stockstatus')).list[1]!;
    const edit = await t.post(
      '/admin/catalog/stockstatus/edit',
      { id: s.id, version: s.version, name: '2-4 days', sort: s.sort },
      adminAk,
    );
    expect(edit.json().data).toMatchObject({ name: '2-4 days', version: 1 });
    expect(
      (await t.post('/admin/catalog/stockstatus/edit', { id: s.id, version: 0, name: 'x', sort: 0 }, adminAk))
        .statusCode,
    ).toBe(409);
  });

  it("rejects duplicate names with 'Name already exists' on every list", async () => {
    for (const kind of ['stockstatus', 'attributegroup', 'attribute', 'option', 'filter']) {
      expect((await add(kind, { name: `Unique ${kind}` })).statusCode, kind).toBe(200);
      const dup = await add(kind, { name: `UNIQUE ${kind}` });
      expect(dup.statusCode, kind).toBe(409);
      expect(dup.json()).toEqual({
        code: 409,
        msg: 'Name already exists',
        data: { errors: [{ field: 'name', key: 'duplicate' }] },
      });
      const other = (await add(kind, { name: `Other ${kind}` })).json().data as DictionaryRow;
      const rename = await t.post(
        `/admin/catalog/${kind}/edit`,
        { id: other.id, version: other.version, name: `unique ${kind}`, sort: other.sort },
        adminAk,
        en,
      );
      expect(rename.statusCode).toBe(409);
      expect(rename.json().msg).toBe('Name already exists');
      expect((await list(kind, `keyword=${encodeURIComponent(`unique ${kind}`)}`)).total).toBe(1);
    }
  });

  it('attribute values cannot be empty; attribute names and values must not repeat', async () => {
    const noSort = await t.post('/admin/catalog/option/add', { name: 'Without sort' }, adminAk, en);
    expect(noSort.json().data.errors).toEqual([expect.objectContaining({ field: 'sort', key: 'required' })]);
    const empty = await add('attribute', { name: 'Colour', values: [{ name: 'Red' }, { name: ' ' }] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().data.errors).toEqual([expect.objectContaining({ field: 'values.1.name', key: 'required' })]);
    const repeat = await add('attribute', { name: 'Colour', values: [{ name: 'Red' }, { name: 'red' }] });
    expect(repeat.json().data.errors).toEqual([{ field: 'values.1.name', key: 'duplicate' }]);
    const group = (await list('attributegroup')).list[0]!;
    const ok = await add('attribute', {
      name: 'Colour',
      groupId: group.id,
      values: [{ name: 'Red' }, { name: 'Green' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const attr = ok.json().data as DictionaryRow;
    expect(attr.values).toEqual([
      { id: 1, name: 'Red' },
      { id: 2, name: 'Green' },
    ]);
    // The same name in another group is a different attribute; in the same group it repeats.
    expect((await add('attribute', { name: 'colour', groupId: group.id })).statusCode).toBe(409);
    expect((await add('attribute', { name: 'Colour', groupId: 999999 })).json().data.errors).toEqual([
      { field: 'groupId', key: 'invalid' },
    ]);
    const edit = await t.post(
      '/admin/catalog/attribute/edit',
      {
        id: attr.id,
        version: attr.version,
        name: 'Colour',
        sort: attr.sort,
        groupId: group.id,
        values: [{ id: 2, name: 'Green' }, { name: 'Blue' }],
      },
      adminAk,
    );
    expect(edit.json().data.values).toEqual([
      { id: 2, name: 'Green' },
      { id: 3, name: 'Blue' },
    ]);
    const foreignId = await t.post(
      '/admin/catalog/attribute/edit',
      { id: attr.id, version: 1, name: 'Colour', sort: attr.sort, groupId: group.id, values: [{ id: 77, name: 'X' }] },
      adminAk,
    );
    expect(foreignId.json().data.errors).toEqual([{ field: 'values.0.id', key: 'invalid' }]);
    expect((await list('attribute', `groupId=${group.id}`)).list.every((a) => a.groupId === group.id)).toBe(true);
  });

  it('refuses to delete entries still in use; deletes unused ones with an audit row', async () => {
    const status = (await list('stockstatus')).list.find((s) => s.name === 'Pre-order')!;
    const used = await t.post('/admin/catalog/stockstatus/del', { id: status.id }, adminAk, en);
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toMatch(/still in use/);
    const group = (await list('attributegroup')).list[0]!;
    expect((await t.post('/admin/catalog/attributegroup/del', { id: group.id }, adminAk)).statusCode).toBe(409);
    const colour = (await list('option')).list.find((o) => o.name === 'Colour')!;
    expect((await t.post('/admin/catalog/option/del', { id: colour.id }, adminAk)).statusCode).toBe(409);
    // Values the demo variants use (red, blue, black) cannot be removed; a new one can be added and removed again.
    const dropRed = await t.post(
      '/admin/catalog/option/edit',
      { id: colour.id, version: colour.version, name: 'Colour', sort: colour.sort, values: colour.values.slice(1) },
      adminAk,
    );
    expect(dropRed.statusCode).toBe(409);
    expect(dropRed.json().data.errors).toEqual([{ field: 'values', key: 'not_allowed' }]);
    const withGreen = (
      await t.post(
        '/admin/catalog/option/edit',
        {
          id: colour.id,
          version: colour.version,
          name: 'Colour',
          sort: colour.sort,
          values: [...colour.values, { name: 'Green' }],
        },
        adminAk,
      )
    ).json().data as DictionaryRow;
    expect(withGreen.values.map((v) => v.name)).toEqual(['Red', 'Blue', 'Black', 'Green']);
    const back = await t.post(
      '/admin/catalog/option/edit',
      { id: colour.id, version: withGreen.version, name: 'Colour', sort: colour.sort, values: colour.values },
      adminAk,
    );
    expect(back.statusCode, back.body).toBe(200);
    const spare = (await add('filter', { name: 'Spare', values: [{ name: 'One' }] })).json().data as DictionaryRow;
    expect((await t.post('/admin/catalog/filter/del', { id: spare.id }, adminAk)).statusCode).toBe(200);
    expect((await t.get(`/admin/catalog/filter/info?id=${spare.id}`, adminAk)).statusCode).toBe(404);
    expect(
      (
        await t.database.raw(
          `select count(*)::int as n from audit_log where action = 'filter.del' and entity_id = $1`,
          [String(spare.id)],
        )
      ).rows[0]!.n,
    ).toBe(1);
  });

  it('sorts every list by id, name or sort, either way; by sort order when none is asked for', async () => {
    for (const kind of ['stockstatus', 'attributegroup', 'attribute', 'option', 'filter']) {
      const plain = (await list(kind, 'pageSize=100')).list;
      expect(
        plain.map((r) => [r.sort, r.id]),
        kind,
      ).toEqual([...plain].sort((x, y) => x.sort - y.sort || x.id - y.id).map((r) => [r.sort, r.id]));
      const byName = (await list(kind, 'sort=name&pageSize=100')).list.map((r) => r.name.toLowerCase());
      expect(byName, kind).toEqual([...byName].sort());
      const byNameDesc = (await list(kind, 'sort=-name&pageSize=100')).list.map((r) => r.name.toLowerCase());
      expect(byNameDesc, kind).toEqual([...byName].reverse());
      const byId = (await list(kind, 'sort=-id&pageSize=100')).list.map((r) => r.id);
      expect(byId, kind).toEqual([...byId].sort((x, y) => y - x));
      const bySort = (await list(kind, 'sort=-sort&pageSize=100')).list.map((r) => r.sort);
      expect(bySort, kind).toEqual([...bySort].sort((x, y) => y - x));
      expect((await t.get(`/admin/catalog/${kind}?sort=values`, adminAk)).statusCode, kind).toBe(422);
    }
    const seeded = ['2-4 days', 'In stock', 'Out of stock', 'Pre-order'];
    expect(
      (await list('stockstatus', 'sort=name')).list.map((s) => s.name).filter((name) => seeded.includes(name)),
    ).toEqual(seeded);
  });

  it('is closed to suppliers', async () => {
    const supplierAk = await t.login('supplier');
    expect((await t.get('/admin/catalog/stockstatus', supplierAk)).statusCode).toBe(403);
    expect((await t.post('/admin/catalog/option/add', { name: 'x' }, supplierAk)).statusCode).toBe(403);
  });
});
