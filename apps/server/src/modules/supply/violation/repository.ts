import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ViolationListQuery, ViolationRow } from '@shop/shared/api/supply-violation';
import type { Db } from '../../../platform/db/database.ts';
import { iso, likePattern, orderBy, pageIds } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierEvents } from '../supplier/table.ts';
import { supplierSanctions, supplierViolations as v, violationAppeals, violationTypes } from './table.ts';
import type { LedgerLine } from './standing.ts';

export type ViolationRecord = typeof v.$inferSelect;
export type AppealRecord = typeof violationAppeals.$inferSelect;
export type SanctionRecord = typeof supplierSanctions.$inferSelect;

const reversal = alias(v, 'reversal');
const nextDay = (d: string) => sql`(${d}::date + 1)::timestamptz`;

/** The ledger list's conditions; `supplierId` is the caller's scope or the filter. */
function ledgerWhere(q: Omit<ViolationListQuery, 'supplierId'>, supplierId: number | undefined): SQL | undefined {
  const w: SQL[] = [];
  if (supplierId !== undefined) w.push(eq(v.supplierId, supplierId));
  if (q.typeId) w.push(eq(v.typeId, q.typeId));
  if (q.from) w.push(gte(v.occurredAt, sql`${q.from}::date::timestamptz`));
  if (q.to) w.push(lt(v.occurredAt, nextDay(q.to)));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    w.push(or(sql`${v.info} ilike ${like}`, sql`${v.processing} ilike ${like}`)!);
  }
  if (q.appeal) {
    const has = sql`select 1 from ${violationAppeals} a where a.violation_id = ${v.id}`;
    w.push(q.appeal === 'none' ? sql`not exists (${has})` : sql`exists (${has} and a.status = ${q.appeal})`);
  }
  return w.length ? and(...w) : undefined;
}

const rowColumns = {
  line: v,
  supplierName: suppliers.name,
  typeCode: violationTypes.code,
  typeName: violationTypes.name,
  appealable: violationTypes.appealable,
  appeal: violationAppeals,
  reversedById: reversal.id,
};
type Joined = {
  line: ViolationRecord;
  supplierName: string;
  typeCode: string;
  typeName: ViolationRow['typeName'];
  appealable: boolean;
  appeal: AppealRecord | null;
  reversedById: number | null;
};

function toRow(r: Joined, now: Date): ViolationRow {
  const l = r.line;
  const expired = l.pointsExpireAt.getTime() <= now.getTime();
  const a = r.appeal;
  return {
    id: l.id,
    supplierId: l.supplierId,
    supplierName: r.supplierName,
    typeId: l.typeId,
    typeCode: r.typeCode,
    typeName: r.typeName,
    occurredAt: l.occurredAt.toISOString(),
    info: l.info,
    processing: l.processing,
    points: l.points,
    banDays: l.banDays,
    evidence: l.evidence,
    pointsExpireAt: l.pointsExpireAt.toISOString(),
    expired,
    reversesId: l.reversesId,
    reversedById: r.reversedById,
    actorName: l.actorName,
    createdAt: l.createdAt.toISOString(),
    appeal: a
      ? {
          id: a.id,
          status: a.status,
          statement: a.statement,
          evidence: a.evidence,
          decisionReason: a.decisionReason,
          decidedAt: iso(a.decidedAt),
          createdAt: a.createdAt.toISOString(),
          version: a.version,
        }
      : null,
    canAppeal: r.appealable && !expired && !a && l.reversesId === null && r.reversedById === null,
  };
}

function joined(db: Db) {
  return db
    .select(rowColumns)
    .from(v)
    .innerJoin(suppliers, eq(suppliers.id, v.supplierId))
    .innerJoin(violationTypes, eq(violationTypes.id, v.typeId))
    .leftJoin(violationAppeals, eq(violationAppeals.violationId, v.id))
    .leftJoin(reversal, eq(reversal.reversesId, v.id));
}

export const violationRepository = {
  /** Recordings and decisions for one supplier run one at a time (points before and after are read in them). */
  async lockSupplier(tx: Db, supplierId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`violation:${supplierId}`}))`);
  },

  async supplier(db: Db, id: number) {
    const [s] = await db
      .select({ id: suppliers.id, name: suppliers.name, state: suppliers.state, until: suppliers.stateUntil })
      .from(suppliers)
      .where(eq(suppliers.id, id));
    return s;
  },

  supplierChoices(db: Db) {
    return db
      .select({ id: suppliers.id, name: suppliers.name, state: suppliers.state })
      .from(suppliers)
      .orderBy(asc(suppliers.name));
  },

  /** The type, read FOR SHARE: a deletion of it waits for the line being recorded. */
  async typeForShare(tx: Db, id: number) {
    const [t] = await tx.select().from(violationTypes).where(eq(violationTypes.id, id)).for('share');
    return t;
  },

  /** Every line of a supplier, in recording order: the rules replay them. */
  lines(db: Db, supplierId: number): Promise<LedgerLine[]> {
    return db
      .select({
        id: v.id,
        points: v.points,
        banDays: v.banDays,
        createdAt: v.createdAt,
        pointsExpireAt: v.pointsExpireAt,
        reversesId: v.reversesId,
      })
      .from(v)
      .where(eq(v.supplierId, supplierId))
      .orderBy(asc(v.id));
  },

  async insertLine(tx: Db, values: typeof v.$inferInsert): Promise<ViolationRecord> {
    const [row] = await tx.insert(v).values(values).returning();
    return row!;
  },

  async findLine(db: Db, id: number): Promise<ViolationRecord | undefined> {
    const [row] = await db.select().from(v).where(eq(v.id, id));
    return row;
  },

  async page(db: Db, q: Omit<ViolationListQuery, 'supplierId'>, supplierId: number | undefined, now = new Date()) {
    const where = ledgerWhere(q, supplierId);
    const order = orderBy(
      q.sort,
      { occurredAt: v.occurredAt, points: v.points },
      [desc(v.occurredAt), desc(v.id)],
      v.id,
    );
    const page = pageIds(db, v, where, order, q);
    const [rows, [total]] = await Promise.all([
      joined(db)
        .innerJoin(page, eq(page.pageId, v.id))
        .orderBy(...order),
      db.select({ n: count() }).from(v).where(where),
    ]);
    return { list: rows.map((r) => toRow(r, now)), total: Number(total?.n ?? 0) };
  },

  async row(db: Db, id: number, now = new Date()): Promise<ViolationRow | undefined> {
    const [r] = await joined(db).where(eq(v.id, id));
    return r ? toRow(r, now) : undefined;
  },

  async appealOf(db: Db, violationId: number): Promise<AppealRecord | undefined> {
    const [a] = await db.select().from(violationAppeals).where(eq(violationAppeals.violationId, violationId));
    return a;
  },

  async insertAppeal(tx: Db, values: typeof violationAppeals.$inferInsert): Promise<AppealRecord> {
    const [row] = await tx.insert(violationAppeals).values(values).returning();
    return row!;
  },

  async lockAppeal(tx: Db, id: number): Promise<AppealRecord | undefined> {
    const [a] = await tx.select().from(violationAppeals).where(eq(violationAppeals.id, id)).for('update');
    return a;
  },

  async decideAppeal(
    tx: Db,
    id: number,
    values: Pick<AppealRecord, 'status' | 'decisionReason' | 'decidedBy' | 'decidedAt'>,
  ): Promise<AppealRecord> {
    const [row] = await tx
      .update(violationAppeals)
      .set({ ...values, version: sql`${violationAppeals.version} + 1`, updatedAt: sql`now()` })
      .where(eq(violationAppeals.id, id))
      .returning();
    return row!;
  },

  /** Pending appeals, oldest first, with the supplier's name and the line's type. */
  pendingAppeals(db: Db, q: { supplierId?: number; limit: number }) {
    return db
      .select({
        id: violationAppeals.id,
        supplierId: violationAppeals.supplierId,
        supplierName: suppliers.name,
        violationId: violationAppeals.violationId,
        typeCode: violationTypes.code,
        points: v.points,
        createdAt: violationAppeals.createdAt,
      })
      .from(violationAppeals)
      .innerJoin(v, eq(v.id, violationAppeals.violationId))
      .innerJoin(violationTypes, eq(violationTypes.id, v.typeId))
      .innerJoin(suppliers, eq(suppliers.id, violationAppeals.supplierId))
      .where(
        and(
          eq(violationAppeals.status, 'pending'),
          q.supplierId ? eq(violationAppeals.supplierId, q.supplierId) : undefined,
        ),
      )
      .orderBy(asc(violationAppeals.createdAt), asc(violationAppeals.id))
      .limit(q.limit);
  },

  async pendingCount(db: Db, supplierId?: number): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(violationAppeals)
      .where(
        and(
          eq(violationAppeals.status, 'pending'),
          supplierId ? eq(violationAppeals.supplierId, supplierId) : undefined,
        ),
      );
    return Number(r?.n ?? 0);
  },

  async insertSanction(tx: Db, values: typeof supplierSanctions.$inferInsert): Promise<SanctionRecord> {
    const [row] = await tx.insert(supplierSanctions).values(values).returning();
    return row!;
  },

  sanctionsOf(db: Db, supplierId: number): Promise<SanctionRecord[]> {
    return db
      .select()
      .from(supplierSanctions)
      .where(eq(supplierSanctions.supplierId, supplierId))
      .orderBy(asc(supplierSanctions.id));
  },

  /** Sanctions not lifted whose end has not passed (or that have none), oldest first. */
  activeSanctions(db: Db, supplierId: number, now: Date): Promise<SanctionRecord[]> {
    return db
      .select()
      .from(supplierSanctions)
      .where(
        and(
          eq(supplierSanctions.supplierId, supplierId),
          isNull(supplierSanctions.liftedAt),
          or(isNull(supplierSanctions.until), gt(supplierSanctions.until, now)),
        ),
      )
      .orderBy(asc(supplierSanctions.id));
  },

  async liftSanctions(tx: Db, ids: number[], reason: string, now: Date): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(supplierSanctions)
      .set({ liftedAt: now, liftReason: reason })
      .where(inArray(supplierSanctions.id, ids));
  },

  async moveSanction(tx: Db, id: number, violationId: number, startsAt: Date, until: Date | null): Promise<void> {
    await tx.update(supplierSanctions).set({ violationId, startsAt, until }).where(eq(supplierSanctions.id, id));
  },

  /** The reason code of the supplier's latest move of `action` (who banned or suspended it). */
  async lastMoveCode(db: Db, supplierId: number, action: string): Promise<string | null | undefined> {
    const [e] = await db
      .select({ code: supplierEvents.reasonCode })
      .from(supplierEvents)
      .where(and(eq(supplierEvents.supplierId, supplierId), eq(supplierEvents.action, action)))
      .orderBy(desc(supplierEvents.id))
      .limit(1);
    return e?.code;
  },

  /** A bid ban of the ladder in force: the latest end, and the line that brought it. */
  async activeBidBan(db: Db, supplierId: number, now = new Date()) {
    const [s] = await db
      .select({ until: supplierSanctions.until, violationId: supplierSanctions.violationId })
      .from(supplierSanctions)
      .where(
        and(
          eq(supplierSanctions.supplierId, supplierId),
          eq(supplierSanctions.sanction, 'bid_ban'),
          isNull(supplierSanctions.liftedAt),
          gt(supplierSanctions.until, now),
        ),
      )
      .orderBy(desc(supplierSanctions.until))
      .limit(1);
    return s && s.until ? { until: s.until, violationId: s.violationId } : null;
  },
};
