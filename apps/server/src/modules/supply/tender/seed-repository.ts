import { randomBytes } from 'node:crypto';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { admins, suppliers } from '../../../platform/identity/table.ts';
import { products } from '../../catalog/product/table.ts';
import { shopSearches } from '../../catalog/search/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { receiptOf, type BidTerms } from './seal.ts';
import {
  supplyDemandResponses,
  supplyDemands,
  supplyTenderBids,
  supplyTenderInvitations,
  supplyTenders,
} from './table.ts';

const DAY = 24 * 60 * 60 * 1000;
const WEIGHTS = { price: 50, delivery: 20, score: 20, level: 10 };

/**
 * Demo data of the board and the tenders: posts (one of a catalog product, one of a
 * specification), answers from Demo Supplier A and B, one open tender with sealed bids from both
 * (sealed at start, see seed.ts) and one awarded tender, opened with verified receipts.
 */
export async function seedTenders(db: Db): Promise<void> {
  const [done] = await db.select({ n: count() }).from(supplyDemands);
  if (Number(done?.n) > 0) return;
  const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).orderBy(desc(warehouses.isDefault));
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, 'admin'));
  const demo = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(inArray(suppliers.name, ['Demo Supplier A', 'Demo Supplier B']))
    .orderBy(asc(suppliers.name));
  const [product] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  if (!warehouse || demo.length !== 2) return;
  const [a, b] = [demo[0]!, demo[1]!];
  const now = Date.now();
  const post = async (values: Omit<typeof supplyDemands.$inferInsert, 'warehouseId'>) => {
    const [row] = await db
      .insert(supplyDemands)
      .values({ warehouseId: warehouse.id, createdBy: admin?.id ?? null, ...values })
      .returning({ id: supplyDemands.id });
    return row!.id;
  };
  const earbuds = await post({
    title: 'Restock: best-selling product',
    productId: product?.id ?? null,
    spec: product ? '' : 'Best-selling product, retail packed',
    quantity: 300,
    targetPrice: 2450,
    deadline: new Date(now + 14 * DAY),
  });
  await post({
    title: 'Recycled kraft shipping boxes',
    spec: 'Corrugated kraft boxes 40 x 30 x 20 cm, 5-ply, FSC recycled, printed logo on two sides',
    quantity: 5000,
    targetPrice: 95,
    deadline: new Date(now + 10 * DAY),
  });
  await db.insert(supplyDemandResponses).values([
    { demandId: earbuds, supplierId: a.id, price: 2390, quantity: 300, leadDays: 9, note: 'Stock on hand' },
    { demandId: earbuds, supplierId: b.id, price: 2290, quantity: 200, leadDays: 15, note: 'Partial quantity' },
  ]);

  // an open tender: sealed bids from A and B (terms sealed at start)
  const bottles = await post({
    title: 'Insulated steel bottles 750 ml',
    spec: '18/8 stainless steel, vacuum insulated, 750 ml, powder coated, laser logo',
    quantity: 500,
    targetPrice: 1200,
    deadline: new Date(now + 20 * DAY),
    status: 'tendering',
  });
  const openTender = await tender(db, bottles, now + 7 * DAY, 'open', admin?.id);
  for (const s of [a, b]) {
    const invitationId = await invite(db, openTender, s.id);
    await db.insert(supplyTenderBids).values({ tenderId: openTender, invitationId, supplierId: s.id });
  }

  // an awarded tender, opened with verified receipts
  const totes = await post({
    title: 'Organic cotton tote bags',
    spec: '280 g/m² organic cotton, 38 x 42 cm, long handles, one-colour print',
    quantity: 2000,
    targetPrice: 310,
    deadline: new Date(now - 10 * DAY),
    status: 'closed',
  });
  const awarded = await tender(db, totes, now - 5 * DAY, 'awarded', admin?.id);
  const terms: [number, BidTerms][] = [
    [a.id, { price: 295, leadDays: 14, quantity: 2000, note: 'GOTS certificate attached' }],
    [b.id, { price: 279, leadDays: 25, quantity: 2000, note: '' }],
  ];
  let winner = 0;
  for (const [supplierId, t] of terms) {
    const invitationId = await invite(db, awarded, supplierId);
    const salt = randomBytes(16).toString('hex');
    const [row] = await db
      .insert(supplyTenderBids)
      .values({
        tenderId: awarded,
        invitationId,
        supplierId,
        status: 'valid',
        receipt: receiptOf(t, salt, awarded, supplierId),
        submittedAt: new Date(now - 8 * DAY),
        salt,
        ...t,
        supplierScore: supplierId === a.id ? 88 : 71,
        levelRank: supplierId === a.id ? 2 : 1,
        levelName: null,
      })
      .returning({ id: supplyTenderBids.id });
    if (supplierId === a.id) winner = row!.id;
  }
  await db
    .update(supplyTenders)
    .set({
      openedAt: new Date(now - 5 * DAY + 3600_000),
      openedBy: 'admin',
      awardBidId: winner,
      awardReason: 'Best weighted score: faster delivery and a stronger scorecard outweigh the price difference',
      awardedAt: new Date(now - 4 * DAY),
      awardedBy: 'admin',
    })
    .where(eq(supplyTenders.id, awarded));
}

async function tender(db: Db, demandId: number, deadline: number, status: 'open' | 'awarded', by?: number) {
  const [post] = await db.select().from(supplyDemands).where(eq(supplyDemands.id, demandId));
  const [row] = await db
    .insert(supplyTenders)
    .values({
      demandId,
      title: post!.title,
      spec: post!.spec,
      quantity: post!.quantity,
      warehouseId: post!.warehouseId,
      deadline: new Date(deadline),
      weights: WEIGHTS,
      status,
      createdBy: by ?? null,
    })
    .returning({ id: supplyTenders.id });
  return row!.id;
}

async function invite(db: Db, tenderId: number, supplierId: number) {
  const [row] = await db
    .insert(supplyTenderInvitations)
    .values({ tenderId, supplierId })
    .returning({ id: supplyTenderInvitations.id });
  return row!.id;
}

/**
 * Demo shop searches of the last weeks: some found products, some found nothing again and again
 * (the board suggests posts of those), one already asked for by an open post (not suggested) and
 * one searched too rarely to count. [keyword, language, results, days ago of each search]
 */
const DEMO_SEARCHES: [string, Language, number, number[]][] = [
  ['bamboo toothbrush', 'en', 0, [21, 14, 9, 6, 3, 1]],
  ['freidora de aire', 'es', 0, [18, 11, 5, 2]],
  ['空气炸锅', 'zh-CN', 0, [12, 7, 4]],
  ['standing desk', 'en', 0, [25, 16, 8]],
  ['kraft shipping boxes', 'en', 0, [13, 8, 2]],
  ['gaming mouse', 'en', 0, [10, 4]],
  ['yoga mat', 'en', 1, [20, 12, 6, 3, 1]],
  ['wireless earbuds', 'en', 1, [15, 9, 2]],
  ['ヨガマット', 'ja', 1, [11, 5]],
  ['camiseta', 'es', 1, [7, 3]],
];

export async function seedShopSearches(db: Db): Promise<void> {
  const [done] = await db.select({ n: count() }).from(shopSearches);
  if (Number(done?.n) > 0) return;
  const now = Date.now();
  await db
    .insert(shopSearches)
    .values(
      DEMO_SEARCHES.flatMap(([keyword, lang, results, days]) =>
        days.map((d, i) => ({ keyword, lang, results, createdAt: new Date(now - d * DAY - (i * 37 + 11) * 60_000) })),
      ),
    );
}
