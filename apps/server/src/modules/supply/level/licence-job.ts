import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { systemContext } from '../../../platform/http/context.ts';
import type { SupplierLifecycle } from '../supplier/lifecycle.ts';
import { dayOf, periodOf, type SupplySettingsSource } from './period.ts';
import { isQuotaRight, LICENCE_SUSPEND_STEP, licenceStep, type RightsService } from './rights.ts';
import { rightsRepository as repo } from './rights-repository.ts';

export interface LicenceSweepDeps {
  db: Db;
  settings: SupplySettingsSource;
  rights: RightsService;
  lifecycle: Pick<SupplierLifecycle, 'run'>;
}

/**
 * The daily sweep of the quota ledger and of expired business licences:
 * - what was left of earlier months' grants is written off (`expired` lines);
 * - a supplier whose licence expired loses one more right every `licenceStepDays` (bids, then
 *   inspections, then new products and shelving); the quota left of a withdrawn right is written
 *   to the ledger as `frozen`; at the step after the last the supplier is suspended through the
 *   lifecycle (reason code `licence_expired`);
 * - a renewed licence releases what was frozen this month.
 */
export async function licenceSweep(deps: LicenceSweepDeps, at = new Date()) {
  const { db, rights } = deps;
  const tz = await deps.settings.timeZone();
  const today = dayOf(at, tz);
  const period = periodOf(at, tz);
  const { licenceStepDays } = await deps.settings.supplier();
  const expired = await repo.expireBefore(db, period);
  let frozen = 0;
  let suspended = 0;
  for (const { supplierId, expiresOn } of await repo.expiredLicences(db, today)) {
    const step = licenceStep(expiresOn, today, licenceStepDays);
    if (step.step >= LICENCE_SUSPEND_STEP) {
      const moved = await deps.lifecycle
        .run(systemContext('licence'), supplierId, {
          action: 'suspend',
          reason: `Business licence expired on ${expiresOn}`,
          reasonCode: 'licence_expired',
          detail: { expiresOn, daysExpired: step.daysExpired },
        })
        .then(
          () => true,
          (e: unknown) => {
            // moved by someone else meanwhile (banned, disabled): nothing to suspend
            if (e instanceof AppError) return false;
            throw e;
          },
        );
      if (moved) suspended++;
      continue;
    }
    const facts = await repo.facts(db, supplierId, period);
    for (const right of step.withdrawn.filter(isQuotaRight)) {
      frozen += await db.transaction((tx) => rights.freeze(tx, supplierId, right, facts?.level ?? null, period));
    }
  }
  let released = 0;
  for (const r of await repo.renewedFreezes(db, period, today)) {
    await repo.addLine(db, {
      supplierId: r.supplierId,
      right: r.right,
      period,
      kind: 'released',
      amount: r.frozen,
      ref: 'licence_renewed',
    });
    released += r.frozen;
  }
  return { expired, frozen, suspended, released };
}
