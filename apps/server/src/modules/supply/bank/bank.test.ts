import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../../platform/http/context.ts';
import { tableState } from '../../../test-support/table-state.ts';
import { account, bankHelpers, en, openBankWorld, type BankWorld } from './bank-fixtures.ts';
import { bankHold } from './hold.ts';

const SPEC_MESSAGE = 'The verified bank card information is incorrect, please re-authenticate';
const DAY = 24 * 60 * 60 * 1000;

let w: BankWorld;
const h = bankHelpers(() => w);

beforeAll(async () => {
  w = await openBankWorld();
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

describe('bank card change requests', () => {
  beforeEach(async () => {
    await h.clear(w.a.supplier_id!);
  });

  it.each([
    [{ accountNumber: '1234' }, 'accountNumber', 'account number'],
    [{ accountNumber: 'ES91 2100 0418 4502 0005 1333' }, 'accountNumber', 'account number'],
    [{ accountNumber: '62220200112233445566778899001122' }, 'accountNumber', 'account number'],
    [{ accountName: '  ' }, 'accountName', 'account holder name'],
    [{ bankName: '' }, 'bankName', 'bank name'],
  ])('refuses %j with the spec message naming the field, writing nothing', async (over, field, words) => {
    const before = await tableState(w.t);
    const res = await h.submit(account(over));
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.msg).toContain(SPEC_MESSAGE);
    expect(body.msg).toContain(words);
    expect(body.data.errors).toEqual([expect.objectContaining({ field, key: 'invalid' })]);
    expect(await tableState(w.t)).toEqual(before);
  });

  it('names the field in every language', async () => {
    for (const [lang, text] of [
      ['zh-CN', '银行账号'],
      ['es', 'número de cuenta'],
      ['ja', '口座番号'],
    ]) {
      const res = await w.t.post('/admin/supply/bank/own/submit', account({ accountNumber: 'x' }), w.a.ak, {
        'accept-language': lang!,
      });
      expect(res.json().msg).toContain(text);
    }
  });

  it('accepts digits and IBANs, compares the holder with both names and holds payouts while pending', async () => {
    const row = await h.submitted(
      account({ accountNumber: 'es91 2100 0418 4502 0005 1332', accountName: 'Zhang  WEI' }),
    );
    expect(row).toMatchObject({
      status: 'pending',
      legalPersonMatch: 'match',
      enterpriseMatch: 'no_match',
      accountNumber: expect.stringMatching(/•+1332$/),
    });
    const own = await h.own();
    expect(own.pending?.id).toBe(row.id);
    expect(own.hold).toEqual({ held: true, reason: 'pending_change', until: null });
    const staff = await h.staffView(w.a.supplier_id!);
    expect(staff.pending?.accountNumber).toBe('ES9121000418450200051332');
    expect(staff.hold.reason).toBe('pending_change');
  });

  it('keeps one pending change per supplier', async () => {
    await h.submitted(account());
    const before = await tableState(w.t);
    const res = await h.submit(account({ accountNumber: '12345678901' }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toContain('already waiting for audit');
    expect(await tableState(w.t)).toEqual(before);
  });

  it('flags a holder matching neither name, and an account number another supplier has', async () => {
    const bAccount = (await h.profile(w.b.supplier_id!)).bank_account_number;
    const number = bAccount || '99887766554433';
    if (!bAccount)
      await h.q('update supplier_profiles set bank_account_number = $2 where supplier_id = $1', [
        w.b.supplier_id,
        number,
      ]);
    const row = await h.submitted(account({ accountName: 'Someone Else', accountNumber: number }));
    const res = await w.t.get(`/admin/supply/bank/info?id=${row.id}`, w.adminAk, en);
    const info = res.json().data;
    expect(info.legalPersonMatch).toBe('no_match');
    expect(info.enterpriseMatch).toBe('no_match');
    expect(info.flags).toEqual(['no_match', 'duplicate']);
    expect(info.duplicates).toEqual([{ supplierId: w.b.supplier_id, supplierName: 'Demo Supplier B' }]);
    const queue = await h.q(`select 1 from supplier_bank_changes where id = $1 and status = 'pending'`, [row.id]);
    expect(queue).toHaveLength(1);
  });

  it('approves: copies the account to the profile, notes the trail, holds payouts while cooling off', async () => {
    const row = await h.submitted(account({ accountName: 'Demo Supplier A' }));
    expect(row.enterpriseMatch).toBe('match');
    const res = await h.decide({ id: row.id, decision: 'approve', version: row.version });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json().data;
    expect(decided).toMatchObject({ status: 'approved', reviewerName: 'admin' });
    expect(await h.profile(w.a.supplier_id!)).toEqual({
      bank_name: 'Bank of Demo',
      bank_branch: 'Main Street',
      bank_account_name: 'Demo Supplier A',
      bank_account_number: '6222020011223344556',
    });
    const trail = await h.q(
      `select action, detail->>'last4' as last4 from supplier_events where supplier_id = $1 order by id desc limit 1`,
      [w.a.supplier_id],
    );
    expect(trail[0]).toEqual({ action: 'bank_changed', last4: '4556' });
    const log = await h.q(`select 1 from audit_log where action = 'supplier.bank_changed' and entity_id = $1`, [
      String(w.a.supplier_id),
    ]);
    expect(log.length).toBeGreaterThan(0);

    const decidedAt = new Date(decided.decidedAt).getTime();
    const until = new Date(decided.holdUntil).getTime();
    expect(until - decidedAt).toBe(7 * DAY);
    const db = w.t.database.db;
    expect(await bankHold(db, w.a.supplier_id!, new Date(decidedAt + DAY))).toEqual({
      held: true,
      reason: 'cooling_off',
      until: decided.holdUntil,
    });
    expect(await bankHold(db, w.a.supplier_id!, new Date(until + 1000))).toEqual({
      held: false,
      reason: null,
      until: null,
    });
    expect((await h.own()).hold.reason).toBe('cooling_off');
    expect((await h.own()).current.accountNumber).toMatch(/^•+4556$/);
  });

  it('rejects with a reason and keeps the old account; a decided change is not decided again', async () => {
    const old = await h.profile(w.a.supplier_id!);
    const row = await h.submitted(account({ accountNumber: '11112222333344' }));
    const noReason = await h.decide({ id: row.id, decision: 'reject', reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    const res = await h.decide({ id: row.id, decision: 'reject', reason: SPEC_MESSAGE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: SPEC_MESSAGE, holdUntil: null });
    expect(await h.profile(w.a.supplier_id!)).toEqual(old);
    expect(await bankHold(w.t.database.db, w.a.supplier_id!)).toEqual({ held: false, reason: null, until: null });
    const again = await h.decide({ id: row.id, decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(await h.profile(w.a.supplier_id!)).toEqual(old);
  });

  it('lets the supplier withdraw its pending change, ending the hold', async () => {
    const row = await h.submitted(account());
    const res = await w.t.post('/admin/supply/bank/own/withdraw', { id: row.id }, w.a.ak, en);
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.own()).hold.held).toBe(false);
    const twice = await w.t.post('/admin/supply/bank/own/withdraw', { id: row.id }, w.a.ak, en);
    expect(twice.statusCode).toBe(409);
  });

  it("answers 404 to supplier A on supplier B's change and changes nothing", async () => {
    const [bChange] = await h.q(`select id::int as id from supplier_bank_changes where supplier_id = $1 limit 1`, [
      w.b.supplier_id,
    ]);
    const before = await tableState(w.t);
    expect((await w.t.get(`/admin/supply/bank/own/info?id=${bChange!.id}`, w.a.ak, en)).statusCode).toBe(404);
    expect((await w.t.post('/admin/supply/bank/own/withdraw', { id: bChange!.id }, w.a.ak, en)).statusCode).toBe(404);
    expect(await tableState(w.t)).toEqual(before);
    expect((await w.t.get(`/admin/supply/bank/own/info?id=${bChange!.id}`, w.b.ak, en)).statusCode).toBe(200);
  });

  it('offers pending changes to the approval queue and decides them in a batch', async () => {
    const row = await h.submitted(account());
    const source = w.t.app.services.approvalQueue.source('bank')!;
    const entries = await source.pending(w.t.database.db, { supplierId: w.a.supplier_id!, limit: 10 });
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'bank', id: row.id, link: expect.stringContaining(`id=${row.id}`) }),
    ]);
    expect(await source.count(w.t.database.db)).toBeGreaterThanOrEqual(1);
    const outcomes = await source.decide(systemContext('reviewer'), [row.id, row.id], 'reject', 'Wrong branch');
    expect(outcomes).toEqual([
      { kind: 'bank', id: row.id, ok: true },
      { kind: 'bank', id: row.id, ok: false, code: 'bank.not_pending' },
    ]);
  });
});
