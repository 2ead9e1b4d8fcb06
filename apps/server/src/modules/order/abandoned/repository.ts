import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { ABANDONED_RULES, type AbandonedFilters, type AbandonedListQuery, type AbandonedRow } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { currencies } from '../../setting/commerce/table.ts';
import { countedOrderAs } from '../counted.ts';
import { checkouts, orders, type CheckoutLine } from '../table.ts';

export type CheckoutRecord = typeof checkouts.$inferSelect;
export const RECALL_JOB = 'order.abandoned.recall';

const PREVIEW_LINES = 3;
const minutes = (n: number) => sql.raw(`interval '${Math.trunc(n)} minutes'`);
const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

/**
 * Abandoned: no order within the configured time after the last activity. A checkout converted
 * later than that was abandoned and then recovered, so it stays in the list; one that became an
 * order in time never was abandoned.
 */
export function abandonedCond(afterMinutes: number): SQL {
  return and(
    sql`${checkouts.lastActivityAt} < now() - ${minutes(afterMinutes)}`,
    or(
      isNull(checkouts.orderId),
      sql`${checkouts.convertedAt} > ${checkouts.lastActivityAt} + ${minutes(afterMinutes)}`,
    ),
  )!;
}

function filtersOf(f: AbandonedFilters): SQL[] {
  const w: SQL[] = [];
  if (f.keyword)
    w.push(
      sql`(lower(${checkouts.email}) || ' ' || lower(${checkouts.name})) like ${likePattern(f.keyword.toLowerCase())}`,
    );
  if (f.recallStatus) w.push(eq(checkouts.recallStatus, f.recallStatus));
  if (f.converted === 'yes') w.push(isNotNull(checkouts.orderId));
  if (f.converted === 'no') w.push(isNull(checkouts.orderId));
  if (f.dateFrom) w.push(gte(checkouts.lastActivityAt, dayStart(f.dateFrom)));
  if (f.dateTo) w.push(lt(checkouts.lastActivityAt, dayAfter(f.dateTo)));
  if (f.currency) w.push(eq(checkouts.currency, f.currency));
  if (f.valueMin !== undefined) w.push(gte(checkouts.value, f.valueMin));
  if (f.valueMax !== undefined) w.push(lte(checkouts.value, f.valueMax));
  return w;
}

function orderOf(sort: string | undefined): SQL[] {
  const by = sort?.replace(/^-/, '');
  const descending = sort === undefined || sort.startsWith('-');
  const dir = descending ? sql`desc` : sql`asc`;
  if (by === 'value')
    return [sql`${checkouts.currency} ${dir}`, sql`${checkouts.value} ${dir}`, sql`${checkouts.id} ${dir}`];
  // Never-recalled checkouts come last either way.
  if (by === 'lastRecallAt') return [sql`${checkouts.lastRecallAt} ${dir} nulls last`, sql`${checkouts.id} ${dir}`];
  return [sql`${checkouts.lastActivityAt} ${dir}`, sql`${checkouts.id} ${dir}`];
}

const rowColumns = {
  id: checkouts.id,
  customerId: checkouts.customerId,
  email: checkouts.email,
  name: checkouts.name,
  preview: sql<
    AbandonedRow['preview']
  >`jsonb_path_query_array(${checkouts.lines}, ${`$[0 to ${PREVIEW_LINES - 1}]`}::jsonpath)`,
  lineCount: sql<number>`jsonb_array_length(${checkouts.lines})`,
  itemCount: sql<number>`(select coalesce(sum((x->>'quantity')::int), 0)::int from
    jsonb_array_elements(${checkouts.lines}) x)`,
  currency: checkouts.currency,
  value: checkouts.value,
  lastActivityAt: checkouts.lastActivityAt,
  recallStatus: checkouts.recallStatus,
  recallCount: checkouts.recallCount,
  lastRecallAt: checkouts.lastRecallAt,
  recallError: checkouts.recallError,
  orderId: checkouts.orderId,
  orderNumber: orders.number,
  convertedAt: checkouts.convertedAt,
};
type RowRecord = Omit<AbandonedRow, 'lastActivityAt' | 'lastRecallAt' | 'convertedAt' | 'recovered'> & {
  lastActivityAt: Date;
  lastRecallAt: Date | null;
  convertedAt: Date | null;
};

export const recovered = (c: { convertedAt: Date | null; lastRecallAt: Date | null }) =>
  c.convertedAt !== null && c.lastRecallAt !== null && c.convertedAt.getTime() >= c.lastRecallAt.getTime();

function toRow(r: RowRecord): AbandonedRow {
  return {
    ...r,
    lineCount: Number(r.lineCount),
    itemCount: Number(r.itemCount),
    preview: (r.preview ?? []).map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity })),
    lastActivityAt: r.lastActivityAt.toISOString(),
    lastRecallAt: r.lastRecallAt?.toISOString() ?? null,
    convertedAt: r.convertedAt?.toISOString() ?? null,
    recovered: recovered(r),
  };
}

export const abandonedRepository = {
  /** One page (the lines reduced to a preview and counts in SQL) and the exact total of the same conditions. */
  async list(db: Db, afterMinutes: number, q: AbandonedListQuery): Promise<{ list: AbandonedRow[]; total: number }> {
    const where = and(abandonedCond(afterMinutes), ...filtersOf(q));
    const [rows, [count]] = await Promise.all([
      db
        .select(rowColumns)
        .from(checkouts)
        .leftJoin(orders, eq(orders.id, checkouts.orderId))
        .where(where)
        .orderBy(...orderOf(q.sort))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(checkouts)
        .where(where),
    ]);
    return { list: (rows as RowRecord[]).map(toRow), total: Number(count?.n ?? 0) };
  },

  /** Recall and conversion figures of the checkouts the filters select. */
  async stats(db: Db, afterMinutes: number, f: AbandonedFilters) {
    const [r] = await db
      .select({
        total: sql<number>`count(*)::int`,
        recalled: sql<number>`(count(*) filter (where ${checkouts.recallCount} > 0))::int`,
        queued: sql<number>`(count(*) filter (where ${checkouts.recallStatus} = 'queued'))::int`,
        failed: sql<number>`(count(*) filter (where ${checkouts.recallStatus} = 'failed'))::int`,
        converted: sql<number>`(count(*) filter (where ${checkouts.orderId} is not null))::int`,
        recovered: sql<number>`(count(*) filter (where ${checkouts.orderId} is not null and
          ${checkouts.lastRecallAt} is not null and ${checkouts.convertedAt} >= ${checkouts.lastRecallAt}))::int`,
      })
      .from(checkouts)
      .where(and(abandonedCond(afterMinutes), ...filtersOf(f)));
    const n = (v: unknown) => Number(v ?? 0);
    return {
      total: n(r?.total),
      recalled: n(r?.recalled),
      queued: n(r?.queued),
      failed: n(r?.failed),
      converted: n(r?.converted),
      recovered: n(r?.recovered),
    };
  },

  async find(db: Db, id: number): Promise<(CheckoutRecord & { orderNumber: string | null }) | undefined> {
    const [r] = await db
      .select({ c: checkouts, orderNumber: orders.number })
      .from(checkouts)
      .leftJoin(orders, eq(orders.id, checkouts.orderId))
      .where(eq(checkouts.id, id));
    return r ? { ...r.c, orderNumber: r.orderNumber } : undefined;
  },

  /** The checkouts of a recall, locked for its transaction, in id order. */
  async lock(db: Db, ids: number[]): Promise<CheckoutRecord[]> {
    return db.select().from(checkouts).where(inArray(checkouts.id, ids)).orderBy(asc(checkouts.id)).for('update');
  },

  /**
   * Marks checkouts converted by the first later order of the same customer or e-mail, placed
   * within the conversion window after the checkout's last activity. An order converts one
   * checkout (the latest before it); split and merged orders count by their original order. A
   * generated order converts nothing (conversions are a figure).
   * Set-based and idempotent: running it again changes nothing. Answers the checkouts marked.
   */
  async matchConversions(db: Db, ids?: number[]): Promise<number> {
    const windowDays = sql.raw(`interval '${ABANDONED_RULES.conversionWindowDays} days'`);
    // All recent candidates, or exactly the named checkouts (however old).
    const only = ids?.length
      ? sql`c.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`c.last_activity_at > now() - ${windowDays}`;
    const res = await db.execute(sql`
      with cand as (
        select c.id, c.last_activity_at, m.order_id, m.created_at
        from ${checkouts} c
        cross join lateral (
          select o.id as order_id, o.created_at from ${orders} o
          where o.parent_id is null and o.state <> 'voided' and ${countedOrderAs('o')}
            and o.created_at > c.last_activity_at and o.created_at <= c.last_activity_at + ${windowDays}
            and (o.customer_id = c.customer_id or lower(o.customer_email) = lower(c.email))
            and not exists (select 1 from ${checkouts} x where x.order_id = o.id)
          order by o.created_at, o.id limit 1
        ) m
        where c.order_id is null and ${only}
      ),
      pick as (
        select distinct on (order_id) id, order_id, created_at from cand order by order_id, last_activity_at desc, id
          desc
      )
      update ${checkouts} c set order_id = pick.order_id, converted_at = pick.created_at
      from pick where c.id = pick.id and c.order_id is null
      returning c.id`);
    return (res as unknown as { rows: unknown[] }).rows.length;
  },

  /**
   * Checkouts left "queued" by a recall job that no longer runs (interrupted, crashed) become
   * failed. Two statements on purpose: a row seen queued by the first was queued by a committed
   * transaction, whose job the second statement's later snapshot therefore sees. (In one
   * statement, a row queued by a recall committing meanwhile would be re-checked against a
   * snapshot without its job, and failed wrongly.)
   */
  async failStrandedRecalls(db: Db, reason: string): Promise<number> {
    const queued = await db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.recallStatus, 'queued'));
    if (!queued.length) return 0;
    const res = await db
      .update(checkouts)
      .set({ recallStatus: 'failed', recallError: reason })
      .where(
        and(
          inArray(
            checkouts.id,
            queued.map((r) => r.id),
          ),
          eq(checkouts.recallStatus, 'queued'),
          sql`not exists (
        select 1 from ${jobs} j where j.kind = ${RECALL_JOB} and j.state in ('queued', 'running') and
          j.payload->'ids' @> to_jsonb(${checkouts.id}))`,
        ),
      )
      .returning({ id: checkouts.id });
    return res.length;
  },

  /** Enabled currency codes, the base currency first. */
  async currencies(db: Db): Promise<string[]> {
    const rows = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.enabled, true))
      .orderBy(desc(currencies.isBase), asc(currencies.code));
    return rows.map((r) => r.code);
  },

  async maxOrderId(db: Db): Promise<number> {
    const [r] = await db.select({ n: sql<number>`coalesce(max(${orders.id}), 0)` }).from(orders);
    return Number(r?.n ?? 0);
  },

  /** One checkout by id, as a recall job reads it before its e-mail. */
  async get(db: Db, id: number): Promise<CheckoutRecord | undefined> {
    const [c] = await db
      .select()
      .from(checkouts)
      .where(inArray(checkouts.id, [id]));
    return c;
  },

  /** Queues the recall of these checkouts. */
  async queueRecall(db: Db, ids: number[]): Promise<void> {
    await db.update(checkouts).set({ recallStatus: 'queued', recallError: '' }).where(inArray(checkouts.id, ids));
  },

  /** A recall e-mail's outcome: failed with the reason, or sent (counted, with its time). */
  async recordRecall(db: Db, id: number, error: string): Promise<void> {
    await db
      .update(checkouts)
      .set(
        error
          ? { recallStatus: 'failed', recallError: error }
          : {
              recallStatus: 'sent',
              recallError: '',
              recallCount: sql`${checkouts.recallCount} + 1`,
              lastRecallAt: sql`now()`,
            },
      )
      .where(inArray(checkouts.id, [id]));
  },
};

export function linesOf(c: Pick<CheckoutRecord, 'lines'>): (CheckoutLine & { amount: number })[] {
  return c.lines.map((l) => ({ ...l, variantId: l.variantId ?? null, amount: l.unitPrice * l.quantity }));
}
