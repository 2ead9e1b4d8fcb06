import type { Db } from '../../../platform/db/database.ts';
import { violationRepository } from './repository.ts';

/**
 * A bid ban of the sanction ladder in force for the supplier: until when, and the ledger line
 * that brought it; null when it may bid. Not a lifecycle state: the rights service asks this
 * when it checks the `bid` right.
 */
export function activeBidBan(db: Db, supplierId: number): Promise<{ until: Date; violationId: number } | null> {
  return violationRepository.activeBidBan(db, supplierId);
}
