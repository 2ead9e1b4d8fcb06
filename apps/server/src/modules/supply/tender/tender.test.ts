import { beforeAll, describe, expect, it } from 'vitest';
import type { DemandInfo, DemandRow, DemandSuggestion, LowStockSuggestion } from '@shop/shared/api/supply-demand';
import type { OwnTenderInfo, TenderInfo, TenderRow } from '@shop/shared/api/supply-tender';
import { useWorld } from '../../../test-support/world.ts';
import { scoreBids } from './scoring.ts';
import { openTenderWorld, refused, tenderHelpers } from './tender-fixtures.ts';

// The board, tenders from post to award, eligibility at invitation and at bid time, what each
// supplier sees, and the weights. Sealed bids: sealed.test.ts.
describe('supply and demand, tenders', () => {
  const world = useWorld(openTenderWorld);
  const h = tenderHelpers(() => world);
  let aAk: string;
  let bAk: string;
  beforeAll(() => {
    ({ aAk, bAk } = world);
  });

  it('validates a post: product or specification, a future deadline; 422 with its fields', async () => {
    const bad = await h.post('/admin/supply/demand/add', {
      title: '',
      quantity: 0,
      deadline: 'soon',
      warehouseId: 1,
    });
    expect(bad.status).toBe(422);
    const fields = (bad.json.data as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['deadline', 'quantity', 'spec', 'title']);
    const noSpec = await h.post('/admin/supply/demand/add', {
      title: 'x',
      quantity: 1,
      deadline: new Date(Date.now() + 3600_000).toISOString(),
      warehouseId: 1,
    });
    expect((noSpec.json.data as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['spec']);
    const past = await h.post('/admin/supply/demand/add', {
      title: 'x',
      spec: 'y',
      quantity: 1,
      deadline: new Date(Date.now() - 1000).toISOString(),
      warehouseId: 1,
    });
    refused(past, 422, 'demand.deadline_past');
    // suppliers read the board but do not post
    expect((await h.post('/admin/supply/demand/add', { title: 'x' }, aAk)).status).toBe(403);
  });

  it('keeps answers apart: each supplier reads and withdraws its own, staff read all', async () => {
    const d = await h.demand();
    await h.ok('/admin/supply/demand/respond', { demandId: d.id, price: 480, quantity: 100, leadDays: 5 }, aAk);
    await h.ok('/admin/supply/demand/respond', { demandId: d.id, price: 450, quantity: 80, leadDays: 9 }, bAk);
    // answering again changes the answer (one per supplier and post)
    await h.ok('/admin/supply/demand/respond', { demandId: d.id, price: 470, quantity: 100, leadDays: 5 }, aAk);
    const staff = await h.get<DemandInfo>(`/admin/supply/demand/info?id=${d.id}`);
    expect(staff.responseList.map((r) => [r.supplierId, r.price])).toEqual([
      [world.b, 450],
      [world.a, 470],
    ]);
    const asA = await h.get<DemandInfo>(`/admin/supply/demand/info?id=${d.id}`, aAk);
    expect(asA.responseList.map((r) => r.supplierId)).toEqual([world.a]);
    expect(asA.responses).toBe(1);
    const bResponse = staff.responseList.find((r) => r.supplierId === world.b)!;
    const foreign = await h.post('/admin/supply/demand/response/withdraw', { id: bResponse.id }, aAk);
    expect(foreign.status).toBe(404);
    await h.ok('/admin/supply/demand/response/withdraw', { id: bResponse.id }, bAk);
    const list = await h.get<{ list: DemandRow[] }>(`/admin/supply/demand?keyword=${encodeURIComponent(d.title)}`);
    expect(list.list[0]).toMatchObject({ id: d.id, responses: 1 });
  });

  it('suggests posts from low stock', async () => {
    const [p] = await h.q('select id::int as id from products order by id limit 1');
    await h.q('update products set stock = 0 where id = $1', [p!.id]);
    const all = await h.get<{ list: DemandSuggestion[] }>('/admin/supply/demand/suggestions?threshold=5');
    const s = { list: all.list.filter((x): x is LowStockSuggestion => x.source === 'low_stock') };
    expect(s.list.find((x) => x.productId === p!.id)).toMatchObject({ suggestedQuantity: 10 });
    const posted = await h.q(`select distinct product_id::int as id from supply_demands where status <> 'closed'`);
    const ids = new Set(posted.map((r) => r.id));
    expect(s.list.map((x) => [x.productId, x.posted])).toEqual(s.list.map((x) => [x.productId, ids.has(x.productId)]));
    expect((await world.t.get('/admin/supply/demand/suggestions', aAk)).statusCode).toBe(403);
  });

  it('refuses weights that do not add up to 100, with the field error', async () => {
    const d = await h.demand();
    const res = await h.post('/admin/supply/tender/add', {
      demandId: d.id,
      deadline: new Date(Date.now() + 3600_000).toISOString(),
      weights: { price: 50, delivery: 20, score: 20, level: 20 },
      supplierIds: [world.a],
    });
    expect(res.status).toBe(422);
    expect(res.json.data).toMatchObject({ errors: [{ field: 'weights.price', key: 'sum_100' }] });
  });

  it('refuses an ineligible supplier at invitation (banned, level too low), translated, writing nothing', async () => {
    const banned = await h.newSupplier('banned');
    const d = await h.demand();
    const before = await h.counts();
    const body = { demandId: d.id, deadline: new Date(Date.now() + 3600_000).toISOString(), weights: h.weights };
    const res = await h.post('/admin/supply/tender/add', { ...body, supplierIds: [world.a, banned] });
    expect(res.status).toBe(422);
    expect(res.json.msg).toMatch(/cannot be invited: .*banned/i);
    const high = await h.post('/admin/supply/tender/add', { ...body, minLevelRank: 99, supplierIds: [world.a] });
    expect(high.status).toBe(422);
    expect(high.json.msg).toContain("below the tender's minimum level");
    const es = await world.t.post('/admin/supply/tender/add', { ...body, supplierIds: [banned] }, world.adminAk, {
      'accept-language': 'es',
    });
    expect(es.json().msg).toMatch(/No se puede invitar al proveedor/);
    expect(await h.counts()).toEqual(before);
    expect((await h.get<DemandRow>(`/admin/supply/demand/info?id=${d.id}`)).status).toBe('open');
  });

  it('checks again at bid time: level raised, no quota left; nothing written', async () => {
    const info = await h.tender([world.a]);
    const inv = h.invitationOf(info, world.a);
    await h.q('update supply_tenders set min_level_rank = 99 where id = $1', [info.id]);
    const before = await h.counts();
    refused(await h.bid(inv, aAk), 403, 'tender.level_too_low');
    await h.q('update supply_tenders set min_level_rank = null where id = $1', [info.id]);
    const [level] = await h.q(
      `select l.id::int as id, l.bid_quota as quota, l.name from supplier_levels l
       join supplier_profiles p on p.level_id = l.id where p.supplier_id = $1`,
      [world.a],
    );
    await h.q('update supplier_levels set bid_quota = 0 where id = $1', [level!.id]);
    try {
      refused(await h.bid(inv, aAk), 403, 'supply_rights.not_granted', { level: level!.name });
      expect(await h.counts()).toEqual(before);
      const own = await h.get<OwnTenderInfo>(`/admin/supply/tender/own?id=${inv}`, aAk);
      expect(own).toMatchObject({ canBid: false });
      expect(own.refusal).toContain(String(level!.name));
    } finally {
      await h.q('update supplier_levels set bid_quota = $2 where id = $1', [level!.id, level!.quota]);
    }
  });

  it('runs a tender from post to award: one bid slot per bid, back on withdrawal; every bidder told', async () => {
    const info = await h.tender([world.a, world.b], { weights: { price: 70, delivery: 30, score: 0, level: 0 } });
    const used = async (s: number) =>
      Number(
        (
          await h.q(
            `select count(*)::int as n from supplier_quota_ledger
             where supplier_id = $1 and ref like $2 and kind = 'used'`,
            [s, `tender:${info.id}:%`],
          )
        )[0]!.n,
      );
    const invA = h.invitationOf(info, world.a);
    const invB = h.invitationOf(info, world.b);
    const first = await h.bidOk(invA, aAk, { price: 900, leadDays: 10 });
    // a replacement keeps its slot; a withdrawal gives it back; bidding again takes a new one
    const replaced = await h.bidOk(invA, aAk, { price: 880, leadDays: 10 });
    expect(replaced.bidId).toBe(first.bidId);
    expect(replaced.receipt).not.toBe(first.receipt);
    expect(await used(world.a)).toBe(1);
    await h.ok('/admin/supply/tender/bid/withdraw', { id: first.bidId }, aAk);
    await h.bidOk(invA, aAk, { price: 860, leadDays: 12 });
    expect(await used(world.a)).toBe(2);
    // bidding closes early only once every invitee has bid
    refused(await h.post('/admin/supply/tender/close', { id: info.id }), 409, 'tender.bids_missing', { count: 1 });
    await h.bidOk(invB, bAk, { price: 800, leadDays: 30 });
    // A sees its tender and bid state; not B's invitation
    const listA = await h.get<{ list: TenderRow[] }>('/admin/supply/tender?pageSize=100', aAk);
    expect(listA.list.find((r) => r.id === info.id)).toMatchObject({ invitationId: invA, myBid: 'sealed' });
    expect((await world.t.get(`/admin/supply/tender/own?id=${invB}`, aAk)).statusCode).toBe(404);
    expect((await world.t.get(`/admin/supply/tender/info?id=${info.id}`, aAk)).statusCode).toBe(404);
    const closed = await h.ok<TenderInfo>('/admin/supply/tender/close', { id: info.id });
    expect(closed.closed).toBe(true);
    refused(await h.bid(invA, aAk), 409, 'tender.closed');
    const opened = await h.ok<TenderInfo>('/admin/supply/tender/open', { id: info.id });
    const bids = opened.invitations.map((i) => i.bid!);
    const a = bids.find((x) => x.supplierId === world.a)!;
    const b = bids.find((x) => x.supplierId === world.b)!;
    expect(b.terms).toMatchObject({ price: 800, best: expect.arrayContaining(['price']) });
    expect(a.terms).toMatchObject({ price: 860, best: expect.arrayContaining(['delivery']) });
    // after opening A reads its own terms, without the scores that would tell B's
    const ownA = await h.get<OwnTenderInfo>(`/admin/supply/tender/own?id=${invA}`, aAk);
    expect(ownA.bid!.terms).toMatchObject({ price: 860, scores: null, total: null, rank: null });
    expect(JSON.stringify(ownA)).not.toContain('"price":800');
    const awarded = await h.ok<TenderInfo>('/admin/supply/tender/award', {
      id: info.id,
      bidId: a.id,
      reason: 'Faster delivery',
    });
    expect(awarded).toMatchObject({ status: 'awarded', awardBidId: a.id, awardedBy: 'admin' });
    expect((await h.get<OwnTenderInfo>(`/admin/supply/tender/own?id=${invA}`, aAk)).outcome).toBe('won');
    expect((await h.get<OwnTenderInfo>(`/admin/supply/tender/own?id=${invB}`, bAk)).outcome).toBe('lost');
    const notes = await h.q(
      `select n.title_key as key, n.supplier_id::int as s from notifications n
       where n.entity_type = 'supply_tender' and n.entity_id = $1 and n.kind = 'supply.tender.outcome'`,
      [info.id],
    );
    expect(notes.map((n) => [n.s, n.key]).sort()).toEqual(
      [
        [world.a, 'supply.tender.won'],
        [world.b, 'supply.tender.lost'],
      ].sort(),
    );
    expect((await h.get<DemandRow>(`/admin/supply/demand/info?id=${info.demandId}`)).status).toBe('closed');
  });

  it('cancels a tender: the slots are given back, the post reopens', async () => {
    const info = await h.tender([world.b]);
    const receipt = await h.bidOk(h.invitationOf(info, world.b), bAk);
    const res = await h.ok<TenderInfo>('/admin/supply/tender/cancel', { id: info.id, reason: 'Spec changed' });
    expect(res).toMatchObject({ status: 'cancelled', cancelReason: 'Spec changed' });
    const lines = await h.q(`select kind from supplier_quota_ledger where ref like $1 order by id`, [
      `tender:${info.id}:%`,
    ]);
    expect(lines.map((l) => l.kind)).toEqual(['used', 'released']);
    expect((await h.get<DemandRow>(`/admin/supply/demand/info?id=${info.demandId}`)).status).toBe('open');
    const [row] = await h.q('select status, price from supply_tender_bids where id = $1', [receipt.bidId]);
    expect(row).toMatchObject({ status: 'sealed', price: null });
  });

  it('scores relative to the best bid; ties all marked best', () => {
    const w = { price: 50, delivery: 20, score: 20, level: 10 };
    const s = scoreBids(
      [
        { id: 1, price: 100, leadDays: 9, supplierScore: 80, levelRank: 2 },
        { id: 2, price: 200, leadDays: 4, supplierScore: 80, levelRank: 1 },
      ],
      w,
    );
    expect(s.get(1)).toMatchObject({ scores: { price: 100, delivery: 50, score: 80, level: 100 }, rank: 1 });
    expect(s.get(2)).toMatchObject({ scores: { price: 50, delivery: 100, score: 80, level: 50 }, rank: 2 });
    expect(s.get(1)!.best.sort()).toEqual(['level', 'price', 'score']);
    expect(s.get(2)!.best.sort()).toEqual(['delivery', 'score']);
    expect(s.get(1)!.total).toBe(86);
  });

  it('has the demo data: posts, an open tender whose bids were sealed at start, an awarded tender', async () => {
    const list = await h.get<{ list: TenderRow[] }>('/admin/supply/tender?pageSize=100');
    const demoOpen = list.list.find((r) => r.title === 'Insulated steel bottles 750 ml')!;
    expect(demoOpen).toMatchObject({ status: 'open', invited: 2, bids: 2 });
    const rows = await h.q('select sealed, receipt, price from supply_tender_bids where tender_id = $1', [demoOpen.id]);
    for (const r of rows) expect(r).toMatchObject({ price: null, sealed: expect.stringMatching(/^v1:/) });
    expect(list.list.some((r) => r.status === 'awarded')).toBe(true);
  });
});
