import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { suppliers } from '../../platform/identity/table.ts';
import { supplierGroups, supplierLevels, supplierScores } from '../../modules/supply/level/table.ts';
import {
  periodOf,
  shiftPeriod,
  supplierSettingsOf,
  type SupplySettingsSource,
} from '../../modules/supply/level/period.ts';
import { ScorecardService } from '../../modules/supply/level/scorecard.ts';
import { scoreRepository } from '../../modules/supply/level/score-repository.ts';
import { supplierProfiles } from '../../modules/supply/supplier/table.ts';

/** Demo Supplier A is Silver in "Strategic", B Bronze in "Standard". */
const PLACES = [
  { supplier: 'Demo Supplier A', level: 'Silver', group: 'Strategic' },
  { supplier: 'Demo Supplier B', level: 'Bronze', group: 'Standard' },
] as const;

/** The settings as stored (the seed runs without the app's cached sections). */
export function storedSettings(db: Db): SupplySettingsSource {
  return {
    supplier: async () => supplierSettingsOf(await scoreRepository.settingsValue(db, 'supplier')),
    timeZone: async () => {
      const tz = (await scoreRepository.settingsValue(db, 'store'))?.timeZone;
      return typeof tz === 'string' ? tz : 'UTC';
    },
  };
}

/**
 * Places the demo suppliers in their level and group where their profile has none yet (before
 * the demo settlements, inspections and tenders, which follow them). Levels stay as placed here;
 * the nightly job moves them by the bands.
 */
export async function placeDemoSuppliers(db: Db): Promise<void> {
  const ids = new Map(
    (await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers)).map((s) => [s.name, s.id]),
  );
  const levelIds = new Map((await db.select().from(supplierLevels)).map((l) => [l.name, l.id]));
  const groupIds = new Map((await db.select().from(supplierGroups)).map((g) => [g.name, g.id]));
  for (const p of PLACES) {
    const supplierId = ids.get(p.supplier);
    if (!supplierId) continue;
    await db
      .update(supplierProfiles)
      .set({ levelId: levelIds.get(p.level) })
      .where(and(eq(supplierProfiles.supplierId, supplierId), isNull(supplierProfiles.levelId)));
    await db
      .update(supplierProfiles)
      .set({ groupId: groupIds.get(p.group) })
      .where(and(eq(supplierProfiles.supplierId, supplierId), isNull(supplierProfiles.groupId)));
  }
}

/**
 * Runs last (after orders, violations, marks and inspections exist): computes the scorecards of
 * the last three periods with the scorecard itself, so they reflect the demo data (N/A without
 * orders). A period already scored is left as it is: running it again changes nothing.
 */
export async function seedScores(db: Db): Promise<void> {
  const ids = new Map(
    (await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers)).map((s) => [s.name, s.id]),
  );
  const settings = storedSettings(db);
  const scorecards = new ScorecardService({
    settings,
    // the seed moves no level, so it writes no trail line
    lifecycle: { note: () => Promise.reject(new Error('the seed moves no supplier level')) },
    notifications: null,
  });
  const current = periodOf(new Date(), await settings.timeZone());
  const all = [...ids.values()];
  if (all.length === 0) return;
  for (const period of [2, 1, 0].map((n) => shiftPeriod(current, n))) {
    const [done] = await db
      .select({ id: supplierScores.id })
      .from(supplierScores)
      .where(and(eq(supplierScores.period, period), inArray(supplierScores.supplierId, all)))
      .limit(1);
    if (!done) await scorecards.computePeriod(db, { ids: all }, period);
  }
}
