import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectOption } from '@shop/shared/api/lookup';
import type {
  CurrencyHistoryQuery,
  CurrencyHistoryRow,
  CurrencyListQuery,
  CurrencyRow,
} from '@shop/shared/api/currency';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf, orderBy } from '../../../platform/db/pagination.ts';
import { products } from '../../catalog/product/table.ts';
import { orders } from '../../order/table.ts';
import { currencies } from '../commerce/table.ts';
import { paymentMethods } from '../payment/table.ts';
import { shippingAreas } from '../shipping/table.ts';
import { taxRules } from '../tax/table.ts';
import { currencyRateHistory } from './table.ts';

export type CurrencyRecord = typeof currencies.$inferSelect;
type CurrencyValues = typeof currencies.$inferInsert;
export type RateChange = typeof currencyRateHistory.$inferInsert;

const SORTS = { code: currencies.code, name: sql`lower(${currencies.name})`, rate: currencies.rate };

/** What showing money needs of a currency (symbol, side, decimals), its rate and flags. */
export function currencyView(c: Omit<CurrencyRecord, 'createdAt' | 'updatedAt' | 'version'>) {
  return {
    code: c.code,
    name: c.name,
    symbol: c.symbol,
    symbolRight: c.symbolRight,
    decimals: c.decimals,
    rate: Number(c.rate),
    isBase: c.isBase,
    enabled: c.enabled,
  };
}

export function toCurrencyRow(c: CurrencyRecord, usage = { orders: 0, products: 0 }): CurrencyRow {
  return {
    ...currencyView(c),
    orderCount: usage.orders,
    productCount: usage.products,
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

/** `n` as exact decimal text for SQL numeric arithmetic (a rate has at most 8 decimals). */
const numericText = (n: number) => n.toFixed(8);

/**
 * The columns that hold amounts in the default currency's minor units, converted when the default
 * changes: the orders' totals in the default (amount filters, statistics, customers' paid totals)
 * and the fees of shipping areas, fixed payment fees and fixed tax amounts. Orders keep their own currency's amounts;
 * their `rate` (against the default) is recomputed with the currencies'.
 */
const DEFAULT_AMOUNTS = [
  { name: 'orders.total_base', table: orders, columns: [orders.totalBase], where: undefined },
  {
    name: 'shipping_areas',
    table: shippingAreas,
    columns: [shippingAreas.firstFee, shippingAreas.additionalFee, shippingAreas.freeOver],
    where: undefined,
  },
  {
    name: 'payment_methods.fee',
    table: paymentMethods,
    columns: [paymentMethods.fee],
    where: eq(paymentMethods.feeType, 'fixed'),
  },
  { name: 'tax_rules.rate', table: taxRules, columns: [taxRules.rate], where: eq(taxRules.type, 'fixed') },
] as const;

export const currencyRepository = {
  async list(db: Db, q: CurrencyListQuery): Promise<{ list: CurrencyRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      w.push(or(ilike(currencies.code, like), ilike(currencies.name, like))!);
    }
    if (q.status) w.push(eq(currencies.enabled, q.status === 'enabled'));
    const where = w.length ? and(...w) : undefined;
    const order = orderBy(q.sort, SORTS, [desc(currencies.isBase), asc(currencies.code)], currencies.code);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(currencies).where(where),
    ]);
    const usage = await this.usage(
      db,
      rows.map((r) => r.code),
    );
    return {
      list: rows.map((r) => toCurrencyRow(r, usage.get(r.code))),
      total: Number(total?.n ?? 0),
    };
  },

  async all(db: Db): Promise<CurrencyRecord[]> {
    return db.select().from(currencies).orderBy(desc(currencies.isBase), asc(currencies.code));
  },

  /** The option list `currencies` (POST /admin/api/selectlist): the default first, disabled ones marked. */
  async options(db: Db): Promise<SelectOption[]> {
    const rows = await db
      .select({ code: currencies.code, name: currencies.name, enabled: currencies.enabled })
      .from(currencies)
      .orderBy(desc(currencies.isBase), desc(currencies.enabled), asc(currencies.code));
    return rows.map((c) => ({
      value: c.code,
      label: `${c.code} · ${c.name}`,
      ...(c.enabled ? {} : { disabled: true }),
    }));
  },

  async find(db: Db, code: string, lock = false): Promise<CurrencyRecord | undefined> {
    const q = db.select().from(currencies).where(eq(currencies.code, code));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** Every currency row locked, the default first: a default switch and a rate edit run one at a time. */
  async lockAll(db: Db): Promise<CurrencyRecord[]> {
    return db.select().from(currencies).orderBy(asc(currencies.code)).for('update');
  },

  /**
   * Holds writes to the tables with default-currency amounts until the switch commits (reads go
   * on): no order or fee is written in the old default while they are converted.
   */
  async lockAmounts(db: Db): Promise<void> {
    await db.execute(sql`lock table ${orders}, ${shippingAreas}, ${paymentMethods}, ${taxRules} in exclusive mode`);
  },

  async base(db: Db): Promise<CurrencyRecord | undefined> {
    const [row] = await db.select().from(currencies).where(eq(currencies.isBase, true));
    return row;
  },

  /** Orders checked out in and products priced in each currency. */
  async usage(db: Db, codes: string[]): Promise<Map<string, { orders: number; products: number }>> {
    const out = new Map(codes.map((c) => [c, { orders: 0, products: 0 }]));
    if (codes.length === 0) return out;
    const [o, p] = await Promise.all([
      db
        .select({ code: orders.currency, n: count() })
        .from(orders)
        .where(inArray(orders.currency, codes))
        .groupBy(orders.currency),
      db
        .select({ code: products.currency, n: count() })
        .from(products)
        .where(inArray(products.currency, codes))
        .groupBy(products.currency),
    ]);
    for (const r of o) out.get(r.code)!.orders = Number(r.n);
    for (const r of p) out.get(r.code)!.products = Number(r.n);
    return out;
  },

  async insert(db: Db, values: CurrencyValues): Promise<CurrencyRecord> {
    const [row] = await db.insert(currencies).values(values).returning();
    return row!;
  },

  async update(db: Db, code: string, values: Partial<CurrencyValues>): Promise<CurrencyRecord> {
    const [row] = await db
      .update(currencies)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${currencies.version} + 1` })
      .where(eq(currencies.code, code))
      .returning();
    return row!;
  },

  async remove(db: Db, code: string): Promise<void> {
    await db.delete(currencies).where(eq(currencies.code, code));
  },

  /**
   * Makes `next` the default: every rate divided by its rate (8 decimals, never 0), orders' rates
   * alike, and every default-currency amount multiplied by it and rescaled to its minor digits.
   * Answers the rows converted per place.
   */
  async rebase(db: Db, from: CurrencyRecord, next: CurrencyRecord): Promise<Record<string, number>> {
    const r = numericText(Number(next.rate));
    const divided = (col: typeof currencies.rate | typeof orders.rate) =>
      sql`greatest(round(${col} / ${r}::numeric, 8), 0.00000001)`;
    await db.update(currencies).set({ isBase: false }).where(eq(currencies.code, from.code));
    await db
      .update(currencies)
      .set({
        rate: sql`case when ${currencies.code} = ${next.code} then 1 else ${divided(currencies.rate)} end`,
        // every rate changed: an edit form opened before the switch is stale
        version: sql`${currencies.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(sql`true`);
    await db.update(currencies).set({ isBase: true }).where(eq(currencies.code, next.code));
    await db
      .update(orders)
      .set({ rate: divided(orders.rate) })
      .where(sql`true`);
    const factor = sql`(${r}::numeric * power(10::numeric, ${next.decimals - from.decimals}))`;
    const converted: Record<string, number> = {};
    for (const place of DEFAULT_AMOUNTS) {
      const set = sql.join(
        place.columns.map((c) => sql`${sql.identifier(c.name)} = round(${c}::numeric * ${factor})::bigint`),
        sql`, `,
      );
      const where = place.where ? sql` where ${place.where}` : sql``;
      const update = sql`update ${place.table} set ${set}${where} returning 1`;
      const res = await db.execute(sql`with changed as (${update}) select count(*)::int as n from changed`);
      converted[place.name] = Number((res as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
    }
    return converted;
  },

  async recordRates(db: Db, rows: RateChange[]): Promise<void> {
    if (rows.length) await db.insert(currencyRateHistory).values(rows);
  },

  async history(db: Db, q: CurrencyHistoryQuery): Promise<{ list: CurrencyHistoryRow[]; total: number }> {
    const where = q.code ? eq(currencyRateHistory.code, q.code) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(currencyRateHistory)
        .where(where)
        .orderBy(desc(currencyRateHistory.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(currencyRateHistory).where(where),
    ]);
    return {
      list: rows.map((h) => ({
        id: h.id,
        code: h.code,
        oldRate: h.oldRate === null ? null : Number(h.oldRate),
        newRate: Number(h.newRate),
        reason: h.reason,
        baseCode: h.baseCode,
        actorName: h.actorName,
        createdAt: h.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
    };
  },
};
