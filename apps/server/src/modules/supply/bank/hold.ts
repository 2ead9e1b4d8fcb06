import type { BankHold } from '@shop/shared/api/supply-bank';
import type { Db } from '../../../platform/db/database.ts';
import { bankRepository as repo } from './repository.ts';

/**
 * Whether payouts to a supplier are held because of its bank account: while a change waits for
 * its decision (`pending_change`, until decided), and after an approved change until its
 * cooling-off days have passed (`cooling_off`, until the approval + supplier settings
 * `bankChangeCoolingDays`, fixed at the approval). Settlements read it before paying out.
 */
export async function bankHold(db: Db, supplierId: number, now: Date = new Date()): Promise<BankHold> {
  if (await repo.hasPending(db, supplierId)) return { held: true, reason: 'pending_change', until: null };
  const cooling = await repo.coolingOf(db, supplierId, now);
  if (cooling) return { held: true, reason: 'cooling_off', until: cooling.holdUntil.toISOString() };
  return { held: false, reason: null, until: null };
}
