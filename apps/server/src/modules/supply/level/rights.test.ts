import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';
import type { RightsService } from './rights.ts';
import { licenceSweep } from './licence-job.ts';
import { fixtures } from './level-fixtures.ts';
import { addDays, dayOf } from './period.ts';
import { platformSettings } from './part.ts';

const DAY = 86_400_000;

describe('rights service: quota ledger, licence step-down, standing', () => {
  let t: TestApp;
  let rights: RightsService;
  const f = fixtures(() => t);
  beforeAll(async () => {
    t = await createTestApp();
    rights = t.app.services.supplierRights;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database.db;
  const tx = <T>(fn: (tx: ReturnType<typeof db>) => Promise<T>) => db().transaction((x) => fn(x as never));

  it('counts uses against the level’s monthly quota, refuses when used up with why and until when', async () => {
    const id = await f.newSupplier('Quota Fixture', 'Bronze');
    expect(await rights.check(db(), id, 'bid')).toEqual({ ok: true, left: 2 });
    await tx((x) => rights.use(x, id, 'bid', 'tender:1'));
    await tx((x) => rights.use(x, id, 'bid', 'tender:2'));
    // the same ref again is one use
    await tx((x) => rights.use(x, id, 'bid', 'tender:2'));
    const refused = await rights.check(db(), id, 'bid');
    expect(refused).toMatchObject({ ok: false, code: 'supply_rights.quota_used', params: { quota: 2 } });
    expect(String((refused as { params: Record<string, unknown> }).params.until)).toMatch(/^\d{4}-\d{2}-01$/);
    await expect(tx((x) => rights.use(x, id, 'bid', 'tender:3'))).rejects.toMatchObject({
      code: 'supply_rights.quota_used',
    });
    await tx((x) => rights.release(x, id, 'bid', 'tender:1'));
    // releasing twice gives back one use only
    await tx((x) => rights.release(x, id, 'bid', 'tender:1'));
    expect(await rights.check(db(), id, 'bid')).toEqual({ ok: true, left: 1 });
    const lines = await f.ledger(id);
    expect(lines.map((l) => [l.kind, l.amount, l.ref])).toEqual([
      ['granted', 2, 'monthly'],
      ['used', 1, 'tender:1'],
      ['used', 1, 'tender:2'],
      ['released', 1, 'tender:1'],
    ]);
    // the ledger sums: granted + released − used = left
    const left = lines.reduce((s, l) => s + (['granted', 'released'].includes(l.kind) ? l.amount : -l.amount), 0);
    expect(left).toBe(1);
    // unlimited (null) and none (0)
    expect(await rights.check(db(), id, 'new_product')).toEqual({ ok: true, left: null });
    await f.q(`update supplier_levels set order_cap = 0 where name = 'Bronze'`);
    expect(await rights.check(db(), id, 'order')).toMatchObject({
      ok: false,
      code: 'supply_rights.not_granted',
      params: { level: 'Bronze' },
    });
    await f.q(`update supplier_levels set order_cap = 200 where name = 'Bronze'`);
  });

  it('an expired licence withdraws bid, then inspection, then new products, then suspends', async () => {
    const id = await f.newSupplier('Licence Fixture', 'Silver');
    const tz = (await t.app.services.store.current()).timeZone;
    const now = Date.now();
    const today = dayOf(new Date(now), tz);
    await f.licence(id, addDays(today, -1));
    const at = (days: number) => new Date(now + days * DAY);
    const code = async (right: 'bid' | 'inspection' | 'new_product' | 'order', days: number) => {
      const r = await rights.check(db(), id, right, at(days));
      return r.ok ? 'ok' : r.code;
    };
    expect(await code('bid', 0)).toBe('supply_rights.licence_expired');
    expect(await code('inspection', 0)).toBe('ok');
    expect(await code('inspection', 14)).toBe('ok');
    expect(await code('inspection', 15)).toBe('supply_rights.licence_expired');
    expect(await code('new_product', 15)).toBe('ok');
    expect(await code('new_product', 30)).toBe('supply_rights.licence_expired');
    expect(await code('order', 30)).toBe('ok');
    const answer = await rights.check(db(), id, 'bid', at(0));
    expect(answer).toMatchObject({ params: { expiredOn: addDays(today, -1), withdrawnOn: today } });

    const deps = {
      db: db(),
      settings: platformSettings(t.app.services),
      rights,
      lifecycle: t.app.services.supplierLifecycle,
    };
    // the daily sweep on day 15 freezes what is left of the withdrawn quotas (bid 10, inspection 3)
    await licenceSweep(deps, at(15));
    const frozen = (await f.ledger(id)).filter((l) => l.kind === 'frozen');
    expect(frozen.map((l) => [l.right, l.amount])).toEqual([
      ['bid', 10],
      ['inspection', 3],
    ]);
    await licenceSweep(deps, at(15));
    expect((await f.ledger(id)).filter((l) => l.kind === 'frozen')).toHaveLength(2);
    // day 45: suspended through the lifecycle with the reason code
    await licenceSweep(deps, at(45));
    const [event] = await f.q(
      `select action, reason_code as "reasonCode" from supplier_events where supplier_id = $1 and action = 'suspend'`,
      [id],
    );
    expect(event).toEqual({ action: 'suspend', reasonCode: 'licence_expired' });
    expect(await rights.check(db(), id, 'order')).toMatchObject({ ok: false, code: 'supply_rights.suspended' });
  });

  it('refuses every right of a suspended supplier with until when, in the reader’s language', async () => {
    const id = await f.newSupplier('Suspended Fixture', 'Gold');
    const until = new Date(Date.now() + 5 * DAY);
    await t.app.services.supplierLifecycle.run(
      { ...(await import('../../../platform/http/context.ts')).systemContext('test') },
      id,
      { action: 'suspend', reason: 'Audit', until },
    );
    expect(await rights.check(db(), id, 'inspection')).toEqual({
      ok: false,
      code: 'supply_rights.suspended_until',
      params: { until: until.toISOString() },
    });
    const ak = await t.login('admin');
    const res = await t.get(`/admin/supplier/standing?supplierId=${id}`, ak, { 'accept-language': 'en' });
    const bid = res.json().data.rights.find((r: { right: string }) => r.right === 'bid');
    expect(bid.message).toBe(`The supplier is suspended until ${until.toISOString()}; this is not allowed before then`);
    expect(await rights.check(db(), id, 'new_product')).toMatchObject({ ok: false });
  });

  it('the core links point at this part’s services', () => {
    expect(t.app.services.links.rights).toBe(rights);
    expect(t.app.services.links.scorecards).toBe(t.app.services.scorecards);
  });
});
