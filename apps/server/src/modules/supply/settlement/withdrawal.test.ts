import { describe, expect, it } from 'vitest';
import { raced, times, watchWrites } from '../../../test-support/race.ts';
import { tableState } from '../../../test-support/table-state.ts';
import { useWorld } from '../../../test-support/world.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { BALANCE_BROKEN, openSettlementWorld, settlementHelpers } from './settlement-fixtures.ts';

const w = useWorld(openSettlementWorld);
const h = settlementHelpers(() => w);
const WITHDRAW = '/admin/supply/amount/withdraw';

/** Makes `amount` available to the supplier: a promotion share dated in `period`, batched and settled. */
async function fund(supplierId: number, amount: number, period: string) {
  await w.t.database.db.transaction((tx) =>
    ledgerRepository.append(tx, {
      supplierId,
      kind: 'promotion_share',
      ref: `test:fund:${supplierId}:${period}`,
      amount,
      currency: 'USD',
      note: 'Test funds',
      occurredAt: new Date(`${period}-15T00:00:00Z`),
    }),
  );
  await h.run(period);
  const b = (await h.batchOf(supplierId, period))!;
  await h.ok('/admin/supply/settlement/settle', { id: b.id, voucherRef: `TRX-${period}`, voucherAmount: b.total });
}

const available = async (supplierId: number) => (await h.balance(supplierId)).available;

describe('balances and withdrawals', () => {
  it('holds payouts while a bank account change is checked or cooling off', async () => {
    const bal = await h.get('/admin/supply/amount/balance', w.aAk);
    expect(bal.heldReason).toBe('cooling_off');
    const refused = await h.post(WITHDRAW, { amount: 1 }, w.aAk);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('bank account change');
    // the demo suppliers' changes cooled off long ago from here on
    await h.q(`update supplier_bank_changes set hold_until = now() - interval '1 day' where hold_until > now()`);
    await h.q(`update supplier_bank_changes set status = 'withdrawn' where status = 'pending'`);
  });

  it('shows the buckets, holds payouts during a dispute, and refuses more than is available', async () => {
    await fund(w.a, 50_000, '2023-01');
    const bal = await h.get('/admin/supply/amount/balance', w.aAk);
    expect(bal).toMatchObject({ supplierId: w.a, heldReason: null, negative: 0 });
    expect(bal.available).toBe(await available(w.a));
    // supplier B asking for A's balance gets its own
    expect(await h.get(`/admin/supply/amount/balance?supplierId=${w.a}`, w.bAk)).toMatchObject({ supplierId: w.b });
    await h.ok('/admin/supply/amount/dispute', { supplierId: w.a, dispute: 'Customer claim 42' });
    const held = await h.get(`/admin/supply/amount/balance?supplierId=${w.a}`);
    expect(held).toMatchObject({
      heldReason: 'dispute',
      dispute: 'Customer claim 42',
      available: 0,
      held: bal.available,
    });
    const before = await tableState(w.t);
    const refused = await h.post(WITHDRAW, { amount: 100 }, w.aAk);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toContain('held');
    const tooMuch = await h.post(WITHDRAW, { amount: bal.available + 1 }, w.aAk);
    expect(tooMuch.statusCode).toBe(409);
    expect(await tableState(w.t)).toEqual(before);
    await h.ok('/admin/supply/amount/dispute', { supplierId: w.a, dispute: '' });
    const lifted = await tableState(w.t);
    const over = await h.post(WITHDRAW, { amount: bal.available + 1 }, w.aAk);
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toContain('not enough');
    expect(await tableState(w.t)).toEqual(lifted);
    expect((await h.post(WITHDRAW, { amount: 100 }, w.adminAk)).statusCode).toBe(403);
    // the hold and its lifting are in the operation log, under the supplier
    const logged = await h.q(
      `select action, after->>'dispute' as dispute from audit_log where entity = 'supplier_balance' ` +
        `and entity_id = '${w.a}' order by id`,
    );
    expect(logged).toEqual([
      { action: 'dispute_hold', dispute: 'Customer claim 42' },
      { action: 'dispute_lift', dispute: '' },
    ]);
    // a supplier user cannot open or lift a hold
    expect((await h.post('/admin/supply/amount/dispute', { supplierId: w.a, dispute: 'x' }, w.aAk)).statusCode).toBe(
      403,
    );
  });

  it('reserves at once, returns the amount on rejection (reason required), tells the supplier', async () => {
    const start = await available(w.a);
    const wd = await h.ok(WITHDRAW, { amount: 20_000, note: 'May payout' }, w.aAk);
    expect(wd).toMatchObject({ status: 'pending', amount: 20_000 });
    expect(await available(w.a)).toBe(start - 20_000);
    const own = await h.get('/admin/supply/amount/withdrawals', w.aAk);
    expect(own.list[0]).toMatchObject({ id: wd.id });
    const queue = await h.get('/admin/supplier/queue/list?kind=withdrawal');
    expect(queue.list).toContainEqual(expect.objectContaining({ kind: 'withdrawal', id: wd.id }));
    const noReason = await h.post('/admin/supply/amount/decide', { id: wd.id, decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    await h.ok('/admin/supply/amount/decide', { id: wd.id, decision: 'reject', reason: 'Wrong account' });
    expect(await available(w.a)).toBe(start);
    expect((await h.post('/admin/supply/amount/decide', { id: wd.id, decision: 'approve' })).statusCode).toBe(409);
    const paid = await h.ok(WITHDRAW, { amount: 10_000 }, w.aAk);
    await h.ok('/admin/supply/amount/decide', { id: paid.id, decision: 'approve' });
    expect(await available(w.a)).toBe(start - 10_000);
    const kinds = await h.q(`select kind from notifications where kind like 'supply.withdrawal.%' order by id`);
    expect(kinds.map((r) => r.kind)).toEqual(['supply.withdrawal.rejected', 'supply.withdrawal.approved']);
    const logged = await h.q(
      `select action, entity_id, supplier_id::int as supplier_id from audit_log where entity = 'supplier_withdrawal' ` +
        `and entity_id in ('${wd.id}', '${paid.id}') order by id`,
    );
    expect(logged).toEqual([
      { action: 'request', entity_id: String(wd.id), supplier_id: w.a },
      { action: 'reject', entity_id: String(wd.id), supplier_id: w.a },
      { action: 'request', entity_id: String(paid.id), supplier_id: w.a },
      { action: 'approve', entity_id: String(paid.id), supplier_id: w.a },
    ]);
    // supplier B sees none of A's withdrawals and cannot decide
    const theirs = await h.get(`/admin/supply/amount/withdrawals?supplierId=${w.a}`, w.bAk);
    expect(theirs.list.every((r: { supplierId: number }) => r.supplierId === w.b)).toBe(true);
    expect((await h.post('/admin/supply/amount/decide', { id: paid.id, decision: 'approve' }, w.bAk)).statusCode).toBe(
      403,
    );
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });

  it(raced('100 withdrawals at once against a balance that covers exactly 10: exactly 10 succeed'), async () => {
    await fund(w.b, 10_000, '2023-02');
    const spare = (await available(w.b)) - 10_000;
    if (spare > 0) await h.ok(WITHDRAW, { amount: spare }, w.bAk);
    expect(await available(w.b)).toBe(10_000);
    const watch = await watchWrites(w.t);
    const answers = await Promise.all(Array.from({ length: 100 }, () => h.post(WITHDRAW, { amount: 1_000 }, w.bAk)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    expect(await watch.take()).toEqual(
      times(10, {
        'supplier_balances update': 1,
        'supplier_withdrawals insert': 1,
        'supplier_ledger insert': 1,
        'audit_log insert': 1,
        'audit_counter write': 1,
      }),
    );
    await watch.stop();
    expect(await available(w.b)).toBe(0);
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });
});
