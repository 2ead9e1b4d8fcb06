import type { Db } from '../../../platform/db/database.ts';
import { balanceRepository } from './balance-repository.ts';
import { batchRepository } from './batch-repository.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { settlementSeedRepository as repo } from './seed-repository.ts';
import { monthOf } from './cycles.ts';
import { batchMonth } from './service.ts';

const DAY = 86_400_000;

/** YYYY-MM of the month `back` months before `now`'s (UTC). */
function monthBack(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Demo settlements for Demo Supplier A and B: three months of earning lines (A's group's 3%, B's
 * default 5% commission), a
 * penalty and a promotion share; the oldest month's batches settled with a voucher, the next to be
 * settled; a pending withdrawal of Demo Supplier A. Written through the ledger's own statements.
 */
export async function seedSettlements(db: Db, now = new Date()): Promise<void> {
  const ids = await repo.demoSuppliers(db);
  if (!ids || (await repo.seeded(db))) return;
  const base = await ledgerRepository.baseCurrency(db);
  await db.transaction(async (tx) => {
    for (const [s, supplierId] of [ids.a, ids.b].entries()) {
      for (const back of [3, 2, 1]) {
        const period = monthBack(now, back);
        const start = monthOf(period).start.getTime();
        for (let i = 0; i < 4; i++) {
          const gross = 12_000 + 3_500 * i + 2_000 * s + 700 * back;
          const bp = s === 0 ? 300 : 500;
          const commission = Math.round((gross * bp) / 10_000);
          await ledgerRepository.append(tx, {
            supplierId,
            kind: 'earning',
            ref: `demo:${supplierId}:${period}:${i}`,
            amount: gross - commission,
            gross,
            commission,
            rateBp: bp,
            currency: base.code,
            note: `Order DEMO-${period.replace('-', '')}-${s + 1}${i + 1}`,
            occurredAt: new Date(start + (3 + 6 * i) * DAY),
          });
        }
      }
      const penaltyMonth = monthOf(monthBack(now, 2)).start.getTime();
      await ledgerRepository.append(tx, {
        supplierId,
        kind: s === 0 ? 'penalty' : 'promotion_share',
        ref: `demo:${supplierId}:extra`,
        amount: s === 0 ? -2_500 : -1_200,
        currency: base.code,
        note: s === 0 ? 'Late shipment penalty' : 'Spring sale: promotion cost share',
        occurredAt: new Date(penaltyMonth + 20 * DAY),
      });
    }
    const all = { from: Math.min(ids.a, ids.b), to: Math.max(ids.a, ids.b) };
    // each supplier's billing cycles (A's group settles weekly, B takes the monthly default)
    for (const back of [3, 2]) await batchMonth(tx, all, monthBack(now, back), now, 'monthly', base.code);
    const settledMonth = monthBack(now, 3);
    for (const supplierId of [ids.a, ids.b]) {
      for (const batch of await repo.batchesOfMonth(tx, supplierId, settledMonth)) {
        await batchRepository.settle(tx, {
          id: batch.id,
          voucherRef: `DEMO-TRX-${batch.period.replaceAll('-', '')}-${supplierId}`,
          voucherAmount: batch.total,
          adminId: null,
          name: 'admin',
        });
      }
    }
    const amount = 20_000;
    if (await balanceRepository.reserve(tx, ids.a, amount)) {
      const id = await balanceRepository.insertWithdrawal(tx, {
        supplierId: ids.a,
        amount,
        currency: base.code,
        note: 'Monthly payout',
      });
      await balanceRepository.withdrawalLine(tx, { id, supplierId: ids.a, amount, currency: base.code });
    }
  });
}
