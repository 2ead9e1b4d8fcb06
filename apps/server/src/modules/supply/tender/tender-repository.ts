import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TenderListQuery } from '@shop/shared/api/supply-tender';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, pageIds } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { supplierLevels, supplierScores } from '../level/table.ts';
import { supplierProfiles } from '../supplier/table.ts';
import { supplyTenderBids as b, supplyTenderInvitations as inv, supplyTenders as t } from './table.ts';

export type TenderRecord = typeof t.$inferSelect;
export type BidRecord = typeof b.$inferSelect;
export type InvitationRecord = typeof inv.$inferSelect;

/** One tender as lists show it: counts, and for a supplier its invitation and bid state. */
export interface TenderJoined {
  t: TenderRecord;
  warehouseName: string;
  invited: number;
  bids: number;
  invitationId: number | null;
  myBid: BidRecord['status'] | null;
}

const columns = (supplierId: number | null) => ({
  t,
  warehouseName: warehouses.name,
  invited: sql<number>`(select count(*)::int from ${inv} where ${inv.tenderId} = ${t.id})`,
  bids: sql<number>`(select count(*)::int from ${b} where ${b.tenderId} = ${t.id} and ${b.status} <> 'withdrawn')`,
  invitationId:
    supplierId === null
      ? sql<number | null>`null::int`
      : sql<number | null>`(select ${inv.id}::int from ${inv} where ${inv.tenderId} = ${t.id}
          and ${inv.supplierId} = ${supplierId})`,
  myBid:
    supplierId === null
      ? sql<string | null>`null::text`
      : sql<string | null>`(select ${b.status} from ${b} where ${b.tenderId} = ${t.id}
          and ${b.supplierId} = ${supplierId})`,
});

const fix = (j: Record<string, unknown> & { t: TenderRecord; warehouseName: string }): TenderJoined => ({
  t: j.t,
  warehouseName: j.warehouseName,
  invited: Number(j.invited),
  bids: Number(j.bids),
  invitationId: j.invitationId === null ? null : Number(j.invitationId),
  myBid: (j.myBid as BidRecord['status'] | null) ?? null,
});

/** A supplier's level and score now, as scoring and the level filter read them. */
export interface SupplierStanding {
  id: number;
  name: string;
  levelRank: number | null;
  levelName: string | null;
  score: number | null;
}

/** Tenders, invitations and bids. */
export const tenderRepository = {
  async page(db: Db, q: TenderListQuery, supplierId: number | null) {
    const w: SQL[] = [];
    if (q.status) w.push(eq(t.status, q.status));
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(t.title, like), ilike(t.spec, like))!);
    }
    // a supplier sees the tenders it is invited to, and no other
    if (supplierId !== null)
      w.push(sql`exists (select 1 from ${inv} where ${inv.tenderId} = ${t.id} and ${inv.supplierId} = ${supplierId})`);
    const where = w.length ? and(...w) : undefined;
    const ids = pageIds(db, t, where, [desc(t.id)], q);
    const rows = await db
      .select(columns(supplierId))
      .from(ids)
      .innerJoin(t, eq(t.id, ids.pageId))
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .orderBy(desc(t.id));
    const [total] = await db.select({ n: count() }).from(t).where(where);
    return { list: rows.map(fix), total: Number(total?.n ?? 0) };
  },

  async joined(db: Db, id: number, supplierId: number | null): Promise<TenderJoined | undefined> {
    const [j] = await db
      .select(columns(supplierId))
      .from(t)
      .innerJoin(warehouses, eq(warehouses.id, t.warehouseId))
      .where(eq(t.id, id));
    return j ? fix(j) : undefined;
  },

  async record(db: Db, id: number, lock = false): Promise<TenderRecord | undefined> {
    const q = db.select().from(t).where(eq(t.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async insert(db: Db, values: typeof t.$inferInsert): Promise<number> {
    const [row] = await db.insert(t).values(values).returning({ id: t.id });
    return row!.id;
  },

  async update(db: Db, id: number, set: Partial<typeof t.$inferInsert>): Promise<void> {
    await db
      .update(t)
      .set({ ...set, updatedAt: new Date(), version: sql`${t.version} + 1` })
      .where(eq(t.id, id));
  },

  async invite(db: Db, tenderId: number, supplierIds: number[]): Promise<number[]> {
    if (!supplierIds.length) return [];
    const rows = await db
      .insert(inv)
      .values(supplierIds.map((supplierId) => ({ tenderId, supplierId })))
      .onConflictDoNothing()
      .returning({ supplierId: inv.supplierId });
    return rows.map((x) => x.supplierId);
  },

  async invitations(db: Db, tenderId: number) {
    return db
      .select({ inv, supplierName: suppliers.name, bid: b })
      .from(inv)
      .innerJoin(suppliers, eq(suppliers.id, inv.supplierId))
      .leftJoin(b, eq(b.invitationId, inv.id))
      .where(eq(inv.tenderId, tenderId))
      .orderBy(asc(inv.id));
  },

  async invitedIds(db: Db, tenderId: number): Promise<number[]> {
    const rows = await db.select({ s: inv.supplierId }).from(inv).where(eq(inv.tenderId, tenderId));
    return rows.map((x) => x.s);
  },

  /** The supplier's own invitation (404 for anyone else's). */
  async invitation(db: Db, id: number, supplierId: number): Promise<InvitationRecord | undefined> {
    const [row] = await db
      .select()
      .from(inv)
      .where(and(eq(inv.id, id), eq(inv.supplierId, supplierId)));
    return row;
  },

  async bidOf(db: Db, invitationId: number, lock = false): Promise<BidRecord | undefined> {
    const q = db.select().from(b).where(eq(b.invitationId, invitationId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async ownBid(db: Db, id: number, supplierId: number): Promise<BidRecord | undefined> {
    const [row] = await db
      .select()
      .from(b)
      .where(and(eq(b.id, id), eq(b.supplierId, supplierId)));
    return row;
  },

  async bids(db: Db, tenderId: number): Promise<BidRecord[]> {
    return db.select().from(b).where(eq(b.tenderId, tenderId)).orderBy(asc(b.id));
  },

  /** A new bid row (its id names the sealing context), sealed at once by `seal`. */
  async newBid(db: Db, values: typeof b.$inferInsert): Promise<number> {
    const [row] = await db.insert(b).values(values).returning({ id: b.id });
    return row!.id;
  },

  async setBid(db: Db, id: number, set: Partial<typeof b.$inferInsert>): Promise<void> {
    await db.update(b).set(set).where(eq(b.id, id));
  },

  /** Bids the demo data wrote without terms: sealed at start with the demo terms. */
  async unsealed(db: Db) {
    return db
      .select({ id: b.id, tenderId: b.tenderId, supplierId: b.supplierId, supplierName: suppliers.name })
      .from(b)
      .innerJoin(suppliers, eq(suppliers.id, b.supplierId))
      .where(and(eq(b.status, 'sealed'), isNull(b.sealed)));
  },

  /** Level (rank, name; the lowest enabled level when none is set) and the newest score of each supplier. */
  async standings(db: Db, supplierIds?: number[]): Promise<SupplierStanding[]> {
    const lowest = db
      .select({ id: supplierLevels.id })
      .from(supplierLevels)
      .where(eq(supplierLevels.enabled, true))
      .orderBy(asc(supplierLevels.rank))
      .limit(1);
    const rows = await db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        levelRank: supplierLevels.rank,
        levelName: supplierLevels.name,
        score: sql<number | null>`(select coalesce(${supplierScores.overrideScore}, ${supplierScores.score})
          from ${supplierScores} where ${supplierScores.supplierId} = ${suppliers.id}
          order by ${supplierScores.period} desc limit 1)`,
      })
      .from(suppliers)
      .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
      .leftJoin(supplierLevels, eq(supplierLevels.id, sql`coalesce(${supplierProfiles.levelId}, (${lowest}))`))
      .where(supplierIds ? inArray(suppliers.id, supplierIds.length ? supplierIds : [0]) : undefined)
      .orderBy(asc(suppliers.name));
    return rows.map((x) => ({ ...x, score: x.score === null ? null : Number(x.score) }));
  },
};
