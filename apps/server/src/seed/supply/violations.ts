import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { suppliers } from '../../platform/identity/table.ts';
import { orderLines, orders } from '../../modules/order/table.ts';
import {
  supplierMarks,
  supplierSanctions,
  supplierViolations,
  violationAppeals,
  violationLadders,
  violationTypes,
} from '../../modules/supply/violation/table.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number, now: Date) => new Date(now.getTime() - n * DAY);
const name = (zh: string, en: string, es: string, ja: string): Localized => ({ 'zh-CN': zh, en, es, ja });

/** The demo catalogue: what each violation costs. */
const TYPES = [
  {
    code: 'late_shipment',
    name: name('延迟发货', 'Late shipment', 'Envío tardío', '発送遅延'),
    points: 2,
    banDays: 0,
    evidenceRequired: false,
    appealable: true,
    pointsExpireDays: 180,
  },
  {
    code: 'poor_packaging',
    name: name('包装不合格', 'Poor packaging', 'Embalaje deficiente', '梱包不良'),
    points: 1,
    banDays: 0,
    evidenceRequired: false,
    appealable: true,
    pointsExpireDays: 90,
  },
  {
    code: 'false_description',
    name: name('商品描述不符', 'Product not as described', 'Producto no conforme a la descripción', '商品説明と不一致'),
    points: 4,
    banDays: 0,
    evidenceRequired: true,
    appealable: true,
    pointsExpireDays: 365,
  },
  {
    code: 'fake_tracking',
    name: name('虚假物流单号', 'Fake tracking number', 'Número de seguimiento falso', '偽の追跡番号'),
    points: 6,
    banDays: 7,
    evidenceRequired: true,
    appealable: true,
    pointsExpireDays: 365,
  },
  {
    code: 'counterfeit',
    name: name('销售假冒商品', 'Counterfeit goods', 'Productos falsificados', '偽造品の販売'),
    points: 12,
    banDays: 30,
    evidenceRequired: true,
    appealable: false,
    pointsExpireDays: 730,
  },
];

/** The demo ladder: 6 points a warning, 12 a 7-day bid ban, 18 a 14-day ban, 24 a suspension. */
const LADDER = [
  { points: 6, sanction: 'warning' as const, days: 0 },
  { points: 12, sanction: 'bid_ban' as const, days: 7 },
  { points: 18, sanction: 'ban' as const, days: 14 },
  { points: 24, sanction: 'suspension' as const, days: 0 },
];

/** A demo line: type, days ago, info, processing. */
type Line = [code: string, ago: number, info: string, processing: string];

/**
 * The violation catalogue, the sanction ladder, a few past violations of the demo suppliers (A:
 * one granted appeal with its reversal line; B: one pending appeal and a warning reached), and
 * marks for the last months and, when demo orders exist, a few of A's delivered orders. No ban is
 * in force, so the demo supplier accounts work normally. Running it again changes nothing.
 */
export async function seedViolations(db: Db): Promise<void> {
  const now = new Date();
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(violationTypes).values(TYPES).onConflictDoNothing();
    await tx.insert(violationLadders).values({ id: 1, steps: LADDER }).onConflictDoNothing();
    const types = new Map(
      (
        await tx.select({ id: violationTypes.id, code: violationTypes.code, t: violationTypes }).from(violationTypes)
      ).map((r) => [r.code, r.t]),
    );
    const demo = await tx
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(inArray(suppliers.name, ['Demo Supplier A', 'Demo Supplier B']));
    const idOf = (n: string) => demo.find((s) => s.name === n)?.id;
    const a = idOf('Demo Supplier A');
    const b = idOf('Demo Supplier B');

    const record = async (supplierId: number, [code, ago, info, processing]: Line) => {
      const type = types.get(code)!;
      const at = daysAgo(ago, now);
      const [row] = await tx
        .insert(supplierViolations)
        .values({
          supplierId,
          typeId: type.id,
          occurredAt: at,
          info,
          processing,
          points: type.points,
          banDays: 0,
          evidence: [],
          pointsExpireAt: new Date(at.getTime() + type.pointsExpireDays * DAY),
          actorName: 'admin',
          createdAt: at,
        })
        .returning();
      return row!;
    };
    const hasLines = async (supplierId: number) =>
      (
        await tx
          .select({ id: supplierViolations.id })
          .from(supplierViolations)
          .where(eq(supplierViolations.supplierId, supplierId))
          .limit(1)
      ).length > 0;

    if (a && !(await hasLines(a))) {
      await record(a, ['late_shipment', 40, 'Order shipped 5 days after the promised date', 'Reminded by e-mail']);
      const appealed = await record(a, [
        'false_description',
        20,
        'Listing says cotton, customer reports polyester',
        'Listing corrected',
      ]);
      await tx.insert(violationAppeals).values({
        violationId: appealed.id,
        supplierId: a,
        statement: 'The fabric certificate shows 100% cotton; the customer received another product by mistake.',
        status: 'granted',
        decisionReason: 'Certificate checked: the listing was right',
        decidedAt: daysAgo(10, now),
        createdAt: daysAgo(15, now),
      });
      await tx.insert(supplierViolations).values({
        supplierId: a,
        typeId: appealed.typeId,
        occurredAt: daysAgo(10, now),
        info: `Appeal granted: reversal of violation #${appealed.id}`,
        processing: 'Certificate checked: the listing was right',
        points: -appealed.points,
        banDays: 0,
        evidence: [],
        pointsExpireAt: appealed.pointsExpireAt,
        reversesId: appealed.id,
        actorName: 'admin',
        createdAt: daysAgo(10, now),
      });
      await record(a, ['poor_packaging', 5, 'Two parcels arrived crushed', 'Packaging guideline sent']);
    }
    if (b && !(await hasLines(b))) {
      await record(b, ['late_shipment', 30, 'Order shipped 3 days late', 'Reminded by e-mail']);
      await record(b, ['poor_packaging', 18, 'Glass items without padding', '']);
      const appealed = await record(b, ['false_description', 12, 'Photos show another colour', 'Listing hidden']);
      await tx.insert(supplierSanctions).values({
        supplierId: b,
        violationId: appealed.id,
        threshold: 6,
        sanction: 'warning',
        days: 0,
        startsAt: appealed.createdAt,
      });
      await tx.insert(violationAppeals).values({
        violationId: appealed.id,
        supplierId: b,
        statement: 'The colour name differs by market; the photos are of the product sold.',
        createdAt: daysAgo(8, now),
      });
    }
    await seedMarks(
      tx,
      [a, b].filter((id): id is number => id !== undefined),
      now,
    );
  });
}

/** Marks for the two months before last, and for A's first two delivered orders when there are orders. */
async function seedMarks(tx: Db, supplierIds: number[], now: Date): Promise<void> {
  const month = (back: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return d.toISOString().slice(0, 7);
  };
  const values = supplierIds.flatMap((supplierId, i) => [
    { supplierId, period: month(2), mark: 4 - i, comment: 'On time, few returns', actorName: 'admin' },
    { supplierId, period: month(3), mark: 5 - i, comment: 'Quick answers to customers', actorName: 'admin' },
  ]);
  if (values.length) await tx.insert(supplierMarks).values(values).onConflictDoNothing();
  const [first] = supplierIds;
  if (first === undefined) return;
  const delivered = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orderLines.supplierId, first), eq(orders.fulfilmentStatus, 'delivered')))
    .orderBy(asc(orders.id))
    .limit(2);
  if (delivered.length)
    await tx
      .insert(supplierMarks)
      .values(
        delivered.map((o, i) => ({
          supplierId: first,
          orderId: o.id,
          mark: 5 - i,
          comment: i ? 'Parcel slightly damaged' : 'Well packed, on time',
          actorName: 'admin',
        })),
      )
      .onConflictDoNothing();
}
