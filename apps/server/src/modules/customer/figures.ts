import { gte, sql } from 'drizzle-orm';
import type { PlatformServices } from '../../platform/area.ts';
import { customerGroups, customers } from './table.ts';

/** The customer area's dashboard figures: members of all groups (exact, from the group counts) and new this week. */
export function registerCustomerFigures(s: PlatformServices): void {
  const { db } = s;
  s.dashboard.register({
    area: 'customer_customer', key: 'customers', permission: 'customer_customer_index',
    value: async () => Number((await db.select({ n: sql<string>`coalesce(sum(${customerGroups.customerCount}), 0)::text` }).from(customerGroups))[0]?.n ?? 0),
  });
  s.dashboard.register({
    area: 'customer_customer', key: 'customers_new_7d', permission: 'customer_customer_index',
    value: async () => Number((await db.select({ n: sql<string>`count(*)::text` }).from(customers).where(gte(customers.createdAt, sql`now() - interval '7 days'`)))[0]?.n ?? 0),
  });
}
