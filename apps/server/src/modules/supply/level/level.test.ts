import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { ACTIVITY_TABLES, tableState } from '../../../test-support/table-state.ts';
import { fixtures } from './level-fixtures.ts';

const en = { 'accept-language': 'en' };

describe('levels, band validation, groups and their defaults', () => {
  let t: TestApp;
  let ak: string;
  const f = fixtures(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    ak = await t.login('admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, body: unknown) => t.post(url, body, ak, en);
  /** Refused with this status and message, nothing written anywhere. */
  const refused = async (url: string, body: unknown, status: number, msg: string) => {
    const before = await tableState(t, ACTIVITY_TABLES);
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().msg).toBe(msg);
    expect(await tableState(t, ACTIVITY_TABLES)).toEqual(before);
    return res.json();
  };

  it('lists the demo levels by rank; ranks and names are unique; null rights are unlimited', async () => {
    const list = (await t.get('/admin/supplier/level', ak)).json().data;
    expect(list.list.map((l: { name: string; rank: number }) => [l.name, l.rank])).toEqual([
      ['Bronze', 1],
      ['Silver', 2],
      ['Gold', 3],
    ]);
    expect(list.list[2]).toMatchObject({ inspectionSlots: null, orderCap: null, dedicatedService: true });
    await refused(
      '/admin/supplier/level/add',
      { name: 'Platinum', rank: 3 },
      409,
      'Another level already has this rank',
    );
    await refused('/admin/supplier/level/add', { name: 'gold', rank: 9 }, 409, 'A level with this name already exists');
    const added = await post('/admin/supplier/level/add', { name: 'Platinum', rank: 4, bidQuota: null, orderCap: 5 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ name: 'Platinum', bidQuota: null, orderCap: 5, supplierCount: 0 });
    const { id, version } = added.json().data;
    const edited = await post('/admin/supplier/level/edit', { id, version, name: 'Platinum', rank: 5, bidQuota: 40 });
    expect(edited.json().data).toMatchObject({ rank: 5, bidQuota: 40 });
    expect((await post('/admin/supplier/level/del', { id })).statusCode).toBe(200);
  });

  it('a level in use or in the bands in force is not deleted nor disabled', async () => {
    const bronze = await f.levelId('Bronze');
    await refused(
      '/admin/supplier/level/del',
      { id: bronze },
      409,
      'The standing bands in force use this level, so it cannot be disabled or deleted',
    );
    await refused(
      '/admin/supplier/level/status',
      { id: bronze, status: false },
      409,
      'The standing bands in force use this level, so it cannot be disabled or deleted',
    );
    const unused = (await post('/admin/supplier/level/add', { name: 'Iron', rank: 8 })).json().data;
    await f.newSupplier('Iron Member', 'Iron');
    await refused(
      '/admin/supplier/level/del',
      { id: unused.id },
      409,
      '1 suppliers or scores use this level, so it cannot be deleted; disable it instead',
    );
  });

  it('refuses bands with a gap, an overlap, outside 0–100 or naming a disabled level, with messages', async () => {
    const [b, s, g] = [await f.levelId('Bronze'), await f.levelId('Silver'), await f.levelId('Gold')];
    await refused(
      '/admin/supplier/band/add',
      {
        bands: [
          { min: 0, max: 59, levelId: b },
          { min: 70, max: 100, levelId: s },
        ],
      },
      422,
      'No band covers the scores 60–69',
    );
    await refused(
      '/admin/supplier/band/add',
      {
        bands: [
          { min: 0, max: 59, levelId: b },
          { min: 50, max: 100, levelId: s },
        ],
      },
      422,
      'The bands 0–59 and 50–100 overlap',
    );
    await refused(
      '/admin/supplier/band/add',
      { bands: [{ min: 0, max: 90, levelId: b }] },
      422,
      'No band covers the scores 91–100',
    );
    await refused(
      '/admin/supplier/band/add',
      { bands: [{ min: 60, max: 10, levelId: b }] },
      422,
      'The band 60–10 is not valid: scores run from 0 to 100 and the low end comes first',
    );
    const outside = await refused(
      '/admin/supplier/band/add',
      { bands: [{ min: 0, max: 120, levelId: b }] },
      422,
      'Please fill out the form correctly',
    );
    expect(outside.data.errors).toEqual([expect.objectContaining({ field: 'bands.0.max', key: 'too_big' })]);
    const iron = await f.levelId('Iron');
    await post('/admin/supplier/level/status', { id: iron, status: false });
    await refused(
      '/admin/supplier/band/add',
      {
        bands: [
          { min: 0, max: 49, levelId: iron },
          { min: 50, max: 100, levelId: g },
        ],
      },
      422,
      'A band names a level that does not exist or is disabled',
    );
    const ok = await post('/admin/supplier/band/add', {
      bands: [
        { min: 50, max: 100, levelId: g },
        { min: 0, max: 49, levelId: b, blocks: ['bid', 'bid'] },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.bands.map((x: { min: number; blocks: string[] }) => [x.min, x.blocks])).toEqual([
      [0, ['bid']],
      [50, []],
    ]);
    expect((await post('/admin/supplier/band/del', { id: ok.json().data.id })).statusCode).toBe(200);
  });

  it("group defaults win over the settings'; null, disabled or no group takes the settings' default", async () => {
    const id = await f.newSupplier('Group Member', 'Silver');
    const added = await post('/admin/supplier/group/add', { name: 'Export', commissionRate: 250 });
    expect(added.statusCode, added.body).toBe(200);
    const group = added.json().data;
    expect(group).toMatchObject({ commissionRate: 250, settlementCycle: null, defaults: { commissionRate: 500 } });
    const moved = await post('/admin/supplier/group/members/add', { id: group.id, supplierIds: [id] });
    expect(moved.json().data).toEqual({ changed: 1 });
    const terms = async () =>
      (await t.get(`/admin/supplier/standing?supplierId=${id}`, ak)).json().data.terms as Record<string, unknown>;
    expect(await terms()).toEqual({
      commissionRate: 250,
      settlementCycle: 'monthly',
      commissionFrom: 'group',
      cycleFrom: 'default',
    });
    const members = (await t.get(`/admin/supplier/group/members?id=${group.id}`, ak)).json().data;
    expect(members.list).toEqual([{ supplierId: id, name: 'Group Member', state: 'enabled', levelName: 'Silver' }]);
    await refused(
      '/admin/supplier/group/del',
      { id: group.id },
      409,
      'The group still has 1 suppliers: take them out before deleting it',
    );
    await post('/admin/supplier/group/status', { id: group.id, status: false });
    expect(await terms()).toMatchObject({ commissionRate: 500, commissionFrom: 'default' });
    const out = await post('/admin/supplier/group/members/remove', { id: group.id, supplierIds: [id] });
    expect(out.json().data).toEqual({ changed: 1 });
    expect((await post('/admin/supplier/group/del', { id: group.id })).statusCode).toBe(200);
    const audit = await f.q(`select action from audit_log where action like 'supplier_group.member%' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['supplier_group.member_add', 'supplier_group.member_remove']);
  });

  it('the scorecard weights must add up to 100 or the settings save is refused', async () => {
    const { updatedAt: _u, ...current } = (await t.get('/admin/setting/supplier', ak)).json().data;
    const res = await refused(
      '/admin/setting/supplier/edit',
      { ...current, weightMarks: 20 },
      422,
      'Please fill out the form correctly',
    );
    expect(res.data.errors).toEqual([{ field: 'weightOnTime', key: 'sum_100' }]);
  });
});
