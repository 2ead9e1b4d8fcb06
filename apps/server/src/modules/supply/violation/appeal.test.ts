import { beforeAll, describe, expect, it } from 'vitest';
import type { ViolationRow } from '@shop/shared/api/supply-violation';
import { ACTIVITY_TABLES, tableState } from '../../../test-support/table-state.ts';
import { useWorld } from '../../../test-support/world.ts';
import { openViolationWorld, refused, violationHelpers } from './violation-fixtures.ts';

// Appeals: a supplier appeals its own line once with evidence (also while banned); staff grant
// (a reversal line, the ban whose cause is gone lifted, one still justified kept with its end,
// the scorecard recomputed) or deny (nothing else changes). Supplier A never reaches B's lines.
describe('violation appeals', () => {
  const world = useWorld(openViolationWorld);
  const h = violationHelpers(() => world);
  let b: number;
  let bAk: string;
  let evidence: string[];
  beforeAll(async () => {
    ({ b, supplier2Ak: bAk } = world);
    evidence = [await h.upload('/admin/upload/appeal', bAk)];
  });
  const lines = (supplierId: number) =>
    h.q(
      'select id::int as id, points, reverses_id::int as reverses_id from supplier_violations ' +
        'where supplier_id = $1 order by id',
      [supplierId],
    );

  it('lets a banned supplier appeal its line once with evidence; staff grant it and the ban is lifted', async () => {
    const week = await h.addType({ points: 6, banDays: 7 });
    const { violation } = await h.recorded(b, week.id);
    expect((await h.standingOf(b)).state).toBe('banned');
    // Banned: an ordinary change is refused, the appeal and its upload are not.
    const other = await world.t.post('/admin/order/export/start', {}, bAk, { 'accept-language': 'en' });
    expect(other.statusCode).toBe(403);
    expect(other.json().msg).toContain('banned until');
    const fresh = await h.upload('/admin/upload/appeal', bAk);
    const first = await h.appeal(violation.id, [fresh]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const row = first.json.data as ViolationRow;
    expect(row.appeal).toMatchObject({ status: 'pending', evidence: [fresh], statement: 'It was not us' });
    expect(row.canAppeal).toBe(false);
    refused(await h.appeal(violation.id, evidence), 409, 'violation.appeal_exists');
    const notices = await h.q(`select count(*)::int as n from notifications where kind = 'supply.violation.appeal'`);
    expect(Number(notices[0]!.n)).toBeGreaterThan(0);

    const { spy, restore } = h.spyRecompute();
    try {
      const granted = await h.decide(row.appeal!.id, 'grant', 'Tracking verified');
      expect(granted.status, JSON.stringify(granted.json)).toBe(200);
      expect((granted.json.data as ViolationRow).appeal).toMatchObject({ status: 'granted' });
      expect(spy).toHaveBeenCalledWith(expect.anything(), b);
    } finally {
      restore();
    }
    const all = await lines(b);
    expect(all.at(-1)).toEqual({ id: expect.any(Number), points: -6, reverses_id: violation.id });
    expect(await h.standingOf(b)).toEqual({ state: 'enabled', until: null });
    const [lift] = await h.q(
      `select action, reason_code from supplier_events where supplier_id = $1 order by id desc limit 1`,
      [b],
    );
    expect(lift).toEqual({ action: 'lift_ban', reason_code: 'appeal' });
    refused(await h.decide(row.appeal!.id, 'deny', 'late'), 409, 'violation.appeal_decided');
  });

  it('keeps a ban still justified by another line, ending when that line says, after a granted appeal', async () => {
    const three = await h.addType({ points: 1, banDays: 3 });
    const ten = await h.addType({ points: 1, banDays: 10 });
    await h.recorded(b, three.id);
    const { violation } = await h.recorded(b, ten.id);
    expect(h.daysFromNow((await h.standingOf(b)).until)).toBeCloseTo(10, 1);
    const appealed = (await h.appeal(violation.id, evidence)).json.data as ViolationRow;
    const { restore } = h.spyRecompute();
    try {
      expect((await h.decide(appealed.appeal!.id, 'grant')).status).toBe(200);
    } finally {
      restore();
    }
    const after = await h.standingOf(b);
    expect(after.state).toBe('banned');
    expect(h.daysFromNow(after.until)).toBeCloseTo(3, 1);
  });

  it('lifts a ladder sanction whose threshold is no longer reached', async () => {
    const s = await h.newSupplier();
    const big = await h.addType({ points: 12 });
    const { violation } = await h.recorded(s, big.id);
    const [sanction] = await h.q(`select id from supplier_sanctions where supplier_id = $1 and sanction = 'bid_ban'`, [
      s,
    ]);
    expect(sanction).toBeDefined();
    // Appealed by the system on the supplier's behalf: the rule is the same.
    const [appeal] = await h.q(
      `insert into violation_appeals (violation_id, supplier_id, statement) values ($1, $2, 'x') ` +
        `returning id::int as id`,
      [violation.id, s],
    );
    const { restore } = h.spyRecompute();
    try {
      expect((await h.decide(Number(appeal!.id), 'grant')).status).toBe(200);
    } finally {
      restore();
    }
    expect((await h.standing(s)).bidBanUntil).toBeNull();
    expect((await h.standing(s)).activePoints).toBe(0);
  });

  it('denies with a reason and changes nothing else', async () => {
    const minor = await h.addType({ points: 2 });
    const { violation } = await h.recorded(b, minor.id);
    const appealed = (await h.appeal(violation.id, evidence)).json.data as ViolationRow;
    const before = await lines(b);
    const pointsBefore = (await h.standing(b)).activePoints;
    expect((await h.decide(appealed.appeal!.id, 'deny')).status).toBe(422);
    const denied = await h.decide(appealed.appeal!.id, 'deny', 'Photos show the damage');
    expect(denied.status).toBe(200);
    expect((denied.json.data as ViolationRow).appeal).toMatchObject({
      status: 'denied',
      decisionReason: 'Photos show the damage',
    });
    expect(await lines(b)).toEqual(before);
    expect((await h.standing(b)).activePoints).toBe(pointsBefore);
  });

  it('refuses an appeal of a type that is not appealable, of expired points, or without evidence', async () => {
    const final = await h.addType({ points: 1, appealable: false });
    const { violation } = await h.recorded(b, final.id);
    refused(await h.appeal(violation.id, evidence), 409, 'violation.not_appealable');
    const minor = await h.addType({ points: 1 });
    const { violation: old } = await h.recorded(b, minor.id);
    await h.q(`update supplier_violations set points_expire_at = now() - interval '1 day' where id = $1`, [old.id]);
    refused(await h.appeal(old.id, evidence), 409, 'violation.appeal_expired');
    expect((await h.appeal(old.id, [])).status).toBe(422);
    expect(
      await h.q('select id from violation_appeals where violation_id in ($1, $2)', [violation.id, old.id]),
    ).toEqual([]);
  });

  it("answers supplier A 404 on B's violation and appeal ids, and changes nothing", async () => {
    const minor = await h.addType({ points: 1 });
    const { violation } = await h.recorded(b, minor.id);
    const before = await tableState(world.t, ACTIVITY_TABLES);
    const res = await h.appeal(violation.id, evidence, world.supplierAk);
    expect(res.status).toBe(404);
    expect(await tableState(world.t, ACTIVITY_TABLES)).toEqual(before);
    // A's own list and standing never show B's lines; deciding is staff-only.
    const own = await h.get<{ list: ViolationRow[] }>('/admin/supply/violation/own?pageSize=100', world.supplierAk);
    expect(own.list.filter((r) => r.supplierId !== world.a)).toEqual([]);
    expect(own.list.length).toBeGreaterThan(0);
    expect((await h.decide(1, 'grant')).status).not.toBe(500);
    const asA = await world.t.post(
      '/admin/supply/violation/appeal/decide',
      { id: 1, decision: 'grant' },
      world.supplierAk,
    );
    expect(asA.statusCode).toBe(403);
    expect((await world.t.get(`/admin/supply/violation?supplierId=${b}`, world.supplierAk)).statusCode).toBe(403);
  });

  it('lists pending appeals in the approval queue and decides them through it', async () => {
    const source = world.t.app.services.approvalQueue.source('appeal')!;
    const pending = await source.pending(world.t.app.services.db, { limit: 50 });
    const seeded = pending.find((p) => p.supplierId === b && p.summary.includes('false_description'));
    expect(seeded).toMatchObject({ kind: 'appeal', subject: 'Demo Supplier B', round: 1 });
    expect(await source.count(world.t.app.services.db)).toBe(pending.length);
    const ctx = {
      scope: {
        adminId: 1,
        sessionId: 0,
        username: 'admin',
        truename: 'admin',
        supplierId: null,
        isSuper: true,
        permissions: new Set<string>(),
      },
      ip: '127.0.0.1',
      requestId: 'test',
      lang: 'en' as const,
    };
    const { restore } = h.spyRecompute();
    try {
      const out = await source.decide(ctx, [seeded!.id, seeded!.id], 'approve', 'Checked');
      expect(out).toEqual([
        { kind: 'appeal', id: seeded!.id, ok: true },
        { kind: 'appeal', id: seeded!.id, ok: false, code: 'violation.appeal_decided' },
      ]);
    } finally {
      restore();
    }
  });
});
