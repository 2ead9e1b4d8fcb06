import { describe, expect, it } from 'vitest';
import { raced } from '../../../test-support/race.ts';
import { useWorld } from '../../../test-support/world.ts';
import { drawOf } from './sampling.ts';
import { en, inspectionHelpers, openInspectionWorld } from './inspection-fixtures.ts';

describe('inspections', () => {
  const w = useWorld(openInspectionWorld);
  const h = inspectionHelpers(() => w);

  it('opens an inspection for goods received under a control point; goods without one go to stock', async () => {
    const inspected = await h.product(w.supplierA);
    const plain = await h.product(w.supplierA);
    const point = await h.addPoint({
      name: 'Every lot',
      productId: inspected,
      frequency: 'every_lot',
      checks: h.CHECKS,
    });
    expect(point).toMatchObject({ frequency: 'every_lot', trigger: 'received', overrides: [] });
    const [opened] = await h.receive(w.supplierA, inspected, 'L-1');
    expect(opened).toMatchObject({ state: 'under_inspection', stage: 'normal', origin: 'received', quantity: 10 });
    expect(await h.stock(inspected)).toBe(0);
    expect(await h.receive(w.supplierA, plain, 'L-2', 7)).toEqual([]);
    expect(await h.stock(plain)).toBe(7);
    expect(await h.n(`select count(*) from stock_ledger where product_id = $1 and reason = 'purchase'`, [plain])).toBe(
      1,
    );
  });

  it('approved: the lot becomes stock through the stock ledger, the supplier is told', async () => {
    const p = await h.product(w.supplierA);
    await h.addPoint({ name: 'Approve', productId: p, frequency: 'every_lot', checks: h.CHECKS });
    const [lot] = await h.receive(w.supplierA, p, 'A-1', 12);
    const res = await h.pass(lot!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'approved', inspectorName: expect.any(String), draftState: 'none' });
    expect(await h.stock(p)).toBe(12);
    const ledger = await h.q(`select delta, note from stock_ledger where product_id = $1`, [p]);
    expect(ledger).toEqual([{ delta: 12, note: `inspection:${lot!.id} lot A-1` }]);
    expect(
      await h.n(`select count(*) from notifications where kind = 'supply.inspection.approved' and link like $1`, [
        `%id=${lot!.id}`,
      ]),
    ).toBeGreaterThan(0);
    // a second result is refused and writes nothing
    expect((await h.pass(lot!.id)).statusCode).toBe(409);
    expect(await h.stock(p)).toBe(12);
  });

  it('failed: a draft violation and one chargeback line (once), no stock; staff confirm the draft', async () => {
    const p = await h.product(w.supplierB);
    await h.addPoint({ name: 'Fail', productId: p, frequency: 'every_lot', checks: h.CHECKS, chargeback: 2500 });
    const [lot] = await h.receive(w.supplierB, p, 'F-1');
    const started = new Date();
    const res = await h.fail(lot!.id);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().data;
    expect(info).toMatchObject({ state: 'failed', draftState: 'pending', chargeback: 2500 });
    expect(info.results[1]).toMatchObject({ key: 'weight', passed: false, value: 90 });
    expect(await h.stock(p)).toBe(0);
    // the scorecard of the current period was computed again
    const scored = await h.q(`select computed_at from supplier_scores where supplier_id = $1 and computed_at >= $2`, [
      w.supplierB,
      started,
    ]);
    expect(scored).toHaveLength(1);
    const chargebacks = () =>
      h.q(`select supplier_id::int, amount::int from supplier_ledger where kind = 'chargeback' and ref = $1`, [
        `inspection:${lot!.id}`,
      ]);
    expect(await chargebacks()).toEqual([{ supplier_id: w.supplierB, amount: -2500 }]);
    expect((await h.fail(lot!.id)).statusCode).toBe(409);
    expect(await chargebacks()).toHaveLength(1);
    const awaiting = await w.t.get('/admin/supply/inspection?draft=pending&pageSize=100', w.adminAk, en);
    expect(awaiting.json().data.list.map((r: { id: number }) => r.id)).toContain(lot!.id);
    // the supplier sees it read-only, and cannot confirm its own draft
    expect((await h.info(lot!.id, w.b.ak)).state).toBe('failed');
    const own = await w.t.post('/admin/supply/inspection/draft/confirm', { id: lot!.id, typeId: w.typeId }, w.b.ak, en);
    expect(own.statusCode).toBe(403);
    const confirm = () =>
      w.t.post('/admin/supply/inspection/draft/confirm', { id: lot!.id, typeId: w.typeId }, w.adminAk, en);
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ draftState: 'confirmed', violationId: expect.any(Number) });
    const [v] = await h.q(`select supplier_id::int, processing from supplier_violations where id = $1`, [
      confirmed.json().data.violationId,
    ]);
    expect(v).toEqual({ supplier_id: w.supplierB, processing: `inspection:${lot!.id}` });
    expect((await confirm()).statusCode).toBe(409);
  });

  it('tightens after 2 failures in 5 lots, shows the rule in force; staff override it with a reason', async () => {
    const p = await h.product(w.supplierA);
    const point = await h.addPoint({ name: 'Random', productId: p, frequency: 'random', percent: 1, checks: h.CHECKS });
    // lots whose draw misses 1 % go to stock: find two lots that are drawn under every_lot only
    const ids: number[] = [];
    for (const lot of ['T-1', 'T-2']) {
      await w.t.database.raw(`update inspection_control_points set frequency = 'every_lot' where id = $1`, [point.id]);
      ids.push((await h.receive(w.supplierA, p, lot))[0]!.id);
    }
    await w.t.database.raw(`update inspection_control_points set frequency = 'random' where id = $1`, [point.id]);
    for (const id of ids) expect((await h.fail(id)).statusCode).toBe(200);
    const [tight] = await h.receive(w.supplierA, p, 'T-3');
    expect(tight).toMatchObject({ stage: 'tightened', stageReason: 'history' });
    expect((await h.info(tight!.id)).rule).toMatchObject({ frequency: 'every_lot' });

    const override = (body: Record<string, unknown>) =>
      w.t.post('/admin/supply/inspection/point/override', body, w.adminAk, en);
    const noReason = await override({ controlPointId: point.id, supplierId: w.supplierA, stage: 'normal', reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().data.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const ok = await override({
      controlPointId: point.id,
      supplierId: w.supplierA,
      stage: 'reduced',
      reason: 'Corrective plan accepted',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const audit = await h.q(
      `select after from audit_log where action = 'inspection_point.override' and entity_id = $1`,
      [String(point.id)],
    );
    expect(audit[0]!.after).toMatchObject({ stage: 'reduced', reason: 'Corrective plan accepted' });
    const list = await w.t.get('/admin/supply/inspection/point?keyword=Random', w.adminAk, en);
    expect(list.json().data.list[0].overrides[0]).toMatchObject({
      stage: 'reduced',
      reason: 'Corrective plan accepted',
    });
    // reduced: every lot becomes 50 %; a lot drawing under 50 is opened with the override recorded
    await w.t.database.raw(`update inspection_control_points set frequency = 'every_lot' where id = $1`, [point.id]);
    let lot = 0;
    while (drawOf(`${point.id}:${w.supplierA}:99:R-${lot}`) >= 50) lot++;
    const [reduced] = await h.receive(w.supplierA, p, `R-${lot}`, 1, 99);
    expect(reduced).toMatchObject({ stage: 'reduced', stageReason: 'override: Corrective plan accepted' });
    expect((await h.info(reduced!.id)).rule).toMatchObject({ frequency: 'random', percent: 50 });
    const cleared = await override({
      controlPointId: point.id,
      supplierId: w.supplierA,
      stage: null,
      reason: 'Plan over',
    });
    expect(cleared.statusCode).toBe(200);
    expect(await h.n(`select count(*) from inspection_overrides where control_point_id = $1`, [point.id])).toBe(0);
  });

  it('a request uses a level slot, is refused when none is left; a cancellation gives it back', async () => {
    const p = await h.product(w.supplierB);
    const request = (lot: string) =>
      w.t.post(
        '/admin/supply/inspection/request',
        { productId: p, warehouseId: w.warehouse, lot, quantity: 5 },
        w.b.ak,
        en,
      );
    // Demo Supplier B is Bronze: one inspection slot a month
    const first = await request('R-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ origin: 'request', state: 'under_inspection' });
    const told = `select count(*) from notifications where kind = 'supply.inspection.requested' and link like $1`;
    expect(await h.n(told, [`%id=${first.json().data.id}`])).toBeGreaterThan(0);
    const before = await h.n(`select count(*) from inspections`);
    const refused = await request('R-2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/quota of 1 is used up; it renews on \d{4}-\d{2}-01/);
    expect(await h.n(`select count(*) from inspections`)).toBe(before);
    const cancel = await w.t.post('/admin/supply/inspection/cancel', { id: first.json().data.id }, w.b.ak, en);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.state).toBe('cancelled');
    expect((await request('R-3')).statusCode).toBe(200);
    // another supplier's product is not found
    const other = await h.product(w.supplierA);
    const foreign = await w.t.post(
      '/admin/supply/inspection/request',
      { productId: other, warehouseId: w.warehouse, lot: 'X', quantity: 1 },
      w.b.ak,
      en,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('a supplier lists and reads its own inspections only; staff filter by state and search', async () => {
    const p = await h.product(w.supplierB, 'Zeta Widget');
    await h.addPoint({ name: 'Zeta', productId: p, frequency: 'every_lot', checks: h.CHECKS });
    const [lot] = await h.receive(w.supplierB, p, 'ZW-1');
    const mine = await w.t.get('/admin/supply/inspection', w.a.ak, en);
    expect(mine.json().data.list.every((r: { supplierId: number }) => r.supplierId === w.supplierA)).toBe(true);
    expect((await w.t.get(`/admin/supply/inspection/info?id=${lot!.id}`, w.a.ak, en)).statusCode).toBe(404);
    const found = await w.t.get('/admin/supply/inspection?keyword=zeta&state=under_inspection', w.adminAk, en);
    expect(found.json().data.list.map((r: { id: number }) => r.id)).toEqual([lot!.id]);
    const bad = await w.t.get('/admin/supply/inspection?state=lost', w.adminAk, en);
    expect(bad.statusCode).toBe(422);
  });

  it(
    raced('five results sent at once for one lot: one is recorded, one chargeback line, the rest refused'),
    async () => {
      const p = await h.product(w.supplierA);
      await h.addPoint({ name: 'Race', productId: p, frequency: 'every_lot', checks: h.CHECKS, chargeback: 700 });
      const [lot] = await h.receive(w.supplierA, p, 'RACE-1');
      const answers = await Promise.all(Array.from({ length: 5 }, () => h.fail(lot!.id)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      const lines = await h.n(`select count(*) from supplier_ledger where kind = 'chargeback' and ref = $1`, [
        `inspection:${lot!.id}`,
      ]);
      expect(lines).toBe(1);
    },
  );
});
