import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { supplierBandSets, supplierGroups, supplierLevels } from '../../modules/supply/level/table.ts';

/** Bronze, Silver and Gold with their monthly rights (null = unlimited). */
export const DEMO_LEVELS = [
  { name: 'Bronze', rank: 1, inspectionSlots: 1, orderCap: 200, bidQuota: 2, priority: 0, dedicatedService: false },
  { name: 'Silver', rank: 2, inspectionSlots: 3, orderCap: 1000, bidQuota: 10, priority: 5, dedicatedService: false },
  { name: 'Gold', rank: 3, inspectionSlots: null, orderCap: null, bidQuota: 30, priority: 10, dedicatedService: true },
] as const;

/** "Strategic" pays 3 % weekly; "Standard" takes the settings' defaults. */
export const DEMO_GROUPS = [
  {
    name: 'Strategic',
    description: 'Key suppliers on weekly settlement',
    commissionRate: 300,
    settlementCycle: 'weekly',
  },
  { name: 'Standard', description: 'Settings defaults', commissionRate: null, settlementCycle: null },
] as const;

/**
 * Demo levels, groups and a published band set: below 60 Bronze (no bids nor flash sales, a
 * warning), 60–84 Silver, 85 and above Gold. Running it again changes nothing.
 */
export async function seedLevels(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const level of DEMO_LEVELS) await tx.insert(supplierLevels).values(level).onConflictDoNothing();
    for (const group of DEMO_GROUPS) await tx.insert(supplierGroups).values(group).onConflictDoNothing();
    const [published] = await tx
      .select({ id: supplierBandSets.id })
      .from(supplierBandSets)
      .where(isNotNull(supplierBandSets.publishedAt))
      .limit(1);
    if (published) return;
    const ids = new Map(
      (await tx.select({ id: supplierLevels.id, name: supplierLevels.name }).from(supplierLevels)).map((l) => [
        l.name,
        l.id,
      ]),
    );
    await tx.insert(supplierBandSets).values({
      bands: [
        { min: 0, max: 59, levelId: ids.get('Bronze')!, blocks: ['bid', 'flash_sale'], warn: true },
        { min: 60, max: 84, levelId: ids.get('Silver')!, blocks: [], warn: false },
        { min: 85, max: 100, levelId: ids.get('Gold')!, blocks: [], warn: false },
      ],
      publishedAt: sql`now()`,
    });
  });
}
