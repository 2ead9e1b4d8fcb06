import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { brokenInvariants } from '../../../test-support/invariants.ts';
import { useWorld } from '../../../test-support/world.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { openSettlementWorld, settlementHelpers } from './settlement-fixtures.ts';

const w = useWorld(async () => {
  const world = await openSettlementWorld();
  // no bank change holds the demo suppliers' payouts here
  await world.t.database.raw(`update supplier_bank_changes set hold_until = now() - interval '1 day'`);
  await world.t.database.raw(`update supplier_bank_changes set status = 'withdrawn' where status = 'pending'`);
  return world;
});
const h = settlementHelpers(() => w);

const ctxOf = (supplierId: number | null): RequestContext => ({
  scope: {
    adminId: 1,
    sessionId: 0,
    username: 'test',
    truename: 'test',
    supplierId,
    isSuper: supplierId == null,
    permissions: new Set(),
  },
  ip: '127.0.0.1',
  requestId: 'test',
  lang: 'en',
});

type Op =
  | { op: 'deliver'; s: 0 | 1; amount: number }
  | { op: 'cancel'; pick: number }
  | { op: 'penalty'; s: 0 | 1; amount: number }
  | { op: 'settle' }
  | { op: 'withdraw'; s: 0 | 1; amount: number }
  | { op: 'reject'; pick: number };

const side = fc.constantFrom(0 as const, 1 as const);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deliver' as const), s: side, amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('penalty' as const), s: side, amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ op: fc.constant('settle' as const) }),
  fc.record({ op: fc.constant('withdraw' as const), s: side, amount: fc.integer({ min: 1, max: 80_000 }) }),
  fc.record({ op: fc.constant('reject' as const), pick: fc.nat() }),
);

describe('the earnings ledger', () => {
  it('appends a penalty through the link once per kind and ref, with its balance', async () => {
    const { db } = w.t.database;
    const ledger = w.t.app.services.links.ledger;
    const supplierId = w.a;
    const before = await h.balance(supplierId);
    const entry = { supplierId, kind: 'penalty' as const, amount: -1500, ref: 'violation:1', note: 'Late delivery' };
    await db.transaction((tx) => ledger.append(tx, entry));
    await db.transaction((tx) => ledger.append(tx, entry));
    expect(await h.q(`select amount::int as amount from supplier_ledger where ref = 'violation:1'`)).toEqual([
      { amount: -1500 },
    ]);
    expect(await h.balance(supplierId)).toEqual({ pending: before.pending - 1500, available: before.available });
  });

  it('refuses to update or delete a ledger line', async () => {
    await expect(h.q(`update supplier_ledger set amount = 0`)).rejects.toThrow(/append-only/);
    await expect(h.q(`delete from supplier_ledger`)).rejects.toThrow(/append-only/);
    await expect(h.q(`delete from supplier_settlement_lines`)).rejects.toThrow(/append-only/);
  });

  it('keeps every balance = its lines, settles no line twice, never overdraws (any sequence)', async () => {
    const s = w.t.app.services;
    const suppliers = [w.a, w.b];
    const orders: number[] = [];
    let month = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        month++;
        const period = `${2000 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
        const at = `${period}-10T00:00:00Z`;
        for (const o of ops) {
          if (o.op === 'deliver') orders.push(await h.order(suppliers[o.s]!, at, [[o.amount, 1, 999_999]]));
          else if (o.op === 'cancel' && orders.length)
            await h.q(`update orders set state = 'cancelled', cancelled_at = $2 where id = $1`, [
              orders[o.pick % orders.length],
              at,
            ]);
          else if (o.op === 'penalty')
            await w.t.database.db.transaction((tx) =>
              ledgerRepository.append(tx, {
                supplierId: suppliers[o.s]!,
                kind: 'penalty',
                ref: `prop:${month}:${Math.random()}`,
                amount: -o.amount,
                currency: 'USD',
                note: 'Penalty',
                occurredAt: new Date(at),
              }),
            );
          else if (o.op === 'settle') {
            await s.settlements.run(period);
            for (const supplierId of suppliers) {
              const b = await h.batchOf(supplierId, period);
              if (
                b &&
                !(await h.n(
                  `select count(*)::int as n from supplier_settlements where id = $1 ` + `and status = 'settled'`,
                  [b.id],
                ))
              )
                await s.settlements.settle(ctxOf(null), { id: b.id, voucherRef: `P-${month}`, voucherAmount: b.total });
            }
          } else if (o.op === 'withdraw') {
            const supplierId = suppliers[o.s]!;
            const before = (await h.balance(supplierId)).available;
            const ok = await s.withdrawals.request(ctxOf(supplierId), { amount: o.amount, note: '' }).then(
              () => true,
              (e: unknown) => {
                if (!(e instanceof AppError)) throw e;
                return false;
              },
            );
            const after = (await h.balance(supplierId)).available;
            expect(ok).toBe(before >= o.amount);
            expect(after).toBe(ok ? before - o.amount : before);
          } else if (o.op === 'reject') {
            const pending = await h.q(`select id::int as id from supplier_withdrawals where status = 'pending'`);
            if (pending.length) {
              const id = Number(pending[o.pick % pending.length]!.id);
              await s.withdrawals.decide(ctxOf(null), { id, decision: 'reject', reason: 'no' });
            }
          }
        }
        await s.settlements.run(period);
        // (orders are inserted directly here, past the order counters: only the ledger's invariants are checked)
        const broken = await brokenInvariants(w.t);
        expect(broken.filter((b) => b.startsWith('supplier balance') || b.startsWith('settlement batch'))).toEqual([]);
        expect(
          await h.n(
            `select count(*)::int as n from (select ledger_id from supplier_settlement_lines ` +
              `group by ledger_id having count(*) > 1) d`,
          ),
        ).toBe(0);
      }),
      { numRuns: 60, seed: 1405 },
    );
  }, 120_000);
});
