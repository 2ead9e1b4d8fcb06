import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { supplierDocuments, supplierProfiles } from '../supplier/table.ts';
import { supplierBandSets, supplierLevels, supplierQuotaLedger, supplierScores } from './table.ts';
import type { QuotaRight } from '../part.ts';

export type LedgerKind = (typeof supplierQuotaLedger.$inferInsert)['kind'];
export type LevelRecord = typeof supplierLevels.$inferSelect;

export interface RightsFacts {
  state: (typeof suppliers.$inferSelect)['state'];
  stateUntil: Date | null;
  level: LevelRecord | null;
  licenceExpiresOn: string | null;
  /** the period's effective score (an override wins), null = N/A or not computed */
  score: number | null;
}

export type LedgerSums = Record<QuotaRight, Record<LedgerKind, number> & { lines: number }>;

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** The rights service's reads and the quota ledger's writes. */
export const rightsRepository = {
  /** What decides a supplier's rights now; undefined when there is no such supplier. */
  async facts(db: Db, supplierId: number, period: string): Promise<RightsFacts | undefined> {
    const [row] = await db
      .select({
        state: suppliers.state,
        stateUntil: suppliers.stateUntil,
        levelId: supplierProfiles.levelId,
        score: sql<number | null>`coalesce(${supplierScores.overrideScore}, ${supplierScores.score})`,
      })
      .from(suppliers)
      .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
      .leftJoin(supplierScores, and(eq(supplierScores.supplierId, suppliers.id), eq(supplierScores.period, period)))
      .where(eq(suppliers.id, supplierId));
    if (!row) return undefined;
    const [licence] = await db
      .select({ expiresOn: supplierDocuments.expiresOn })
      .from(supplierDocuments)
      .where(
        and(
          eq(supplierDocuments.supplierId, supplierId),
          eq(supplierDocuments.kind, 'business_licence'),
          isNull(supplierDocuments.replacedAt),
        ),
      )
      .orderBy(desc(supplierDocuments.id))
      .limit(1);
    const level = row.levelId
      ? ((await db.select().from(supplierLevels).where(eq(supplierLevels.id, row.levelId)))[0] ?? null)
      : ((
          await db
            .select()
            .from(supplierLevels)
            .where(eq(supplierLevels.enabled, true))
            .orderBy(supplierLevels.rank)
            .limit(1)
        )[0] ?? null);
    return {
      state: row.state,
      stateUntil: row.stateUntil,
      level,
      licenceExpiresOn: licence?.expiresOn ?? null,
      score: row.score === null ? null : Number(row.score),
    };
  },

  /** The bands in force: the newest published set's, or none. */
  async publishedBands(db: Db) {
    const [set] = await db
      .select()
      .from(supplierBandSets)
      .where(isNotNull(supplierBandSets.publishedAt))
      .orderBy(desc(supplierBandSets.publishedAt), desc(supplierBandSets.id))
      .limit(1);
    return set ?? null;
  },

  /** The ledger's sums per right and kind for one supplier and period. */
  async sums(db: Db, supplierId: number, period: string): Promise<LedgerSums> {
    const rows = await db
      .select({
        right: supplierQuotaLedger.right,
        kind: supplierQuotaLedger.kind,
        amount: sql<number>`sum(${supplierQuotaLedger.amount})::int`,
        lines: sql<number>`count(*)::int`,
      })
      .from(supplierQuotaLedger)
      .where(and(eq(supplierQuotaLedger.supplierId, supplierId), eq(supplierQuotaLedger.period, period)))
      .groupBy(supplierQuotaLedger.right, supplierQuotaLedger.kind);
    const empty = () => ({ granted: 0, used: 0, expired: 0, frozen: 0, released: 0, lines: 0 });
    const sums: LedgerSums = { inspection: empty(), order: empty(), bid: empty() };
    for (const r of rows) {
      sums[r.right][r.kind] = Number(r.amount);
      sums[r.right].lines += Number(r.lines);
    }
    return sums;
  },

  /** Serialises quota changes of one supplier and right until the transaction ends. */
  async lockQuota(tx: Db, supplierId: number, right: QuotaRight): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${supplierId}:${right}`}))`);
  },

  async addLine(
    tx: Db,
    line: { supplierId: number; right: QuotaRight; period: string; kind: LedgerKind; amount: number; ref: string },
  ): Promise<void> {
    await tx.insert(supplierQuotaLedger).values(line);
  },

  /** Whether a line of this kind and ref exists (a use recorded once per ref; a freeze once per period). */
  async hasLine(
    db: Db,
    q: { supplierId: number; right: QuotaRight; kind: LedgerKind; ref: string; period?: string },
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: supplierQuotaLedger.id })
      .from(supplierQuotaLedger)
      .where(
        and(
          eq(supplierQuotaLedger.supplierId, q.supplierId),
          eq(supplierQuotaLedger.right, q.right),
          eq(supplierQuotaLedger.kind, q.kind),
          eq(supplierQuotaLedger.ref, q.ref),
          q.period ? eq(supplierQuotaLedger.period, q.period) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** Uses and releases of a ref: the period of its last use and whether it is still held. */
  async useOf(db: Db, supplierId: number, right: QuotaRight, ref: string): Promise<{ period: string } | null> {
    const [row] = rowsOf<{ period: string; held: number }>(
      await db.execute(sql`
        select period, sum(case kind when 'used' then amount when 'released' then -amount else 0 end)::int as held
        from ${supplierQuotaLedger}
        where supplier_id = ${supplierId} and "right" = ${right} and ref = ${ref} and kind in ('used', 'released')
        group by period order by period desc limit 1`),
    );
    return row && row.held > 0 ? { period: row.period } : null;
  },

  /**
   * Expires what was left of earlier periods' grants: one `expired` line per supplier, right and
   * period with something left and no expiry line yet, set-based. Answers the lines written.
   */
  async expireBefore(db: Db, period: string): Promise<number> {
    const res = await db.execute(sql`
      insert into ${supplierQuotaLedger} (supplier_id, "right", period, kind, amount, ref)
      select supplier_id, "right", period, 'expired', left_over, 'period_end' from (
        select supplier_id, "right", period,
          sum(case when kind in ('granted', 'released') then amount else -amount end)::int as left_over,
          bool_or(kind = 'expired') as done, bool_or(kind = 'granted') as granted
        from ${supplierQuotaLedger} where period < ${period}
        group by supplier_id, "right", period) l
      where granted and not done and left_over > 0`);
    return (res as unknown as { rowCount?: number }).rowCount ?? 0;
  },

  /** Enabled suppliers whose current business licence has expired before `today`, with the expiry day. */
  async expiredLicences(db: Db, today: string): Promise<{ supplierId: number; expiresOn: string }[]> {
    return rowsOf<{ supplierId: string | number; expiresOn: string }>(
      await db.execute(sql`
        select distinct on (d.supplier_id) d.supplier_id as "supplierId", d.expires_on::text as "expiresOn"
        from ${supplierDocuments} d join ${suppliers} s on s.id = d.supplier_id
        where d.kind = 'business_licence' and d.replaced_at is null and d.expires_on < ${today}::date
          and s.state in ('enabled', 'passed')
        order by d.supplier_id, d.id desc`),
    ).map((r) => ({ supplierId: Number(r.supplierId), expiresOn: String(r.expiresOn) }));
  },

  /** Suppliers with licence freezes this period whose licence is valid again (renewed). */
  async renewedFreezes(db: Db, period: string, today: string) {
    return rowsOf<{ supplierId: string | number; right: QuotaRight; frozen: number }>(
      await db.execute(sql`
        select l.supplier_id as "supplierId", l."right",
          sum(case kind when 'frozen' then amount else -amount end)::int as frozen
        from ${supplierQuotaLedger} l
        where l.period = ${period} and l.ref in ('licence_expired', 'licence_renewed')
          and l.kind in ('frozen', 'released')
          and not exists (select 1 from ${supplierDocuments} d where d.supplier_id = l.supplier_id
            and d.kind = 'business_licence' and d.replaced_at is null and d.expires_on < ${today}::date)
        group by l.supplier_id, l."right" having sum(case kind when 'frozen' then amount else -amount end) > 0`),
    ).map((r) => ({ supplierId: Number(r.supplierId), right: r.right, frozen: Number(r.frozen) }));
  },
};
