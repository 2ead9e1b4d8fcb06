import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import { fixtures } from './level-fixtures.ts';
import { nextChunk } from './scorecard.ts';

const en = { 'accept-language': 'en' };

describe('scorecards: components, N/A, overrides, band preview and publication', () => {
  let t: TestApp;
  let ak: string;
  const f = fixtures(() => t);
  let scored: number;
  let few: number;
  beforeAll(async () => {
    t = await createTestApp();
    ak = await t.login('admin');
    scored = await f.newSupplier('Score Fixture', 'Silver');
    few = await f.newSupplier('Few Orders', 'Bronze');
    // 6 orders paid 10 days ago: 4 shipped within a day, 1 after 60 hours, 1 never
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await f.order(scored, 10, 24));
    orders.push(await f.order(scored, 10, 60));
    orders.push(await f.order(scored, 10, null));
    // approved ratings 5 and 4 (one waiting review does not count)
    await f.review(scored, 5);
    await f.review(scored, 4);
    await f.review(scored, 1, 'to_be_reviewed');
    // 4 points, a reversal of 2, and 10 points that expired
    await f.violation(scored, 4);
    await f.violation(scored, -2);
    await f.violation(scored, 10, -1);
    await f.mark(scored, 4, orders[0]!);
    await f.mark(scored, 4, orders[1]!);
    await f.order(few, 5, 24);
    await f.order(few, 5, 24);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const standing = async (supplierId: number) => {
    const res = await t.get(`/admin/supplier/standing?supplierId=${supplierId}`, ak, en);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('computes each component from known fixtures and weighs them by the settings', async () => {
    await t.app.services.scorecards.recompute(t.database.db, scored);
    const s = await standing(scored);
    // on time 4 of 6 due; ratings (4.5 − 1) × 25; 100 − 5 × 2 points; marks (4 − 1) × 25;
    // response: mean of 24 × 4, 60 and 72 (capped) hours = 38 → (72 − 38) / 60
    // no inspection decided: no data, left out of the mean
    expect(s.score.components).toEqual({
      onTime: 67,
      reviews: 88,
      violations: 90,
      marks: 75,
      response: 57,
      inspections: null,
    });
    expect(s.score.orders).toBe(6);
    expect(s.weights).toEqual({ onTime: 25, reviews: 20, violations: 15, marks: 15, response: 10, inspections: 15 });
    // (25·67 + 20·88 + 15·90 + 15·75 + 10·57) / 85 = 76.24
    expect(s.score.score).toBe(76);
    expect(s.band).toMatchObject({ min: 60, max: 84, levelName: 'Silver' });
    expect(s.level.name).toBe('Silver');
  });

  it('is N/A below the minimum number of orders, and the level stays', async () => {
    await t.app.services.scorecards.recompute(t.database.db, few);
    const s = await standing(few);
    expect(s.score.orders).toBe(2);
    expect(s.score.score).toBeNull();
    expect(s.score.components.onTime).toBe(100);
    expect(s.band).toBeNull();
    expect(s.level.name).toBe('Bronze');
  });

  it('the scheduled run scores every supplier in chunks and moves levels by the bands', async () => {
    const r = await t.app.services.scorecards.runAll(t.database.db, { chunk: 2 });
    expect(r.scored).toBeGreaterThanOrEqual(4);
    expect(r.period).toMatch(/^\d{4}-\d{2}$/);
    expect(r.statements).toBeGreaterThanOrEqual(2);
    // Adapting (no fixed chunk) scores the same suppliers.
    const adapted = await t.app.services.scorecards.runAll(t.database.db);
    expect(adapted.scored).toBe(r.scored);
  });

  it('sizes the chunks by how long a statement held the event loop', () => {
    expect(nextChunk(250, 40, 1)).toBe(125); // in process, 40 ms: half as many suppliers
    expect(nextChunk(250, 400, 1)).toBe(63); // at most four times fewer at once
    expect(nextChunk(250, 400, 0.1)).toBe(500); // the loop was free (the database elsewhere): twice as many
    expect(nextChunk(250, 20, 1)).toBe(250);
    expect(nextChunk(10, 500, 1)).toBe(10); // never below the floor
    expect(nextChunk(5_000, 0, 0)).toBe(5_000); // nor above the ceiling
  });

  it('previews exactly the suppliers a draft would move, and publishing moves them', async () => {
    const gold = await f.levelId('Gold');
    const silver = await f.levelId('Silver');
    const bronze = await f.levelId('Bronze');
    const added = await t.post(
      '/admin/supplier/band/add',
      {
        bands: [
          { min: 0, max: 49, levelId: bronze, blocks: ['bid'], warn: true },
          { min: 50, max: 74, levelId: silver },
          { min: 75, max: 100, levelId: gold },
        ],
      },
      ak,
      en,
    );
    expect(added.statusCode, added.body).toBe(200);
    const draft = added.json().data;
    expect(draft.current).toBe(false);
    const preview = await t.get(`/admin/supplier/band/preview?id=${draft.id}`, ak, en);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.list).toEqual([
      {
        supplierId: scored,
        name: 'Score Fixture',
        score: 76,
        fromLevelId: silver,
        fromLevel: 'Silver',
        toLevelId: gold,
        toLevel: 'Gold',
      },
    ]);
    const published = await t.post('/admin/supplier/band/publish', { id: draft.id, version: draft.version }, ak, en);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ changed: 1, set: { current: true } });
    expect((await standing(scored)).level.name).toBe('Gold');
    const trail = await f.q(
      `select action, reason, detail from supplier_events where supplier_id = $1 and action = 'level_changed'`,
      [scored],
    );
    expect(trail).toHaveLength(1);
    const audit = await f.q(`select 1 from audit_log where action = 'supplier_band_set.publish'`);
    expect(audit).toHaveLength(1);
    // a published set is never edited again
    const edit = await t.post(
      '/admin/supplier/band/edit',
      { id: draft.id, version: draft.version + 1, bands: [{ min: 0, max: 100, levelId: gold }] },
      ak,
      en,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe('A published band set is never changed or deleted: start a new draft');
  });

  it('overrides the score with a reason: the band of the override decides; cleared again', async () => {
    const refused = await t.post(
      '/admin/supplier/standing/score',
      { supplierId: scored, score: 40, reason: ' ' },
      ak,
      en,
    );
    expect(refused.statusCode).toBe(422);
    const res = await t.post(
      '/admin/supplier/standing/score',
      { supplierId: scored, score: 40, reason: 'Quality audit failed' },
      ak,
      en,
    );
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s.score).toMatchObject({ score: 76, overrideScore: 40, overrideReason: 'Quality audit failed' });
    expect(s.level.name).toBe('Bronze');
    expect(s.band).toMatchObject({ min: 0, max: 49, blocks: ['bid'] });
    expect(s.rights.find((r: { right: string }) => r.right === 'bid')).toMatchObject({
      ok: false,
      code: 'supply_rights.band_blocked',
      message: 'The score 40 is in the band 0–49, which does not allow this',
    });
    const audit = await f.q(`select after from audit_log where action = 'supplier_score.override'`);
    expect(audit).toHaveLength(1);
  });

  it('holds a level by hand with a reason, whatever the score; cleared, the score decides again', async () => {
    const gold = await f.levelId('Gold');
    const held = await t.post(
      '/admin/supplier/standing/level',
      { supplierId: scored, levelId: gold, reason: 'Strategic partner' },
      ak,
      en,
    );
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data).toMatchObject({
      level: { name: 'Gold' },
      levelOverride: { levelName: 'Gold', reason: 'Strategic partner' },
    });
    // the job leaves a held supplier alone
    await t.app.services.scorecards.runAll(t.database.db);
    expect((await standing(scored)).level.name).toBe('Gold');
    const cleared = await t.post(
      '/admin/supplier/standing/level',
      { supplierId: scored, levelId: null, reason: 'Partnership ended' },
      ak,
      en,
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ level: { name: 'Bronze' }, levelOverride: null });
  });

  it('a supplier reads only its own standing and scores: another supplier’s score is not found', async () => {
    const a = await t.session('supplier');
    const own = await t.get('/admin/supplier/standing/own?supplierId=' + scored, a.ak, en);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.supplierId).toBe(a.supplier_id);
    expect(own.json().data.list.every((r: { supplierId: number }) => r.supplierId === a.supplier_id)).toBe(true);
    const [other] = await f.q<{ id: number }>(`select id::int as id from supplier_scores where supplier_id = $1`, [
      scored,
    ]);
    expect((await t.get(`/admin/supplier/standing/own/score?id=${other!.id}`, a.ak, en)).statusCode).toBe(404);
    expect((await t.get(`/admin/supplier/standing?supplierId=${scored}`, a.ak, en)).statusCode).toBe(403);
    expect(
      (await t.post('/admin/supplier/standing/level', { supplierId: scored, levelId: null, reason: 'x' }, a.ak))
        .statusCode,
    ).toBe(403);
  });

  it('inspections decided in the window: failed ones lower the score, approved ones raise it', async () => {
    const none = await f.newSupplier('No Inspections', 'Bronze');
    const approved = await f.newSupplier('Lots Approved', 'Bronze');
    const failed = await f.newSupplier('Lots Failed', 'Bronze');
    for (const id of [none, approved, failed]) {
      // 5 orders shipped 60 hours after payment: on time 0, response (72 − 60) / 60 = 20
      for (let i = 0; i < 5; i++) await f.order(id, 10, 60);
      // not counted: still under inspection, cancelled, decided before the window
      await f.inspection(id, 'under_inspection', null);
      await f.inspection(id, 'cancelled', null);
      await f.inspection(id, 'failed', 200);
    }
    for (let i = 0; i < 4; i++) await f.inspection(approved, 'approved', 3);
    await f.inspection(failed, 'approved', 3);
    for (let i = 0; i < 3; i++) await f.inspection(failed, 'failed', 3);
    const scoreOf = async (id: number) => {
      await t.app.services.scorecards.recompute(t.database.db, id);
      return (await standing(id)).score;
    };
    const [n, a, x] = [await scoreOf(none), await scoreOf(approved), await scoreOf(failed)];
    expect([n.components.inspections, a.components.inspections, x.components.inspections]).toEqual([null, 100, 25]);
    // (25·0 + 15·100 + 10·20) / 50 = 34, with no inspection (its weight left out)
    expect(n.score).toBe(34);
    // + 15·100: 3200 / 65 = 49.2
    expect(a.score).toBe(49);
    // + 15·25 (1 approved of 4 decided): 2075 / 65 = 31.9
    expect(x.score).toBe(32);
    const stored = await f.q<{ components: Record<string, unknown> }>(
      `select components from supplier_scores where supplier_id = $1`,
      [failed],
    );
    expect(stored[0]!.components).toMatchObject({ inspections: 25 });
  });
});
