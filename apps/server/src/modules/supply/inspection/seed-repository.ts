import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { products } from '../../catalog/product/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { inspectionControlPoints, inspections } from './table.ts';
import type { CheckDef } from './table.ts';

const CHECKS: CheckDef[] = [
  { key: 'packaging', label: 'Packaging intact', kind: 'pass_fail' },
  { key: 'weight', label: 'Unit weight', kind: 'measure', target: 250, tolerance: 5, unit: 'g' },
  { key: 'label', label: 'Label matches the listing', kind: 'pass_fail' },
];

const DAY = 86_400_000;

/**
 * Demo inspections: a control point on the first product of Demo Supplier A (every lot) and of
 * Demo Supplier B (20 % of lots), and for each supplier a lot under inspection, one approved and
 * one failed whose drafted violation waits for review. Running it again changes nothing.
 */
export async function seedInspections(db: Db): Promise<void> {
  if ((await db.select({ id: inspectionControlPoints.id }).from(inspectionControlPoints).limit(1)).length) return;
  const owners = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.name, ['Demo Supplier A', 'Demo Supplier B']))
    .orderBy(asc(suppliers.name));
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.id)).limit(1);
  if (!warehouse) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [n, owner] of owners.entries()) {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.supplierId, owner.id))
        .orderBy(asc(products.id))
        .limit(1);
      if (!product) continue;
      const [point] = await tx
        .insert(inspectionControlPoints)
        .values({
          name: n === 0 ? 'Incoming goods: every lot' : 'Incoming goods: 20 % of lots',
          productId: product.id,
          frequency: n === 0 ? 'every_lot' : 'random',
          percent: n === 0 ? 100 : 20,
          checks: CHECKS,
          chargeback: 5000,
        })
        .returning({ id: inspectionControlPoints.id });
      const lot = (k: string) => `${n === 0 ? 'A' : 'B'}-${k}`;
      const base = {
        supplierId: owner.id,
        controlPointId: point!.id,
        productId: product.id,
        warehouseId: warehouse.id,
        origin: 'received' as const,
        stageReason: 'history',
        checks: CHECKS,
        quantity: 40,
      };
      const inspected = (days: number) => ({
        inspectorName: 'Administrator',
        inspectedAt: new Date(now - days * DAY),
        createdAt: new Date(now - (days + 1) * DAY),
      });
      await tx.insert(inspections).values([
        {
          ...base,
          lot: lot('0101'),
          state: 'approved',
          results: [
            { key: 'packaging', passed: true },
            { key: 'weight', passed: true, value: 251 },
            { key: 'label', passed: true },
          ],
          ...inspected(9),
        },
        {
          ...base,
          lot: lot('0102'),
          state: 'failed',
          draftState: 'pending',
          note: 'Under weight on 6 of 20 samples',
          results: [
            { key: 'packaging', passed: true },
            { key: 'weight', passed: false, value: 238 },
            { key: 'label', passed: true },
          ],
          ...inspected(4),
        },
        { ...base, lot: lot('0103'), createdAt: new Date(now - DAY) },
      ]);
    }
  });
}
