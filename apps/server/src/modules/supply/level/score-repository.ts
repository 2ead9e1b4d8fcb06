import type { ScoreCriterion } from '@shop/shared/api/supply-score';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { countedOrderAs } from '../../order/counted.ts';

/**
 * The scorecard's figures, set-based: one statement computes every criterion for a range of
 * suppliers over the window ending at `asOf`. Each component is normalised to 0–100 (null = no
 * data in the window, left out of the weighted mean).
 *
 * Definitions (orders: paid orders of one supplier, `orders.supplier_id`, not cancelled, split or
 * voided, paid within the window; mixed orders are counted in the parts they split into):
 * - on time: an order is due to ship SHIP_WITHIN_HOURS after it was paid. It is on time when its
 *   first shipment (not cancelled) is dated no later than that. Orders still inside the deadline
 *   and not shipped yet are not counted; late unshipped ones are. Component = on time / due × 100.
 * - reviews: the mean rating (1–5) of the supplier's approved reviews written in the window,
 *   (mean − 1) × 25.
 * - violations: points of violation lines whose points have not expired at `asOf` (reversal lines
 *   carry negative points), 100 − VIOLATION_POINT_COST × points, at least 0. No points: 100.
 * - marks: the mean of staff marks (1–5) given in the window (per order, or for a period inside
 *   the window), (mean − 1) × 25.
 * - response: hours from an order being paid to the supplier's first action on it, the moment its
 *   first shipment was entered (shipments.created_at); an order with none yet counts the hours
 *   until `asOf` once past the shipping deadline. Capped at RESPONSE_ZERO_HOURS. The mean maps
 *   RESPONSE_FULL_HOURS or less to 100 and RESPONSE_ZERO_HOURS to 0, linearly between.
 * - inspections: the supplier's inspections decided (approved or failed, `inspected_at`) in the
 *   window, approved / decided × 100. None decided: no data (null), like reviews and marks.
 * The score is the weighted mean of the components present, rounded; N/A (null) with fewer
 * orders than the minimum.
 */
export const SHIP_WITHIN_HOURS = 48;
export const VIOLATION_POINT_COST = 5;
export const RESPONSE_FULL_HOURS = 12;
export const RESPONSE_ZERO_HOURS = 72;

export interface ScoreInputs {
  asOf: Date;
  windowDays: number;
  minOrders: number;
  /** per criterion, in percent (the supplier settings' weights) */
  weights: Record<ScoreCriterion, number>;
}

export interface ComputedScore {
  supplierId: number;
  orders: number;
  score: number | null;
  onTime: number | null;
  reviews: number | null;
  violations: number | null;
  marks: number | null;
  response: number | null;
  inspections: number | null;
}

/** Which suppliers: a list of ids, or an id range [from, to] (the job's chunks), or all. */
export type SupplierRange = { ids: number[] } | { from: number; to: number } | 'all';

/** A whole number written into the statement (validated settings and constants): keeps the figures typed as int. */
const int = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** `column` (a supplier id) within the range: each table is narrowed by its own index, not by a join. */
function rangeOn(column: SQL, range: SupplierRange): SQL {
  if (range === 'all') return sql`true`;
  if ('ids' in range)
    return range.ids.length
      ? sql`${column} in (${sql.join(
          range.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  return sql`${column} between ${range.from} and ${range.to}`;
}

const rangeCond = (range: SupplierRange): SQL => rangeOn(sql`s.id`, range);

/** The aggregate as one SELECT (its columns are the ComputedScore's); the job and the benchmark run it. */
export function scoreQuery(range: SupplierRange, p: ScoreInputs): SQL {
  const asOf = p.asOf.toISOString();
  const w = p.weights;
  const from = sql`(${asOf}::timestamptz - make_interval(days => ${int(p.windowDays)}))`;
  const at = sql`${asOf}::timestamptz`;
  const due = sql`make_interval(hours => ${int(SHIP_WITHIN_HOURS)})`;
  return sql`
    with s as (select s.id from suppliers s where ${rangeCond(range)}),
    o as (
      select o.supplier_id, o.paid_at, sh.first_ship, sh.first_entry
      from orders o
      left join lateral (
        select min(x.shipped_on) as first_ship, min(x.created_at) as first_entry
        from shipments x where x.order_id = o.id and x.status <> 'cancelled'
      ) sh on true
      where ${rangeOn(sql`o.supplier_id`, range)} and ${countedOrderAs('o')} and o.payment_status = 'paid'
        and o.state in ('active', 'completed') and o.paid_at >= ${from} and o.paid_at < ${at}
    ),
    oa as (
      select supplier_id,
        count(*)::int as orders,
        count(*) filter (where first_ship is not null or paid_at + ${due} <= ${at})::int as due,
        count(*) filter (where first_ship is not null and first_ship <= paid_at + ${due})::int as on_time,
        avg(least(extract(epoch from coalesce(first_entry, ${at}) - paid_at) / 3600, ${int(RESPONSE_ZERO_HOURS)}))
          filter (where first_entry is not null or paid_at + ${due} <= ${at}) as hours
      from o group by supplier_id
    ),
    ra as (
      select r.supplier_id, avg(r.rating) as rating from reviews r
      where ${rangeOn(sql`r.supplier_id`, range)} and r.status = 'passed'
        and r.created_at >= ${from} and r.created_at < ${at}
      group by r.supplier_id
    ),
    va as (
      select v.supplier_id, sum(v.points) as points from supplier_violations v
      where ${rangeOn(sql`v.supplier_id`, range)} and v.occurred_at < ${at} and v.points_expire_at > ${at}
      group by v.supplier_id
    ),
    ma as (
      select m.supplier_id, avg(m.mark) as mark from supplier_marks m
      where ${rangeOn(sql`m.supplier_id`, range)} and (
        (m.order_id is not null and m.created_at >= ${from} and m.created_at < ${at})
        or (m.period is not null and m.period >= to_char(${from}, 'YYYY-MM') and m.period <= to_char(${at}, 'YYYY-MM')))
      group by m.supplier_id
    ),
    ia as (
      select i.supplier_id, count(*) filter (where i.state = 'approved')::int as approved, count(*)::int as decided
      from inspections i
      where ${rangeOn(sql`i.supplier_id`, range)} and i.state in ('approved', 'failed')
        and i.inspected_at >= ${from} and i.inspected_at < ${at}
      group by i.supplier_id
    ),
    c as (
      select s.id as supplier_id, coalesce(oa.orders, 0) as orders,
        case when oa.due > 0 then round(100.0 * oa.on_time / oa.due)::int end as on_time,
        case when ra.rating is not null then round((ra.rating - 1) * 25)::int end as reviews,
        greatest(0, 100 - ${int(VIOLATION_POINT_COST)} * greatest(coalesce(va.points, 0), 0))::int as violations,
        case when ma.mark is not null then round((ma.mark - 1) * 25)::int end as marks,
        case when oa.hours is not null then round(greatest(0, least(100,
          100.0 * (${int(RESPONSE_ZERO_HOURS)} - oa.hours)
            / ${int(RESPONSE_ZERO_HOURS - RESPONSE_FULL_HOURS)})))::int end
          as response,
        case when ia.decided > 0 then round(100.0 * ia.approved / ia.decided)::int end as inspections
      from s
      left join oa on oa.supplier_id = s.id
      left join ra on ra.supplier_id = s.id
      left join va on va.supplier_id = s.id
      left join ma on ma.supplier_id = s.id
      left join ia on ia.supplier_id = s.id
    ),
    weighed as (
      select c.*,
        coalesce(${int(w.onTime)} * on_time, 0) + coalesce(${int(w.reviews)} * reviews, 0)
          + coalesce(${int(w.violations)} * violations, 0) + coalesce(${int(w.marks)} * marks, 0)
          + coalesce(${int(w.response)} * response, 0) + coalesce(${int(w.inspections)} * inspections, 0) as points,
        (case when on_time is null then 0 else ${int(w.onTime)} end)
          + (case when reviews is null then 0 else ${int(w.reviews)} end)
          + (case when violations is null then 0 else ${int(w.violations)} end)
          + (case when marks is null then 0 else ${int(w.marks)} end)
          + (case when response is null then 0 else ${int(w.response)} end)
          + (case when inspections is null then 0 else ${int(w.inspections)} end) as weight
      from c
    )
    select supplier_id as "supplierId", orders, on_time as "onTime", reviews, violations, marks, response, inspections,
      case when orders < ${int(p.minOrders)} or weight = 0 then null
        else round(points::numeric / weight)::int end as score
    from weighed`;
}

export interface LevelChange {
  supplierId: number;
  name: string;
  score: number;
  fromLevelId: number | null;
  fromLevel: string | null;
  toLevelId: number;
  toLevel: string;
}

/**
 * Suppliers whose level the bands would change, from the period's scores (an override score wins
 * over the computed one). Those held by a level override and those with no score (N/A) stay.
 */
function levelChangesQuery(period: string, bands: unknown, range: SupplierRange): SQL {
  return sql`
    with b as (
      select * from jsonb_to_recordset(${JSON.stringify(bands)}::jsonb) as b(min int, max int, "levelId" bigint))
    select p.supplier_id::int as "supplierId", s.name, coalesce(sc.override_score, sc.score)::int as score,
      p.level_id::int as "fromLevelId", fl.name as "fromLevel", b."levelId"::int as "toLevelId", tl.name as "toLevel"
    from supplier_scores sc
    join supplier_profiles p on p.supplier_id = sc.supplier_id
    join suppliers s on s.id = p.supplier_id
    join b on coalesce(sc.override_score, sc.score) between b.min and b.max
    join supplier_levels tl on tl.id = b."levelId"
    left join supplier_levels fl on fl.id = p.level_id
    where sc.period = ${period} and coalesce(sc.override_score, sc.score) is not null
      and p.level_override_id is null and p.level_id is distinct from b."levelId" and ${rangeCond(range)}
    order by s.name, p.supplier_id`;
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export const scoreRepository = {
  async compute(db: Db, range: SupplierRange, p: ScoreInputs): Promise<ComputedScore[]> {
    return rowsOf<ComputedScore>(await db.execute(scoreQuery(range, p))).map((r) => ({
      ...r,
      supplierId: Number(r.supplierId),
    }));
  },

  /**
   * Computes and stores the period's scores of a range of suppliers in one statement, each stamped
   * with the level its band gives (an override score stays, and its band counts); answers how many
   * rows were written.
   */
  async store(db: Db, range: SupplierRange, period: string, p: ScoreInputs, bands: unknown = []): Promise<number> {
    const band = (score: SQL) => sql`(select b."levelId"
        from jsonb_to_recordset(${JSON.stringify(bands ?? [])}::jsonb) as b(min int, max int, "levelId" bigint)
        where ${score} between b.min and b.max limit 1)`;
    const res = await db.execute(sql`
      insert into supplier_scores (supplier_id, period, score, components, orders, computed_at, level_id)
      select q."supplierId", ${period}, q.score,
        jsonb_build_object('onTime', q."onTime", 'reviews', q.reviews, 'violations', q.violations,
          'marks', q.marks, 'response', q.response, 'inspections', q.inspections),
        q.orders, now(), ${band(sql`q.score`)}
      from (${scoreQuery(range, p)}) q
      on conflict (supplier_id, period) do update set score = excluded.score, components = excluded.components,
        orders = excluded.orders, computed_at = excluded.computed_at,
        level_id = ${band(sql`coalesce(supplier_scores.override_score, excluded.score)`)}`);
    return (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
  },

  async levelChanges(db: Db, period: string, bands: unknown, range: SupplierRange = 'all'): Promise<LevelChange[]> {
    return rowsOf<LevelChange>(await db.execute(levelChangesQuery(period, bands, range)));
  },

  /** Stamps on the period's scores the level their band gives (null: N/A or no band). */
  async stampLevels(db: Db, period: string, bands: unknown, range: SupplierRange): Promise<void> {
    await db.execute(sql`
      update supplier_scores sc set level_id = (
        select b."levelId"
        from jsonb_to_recordset(${JSON.stringify(bands ?? [])}::jsonb) as b(min int, max int, "levelId" bigint)
        where coalesce(sc.override_score, sc.score) between b.min and b.max limit 1)
      from suppliers s
      where s.id = sc.supplier_id and sc.period = ${period} and ${rangeCond(range)}`);
  },

  /** Scored (not N/A) and unscored suppliers with a profile in the period, for the preview's counts. */
  async scoredCounts(db: Db, period: string): Promise<{ scored: number; unscored: number }> {
    const [r] = rowsOf<{ scored: number; total: number }>(
      await db.execute(sql`
        select count(sc.supplier_id) filter (where coalesce(sc.override_score, sc.score) is not null)::int as scored,
          count(*)::int as total
        from supplier_profiles p
        left join supplier_scores sc on sc.supplier_id = p.supplier_id and sc.period = ${period}`),
    );
    return { scored: r?.scored ?? 0, unscored: (r?.total ?? 0) - (r?.scored ?? 0) };
  },

  /** The smallest and largest supplier id, for the job's chunks. */
  async idSpan(db: Db): Promise<{ min: number; max: number } | null> {
    const [r] = rowsOf<{ min: string | null; max: string | null }>(
      await db.execute(sql`select min(id) as min, max(id) as max from suppliers`),
    );
    return r?.min == null ? null : { min: Number(r.min), max: Number(r.max) };
  },

  /** The first instant after a period (`YYYY-MM`) in the store's time zone. */
  async periodEnd(db: Db, period: string, timeZone: string): Promise<Date> {
    const [r] = rowsOf<{ end: string | Date }>(
      await db.execute(
        sql`select ((${period} || '-01')::date + interval '1 month')::timestamp at time zone ${timeZone} as "end"`,
      ),
    );
    return new Date(r!.end);
  },

  /** Stored settings sections (for work without the app: the seed). */
  async settingsValue(db: Db, section: string): Promise<Record<string, unknown> | undefined> {
    const [r] = rowsOf<{ value: Record<string, unknown> }>(
      await db.execute(sql`select value from settings where section = ${section}`),
    );
    return r?.value;
  },
};
