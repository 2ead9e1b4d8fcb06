import { sql, type SQL } from 'drizzle-orm';
import { orders } from './table.ts';

/**
 * The one rule of what a figure counts: orders a planned auto-order task generated (`generated`)
 * are never counted. Every query that turns orders into a figure (top bar counters, dashboard,
 * customer figures, supplier scorecards and marks, settlements, abandoned-cart conversions,
 * statistics) reads orders through `countedOrder` (drizzle, on `orders`) or `countedOrderAs(alias)`
 * (raw SQL on an alias), and `counted.test.ts` fails when a repository reads `orders` without it
 * and is not listed there as a screen that shows orders rather than counts them.
 */
export const countedOrder: SQL = sql`${orders.generated} = false`;

/** `countedOrder` for a statement written in SQL with `orders` under an alias (`from orders o`). */
export function countedOrderAs(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an alias: ${alias}`);
  return sql.raw(`${alias}.generated = false`);
}
