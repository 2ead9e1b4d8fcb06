import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@shop/shared';
import type { TenderInfo } from '@shop/shared/api/supply-tender';
import { sendInput, validInput } from '../../../test-support/endpoint-request.ts';
import { useWorld } from '../../../test-support/world.ts';
import { receiptOf } from './seal.ts';
import { openTenderWorld, tenderHelpers } from './tender-fixtures.ts';

// Sealed bids: before opening no role reads a bid's terms through any GET endpoint (exports
// included), and neither the operation log, the idempotency store nor the notifications hold them;
// opening verifies every bid against its receipt and flags a bid altered in the database.
describe('tenders: sealed bids', () => {
  const world = useWorld(openTenderWorld);
  const h = tenderHelpers(() => world);
  const A = { price: 7_345_219, leadDays: 17, quantity: 431, note: 'SEALNOTEALPHA' };
  const B = { price: 6_128_843, leadDays: 23, quantity: 389, note: 'SEALNOTEBRAVO' };
  /** Every way a term could be written out: minor units, with decimals, grouped, the notes. */
  const secrets = [A, B].flatMap((x) => {
    const major = (x.price / 100).toFixed(2);
    return [String(x.price), major, Number(major).toLocaleString('en-US'), x.note];
  });
  const leaked = (text: string) => secrets.filter((s) => text.includes(s));
  let info: TenderInfo;
  let receipts: Record<'a' | 'b', { bidId: number; receipt: string }>;

  beforeAll(async () => {
    info = await h.tender([world.a, world.b]);
    receipts = {
      a: await h.bidOk(h.invitationOf(info, world.a), world.aAk, A),
      b: await h.bidOk(h.invitationOf(info, world.b), world.bAk, B),
    };
  });

  it('stores only ciphertext and a receipt; the submission answers the receipt only', async () => {
    const rows = await h.q('select row_to_json(b)::text as j from supply_tender_bids b where tender_id = $1', [
      info.id,
    ]);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(leaked(String(r.j))).toEqual([]);
    expect(receipts.a.receipt).toMatch(/^[0-9a-f]{64}$/);
    expect(receipts.a.receipt).not.toBe(receipts.b.receipt);
  });

  it('answers no sealed term through any GET endpoint, to any role, for any tender or bid id', async () => {
    const ids = [
      info.id,
      info.demandId!,
      receipts.a.bidId,
      receipts.b.bidId,
      h.invitationOf(info, world.a),
      h.invitationOf(info, world.b),
    ];
    const gets = ENDPOINTS.filter((e) => e.method === 'GET' && e.permission !== null);
    expect(gets.length).toBeGreaterThan(100);
    const idFields = (e: Endpoint) => {
      const shape = (e.query as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      return Object.keys(shape).filter((k) => k === 'id' || /Id$/.test(k));
    };
    /** The endpoint's input naming `id` in `field` (as a number, or as text where the field is text). */
    const withId = (e: Endpoint, field: string, id: number) => {
      for (const value of [id, String(id)]) {
        try {
          return [validInput(e, { [field]: value })];
        } catch {
          // not a valid value of this field: try the next form
        }
      }
      return [];
    };
    let sent = 0;
    const leaks: string[] = [];
    for (const ak of [world.adminAk, world.salesAk, world.aAk, world.bAk]) {
      for (const e of gets) {
        const inputs = [validInput(e)];
        for (const f of idFields(e)) for (const id of ids) inputs.push(...withId(e, f, id));
        for (const input of inputs) {
          const res = await sendInput(world.t, e, input, ak);
          sent++;
          const found = leaked(res.body);
          if (found.length) leaks.push(`${e.id} ${JSON.stringify(input)}: ${found.join(', ')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(sent).toBeGreaterThan(400);
  }, 240_000);

  it('leaves no term in the operation log, the idempotency store or the notifications', async () => {
    for (const table of ['audit_log', 'idempotency_keys', 'notifications', 'supplier_quota_ledger']) {
      const rows = await h.q(`select coalesce(string_agg(row_to_json(x)::text, ' '), '') as j from ${table} x`);
      expect(leaked(String(rows[0]!.j)), table).toEqual([]);
    }
  });

  it('refuses opening before the deadline; opening verifies receipts, flags a bid altered in the table', async () => {
    const early = await h.post('/admin/supply/tender/open', { id: info.id });
    expect(early.status).toBe(409);
    // B's stored ciphertext is altered: it can no longer be opened nor match its receipt
    await h.q(`update supply_tender_bids set sealed = regexp_replace(sealed, '.$', 'A') where id = $1`, [
      receipts.b.bidId,
    ]);
    const [before] = await h.q(`select sealed from supply_tender_bids where id = $1`, [receipts.b.bidId]);
    expect(String(before!.sealed).endsWith('A')).toBe(true);
    await h.closeBids(info.id);
    const opened = await h.ok<TenderInfo>('/admin/supply/tender/open', { id: info.id });
    expect(opened).toMatchObject({ status: 'opened', openedBy: 'admin' });
    const bidA = opened.invitations.find((i) => i.supplierId === world.a)!.bid!;
    const bidB = opened.invitations.find((i) => i.supplierId === world.b)!.bid!;
    expect(bidA.status).toBe('valid');
    expect(bidA.terms).toMatchObject({ price: A.price, leadDays: A.leadDays, quantity: A.quantity, note: A.note });
    expect(receiptOf(A, bidA.salt!, info.id, world.a)).toBe(receipts.a.receipt);
    expect(bidB).toMatchObject({ status: 'tampered', terms: null });
    const log = await h.q(`select after from audit_log where entity = 'supply_tender' and action = 'open'`);
    expect(log.at(-1)!.after).toMatchObject({ bids: 2, valid: 1, tampered: [receipts.b.bidId] });
    // the same search finds the terms once they are opened (the matrix above would have seen them)
    const after = JSON.stringify(await h.get(`/admin/supply/tender/info?id=${info.id}`));
    expect(leaked(after)).toEqual(expect.arrayContaining([String(A.price), A.note]));
    expect(leaked(after)).not.toContain(B.note);
    // a tampered bid cannot win
    const award = await h.post('/admin/supply/tender/award', { id: info.id, bidId: bidB.id, reason: 'x' });
    expect(award.status).toBe(422);
  });
});
