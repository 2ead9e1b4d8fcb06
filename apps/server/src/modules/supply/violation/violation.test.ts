import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@shop/shared';
import type { ViolationTypeRow } from '@shop/shared/api/supply-violation-type';
import { nextSanctionText } from '@shop/shared/areas/supply/violation';
import { useWorld } from '../../../test-support/world.ts';
import { activeBidBan } from './bid-ban.ts';
import { openViolationWorld, refused, violationHelpers } from './violation-fixtures.ts';

// The violation catalogue, the append-only ledger, bans through the supplier lifecycle and the
// sanction ladder with the next sanction the supplier reads. Appeals: appeal.test.ts; marks: mark.test.ts.
describe('violations: catalogue, ledger, bans and the sanction ladder', () => {
  const world = useWorld(openViolationWorld);
  const h = violationHelpers(() => world);
  let adminAk: string;
  beforeAll(() => {
    ({ adminAk } = world);
  });

  it('validates the catalogue: code format and uniqueness whatever the case, a name, bounded numbers', async () => {
    const add = (body: Record<string, unknown>) =>
      h.post('/admin/supply/violation/type/add', {
        code: 'late_packing',
        name: { 'zh-CN': '', en: 'Late packing', es: '', ja: '' },
        points: 3,
        ...body,
      });
    const bad = await add({ code: 'Late Packing', points: 101, name: { 'zh-CN': '', en: '', es: '', ja: '' } });
    expect(bad.status).toBe(422);
    const fields = (bad.json.data as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['code', 'name.zh-CN', 'points']);
    const ok = await add({});
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({
      code: 'late_packing',
      points: 3,
      banDays: 0,
      evidenceRequired: true,
      appealable: true,
      pointsExpireDays: 365,
      enabled: true,
      useCount: 0,
    });
    const taken = await add({ code: 'late_packing' });
    refused(taken, 409, 'violation.type_code_taken');
    const seeded = await h.get<{ list: ViolationTypeRow[] }>('/admin/supply/violation/type/options');
    expect(seeded.list.map((v) => v.code)).toEqual(
      expect.arrayContaining(['late_shipment', 'counterfeit', 'fake_tracking', 'late_packing']),
    );
    const counterfeit = seeded.list.find((v) => v.code === 'counterfeit')!;
    expect(counterfeit).toMatchObject({ points: 12, banDays: 30, appealable: false, evidenceRequired: true });
  });

  it('deletes an unused type; one in use is refused deletion and can only be disabled, then not recorded', async () => {
    const unused = await h.addType();
    expect((await h.post('/admin/supply/violation/type/del', { id: unused.id })).status).toBe(200);
    const used = await h.addType({ points: 1 });
    const s = await h.newSupplier();
    await h.recorded(s, used.id);
    const del = await h.post('/admin/supply/violation/type/del', { id: used.id });
    refused(del, 409, 'violation.type_in_use', { count: 1 });
    const off = await h.post('/admin/supply/violation/type/status', { id: used.id, status: false });
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({ enabled: false, useCount: 1 });
    const refusal = await h.record(s, used.id);
    refused(refusal, 422, 'violation.type_disabled');
  });

  it('keeps the ledger append-only: no edit or delete endpoint, points and ban days always from the type', async () => {
    const ledgerChanges = ENDPOINTS.filter(
      (e) => e.path.startsWith('/admin/supply/violation') && !e.path.includes('/type') && e.method === 'POST',
    ).map((e) => e.path);
    expect(ledgerChanges.sort()).toEqual([
      '/admin/supply/violation/add',
      '/admin/supply/violation/appeal/decide',
      '/admin/supply/violation/ladder/save',
      '/admin/supply/violation/own/appeal',
    ]);
    const type = await h.addType({ points: 2, pointsExpireDays: 30 });
    const s = await h.newSupplier();
    const occurredAt = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    const { violation } = await h.recorded(s, type.id, { points: 99, banDays: 30, occurredAt, processing: 'Warned' });
    expect(violation).toMatchObject({ points: 2, banDays: 0, processing: 'Warned', info: 'Test line', appeal: null });
    expect(h.daysFromNow(violation.pointsExpireAt)).toBeCloseTo(28, 0);
    // Changing the type later does not touch the line.
    await h.post('/admin/supply/violation/type/edit', { ...type, points: 9, version: type.version });
    const [line] = await h.q('select points from supplier_violations where id = $1', [violation.id]);
    expect(line!.points).toBe(2);
    const [logged] = await h.q(`select count(*)::int as n from audit_log where action = 'violation.add'`);
    expect(Number(logged!.n)).toBeGreaterThan(0);
  });

  it('refuses a line without required evidence, with unknown files, in the future or already expired', async () => {
    const type = await h.addType({ evidenceRequired: true, pointsExpireDays: 10 });
    const s = await h.newSupplier();
    const before = await h.q('select count(*)::int as n from supplier_violations');
    const missing = await h.record(s, type.id);
    refused(missing, 422, 'violation.evidence_required');
    const unknown = await h.record(s, type.id, { evidence: ['/files/' + 'a'.repeat(64) + '.png'] });
    refused(unknown, 422, 'violation.evidence_missing');
    const future = await h.record(s, type.id, { occurredAt: new Date(Date.now() + 3600_000).toISOString() });
    refused(future, 422, 'violation.future');
    const old = new Date(Date.now() - 11 * 24 * 3600 * 1000).toISOString();
    const evidence = [await h.upload('/admin/upload/violation', adminAk)];
    const expired = await h.record(s, type.id, { occurredAt: old, evidence });
    refused(expired, 422, 'violation.already_expired');
    expect(await h.q('select count(*)::int as n from supplier_violations')).toEqual(before);
    const ok = await h.recorded(s, type.id, { evidence });
    expect(ok.violation.evidence).toEqual(evidence);
  });

  it('bans through the lifecycle until the end of the ban days; a second ban keeps the later end', async () => {
    const week = await h.addType({ points: 1, banDays: 7 });
    const twoDays = await h.addType({ points: 1, banDays: 2 });
    const s = await h.newSupplier();
    const first = await h.recorded(s, week.id);
    expect(h.daysFromNow(first.bannedUntil)).toBeCloseTo(7, 1);
    const state = await h.standingOf(s);
    expect(state.state).toBe('banned');
    expect(h.daysFromNow(state.until)).toBeCloseTo(7, 1);
    const [event] = await h.q(
      `select action, reason_code, detail from supplier_events where supplier_id = $1 order by id desc limit 1`,
      [s],
    );
    expect(event).toMatchObject({
      action: 'ban',
      reason_code: 'violation',
      detail: { violationId: first.violation.id },
    });
    await h.recorded(s, twoDays.id);
    expect(h.daysFromNow((await h.standingOf(s)).until)).toBeCloseTo(7, 1);
  });

  it('writes only the ledger line for a supplier the lifecycle cannot ban (disabled, not yet enabled)', async () => {
    const week = await h.addType({ points: 1, banDays: 7 });
    for (const state of ['disabled', 'passed']) {
      const s = await h.newSupplier(state);
      const out = await h.recorded(s, week.id);
      expect(out.bannedUntil).toBeNull();
      expect(await h.standingOf(s)).toEqual({ state, until: null });
      expect(await h.q('select id from supplier_violations where supplier_id = $1', [s])).toHaveLength(1);
    }
  });

  it('saves the ladder whole with its version and refuses duplicate thresholds or a ban without days', async () => {
    const ladder = await h.get<{ steps: unknown[]; version: number }>('/admin/supply/violation/ladder');
    expect(ladder.steps).toEqual([
      { points: 6, sanction: 'warning', days: 0 },
      { points: 12, sanction: 'bid_ban', days: 7 },
      { points: 18, sanction: 'ban', days: 14 },
      { points: 24, sanction: 'suspension', days: 0 },
    ]);
    const bad = await h.post('/admin/supply/violation/ladder/save', {
      version: ladder.version,
      steps: [
        { points: 6, sanction: 'warning', days: 0 },
        { points: 6, sanction: 'ban', days: 0 },
      ],
    });
    expect(bad.status).toBe(422);
    const stale = await h.post('/admin/supply/violation/ladder/save', { version: ladder.version + 5, steps: [] });
    expect(stale.status).toBe(409);
    const saved = await h.post('/admin/supply/violation/ladder/save', {
      version: ladder.version,
      steps: [...ladder.steps].reverse(),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ steps: ladder.steps, version: ladder.version + 1 });
  });

  it('tells the next sanction ("1 more point: 7-day bid ban") and when points expire; records a bid ban', async () => {
    const eleven = await h.addType({ points: 11, pointsExpireDays: 100 });
    const one = await h.addType({ points: 1, pointsExpireDays: 20 });
    const s = await h.newSupplier();
    expect((await h.standing(s)).next).toEqual({ threshold: 6, missing: 6, sanction: 'warning', days: 0 });
    await h.recorded(s, eleven.id);
    const st = await h.standing(s);
    expect(st.activePoints).toBe(11);
    expect(nextSanctionText('en', st.next!)).toBe('1 more point: 7-day bid ban');
    expect(nextSanctionText('zh-CN', st.next!)).toBe('再扣 1 分：禁止竞标 7 天');
    expect(await activeBidBan(world.t.app.services.db, s)).toBeNull();
    const out = await h.recorded(s, one.id);
    expect(out.sanctions).toEqual([{ sanction: 'bid_ban', days: 7, until: expect.any(String) }]);
    expect(out.bannedUntil).toBeNull();
    expect((await h.standingOf(s)).state).toBe('enabled');
    const bidBan = await activeBidBan(world.t.app.services.db, s);
    expect(h.daysFromNow(bidBan!.until)).toBeCloseTo(7, 1);
    // the rights service refuses the bid, saying until when
    expect(await world.t.app.services.supplierRights.check(world.t.app.services.db, s, 'bid')).toMatchObject({
      ok: false,
      code: 'supply_rights.bid_banned',
      params: { until: bidBan!.until.toISOString().slice(0, 10) },
    });
    const after = await h.standing(s);
    expect(after).toMatchObject({ activePoints: 12, next: { missing: 6, sanction: 'ban', days: 14 } });
    expect(h.daysFromNow(after.bidBanUntil)).toBeCloseTo(7, 1);
    expect(after.expiries.map((e) => [Math.round(h.daysFromNow(e.at)!), e.points])).toEqual([
      [20, 1],
      [100, 11],
    ]);
  });

  it('bans for the ladder step reached and lists the ledger with its filters', async () => {
    const big = await h.addType({ points: 18 });
    const s = await h.newSupplier();
    const out = await h.recorded(s, big.id, { info: 'Reached the ban step' });
    expect(out.sanctions.map((x) => x.sanction)).toEqual(['warning', 'bid_ban', 'ban']);
    expect(h.daysFromNow(out.bannedUntil)).toBeCloseTo(14, 1);
    type Page = { list: { id: number; supplierId: number }[]; total: number };
    const mine = await h.get<Page>(`/admin/supply/violation?supplierId=${s}&typeId=${big.id}&appeal=none`);
    expect(mine.list.map((r) => r.id)).toEqual([out.violation.id]);
    const words = await h.get<Page>(`/admin/supply/violation?keyword=${encodeURIComponent('ban step')}`);
    expect(words.list.map((r) => r.id)).toEqual([out.violation.id]);
    const pending = await h.get<Page>(`/admin/supply/violation?appeal=pending&supplierId=${world.b}`);
    expect(pending.total).toBe(1);
  });
});
