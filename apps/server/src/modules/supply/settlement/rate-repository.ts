import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { supplierCommissionRates } from './table.ts';

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

export interface RateRow {
  scope: 'group' | 'level' | 'category';
  scopeId: number;
  name: string;
  rateBp: number | null;
}

/** Commission rates: every group, level and category with its rate (null: none of its own). */
export const rateRepository = {
  async list(db: Db, lang: string): Promise<RateRow[]> {
    const res = await db.execute(sql`
      select 'group' as scope, g.id::int as "scopeId", g.name, g.commission_rate as "rateBp"
        from supplier_groups g
      union all
      select 'level', l.id::int, l.name, r.rate_bp from supplier_levels l
        left join ${supplierCommissionRates} r on r.scope = 'level' and r.scope_id = l.id
      union all
      select 'category', c.id::int, coalesce(c.name ->> ${lang}, c.name ->> 'en', c.name ->> 'zh-CN', c.id::text),
        r.rate_bp from categories c
        left join ${supplierCommissionRates} r on r.scope = 'category' and r.scope_id = c.id
      order by 1, 2`);
    return rowsOf<RateRow>(res);
  },

  async exists(db: Db, scope: 'level' | 'category', id: number): Promise<boolean> {
    const table = scope === 'level' ? sql`supplier_levels` : sql`categories`;
    const res = await db.execute(sql`select 1 from ${table} where id = ${id}`);
    return rowsOf(res).length === 1;
  },

  async find(db: Db, scope: 'level' | 'category', id: number): Promise<number | null> {
    const res = await db.execute(sql`select rate_bp as "rateBp" from ${supplierCommissionRates}
      where scope = ${scope} and scope_id = ${id}`);
    return rowsOf<{ rateBp: number }>(res)[0]?.rateBp ?? null;
  },

  async save(db: Db, scope: 'level' | 'category', id: number, rateBp: number | null): Promise<void> {
    if (rateBp == null) {
      await db.execute(sql`delete from ${supplierCommissionRates} where scope = ${scope} and scope_id = ${id}`);
      return;
    }
    await db.execute(sql`insert into ${supplierCommissionRates} (scope, scope_id, rate_bp)
      values (${scope}, ${id}, ${rateBp})
      on conflict (scope, scope_id) do update set rate_bp = excluded.rate_bp, updated_at = now(),
        version = ${supplierCommissionRates}.version + 1`);
  },
};
