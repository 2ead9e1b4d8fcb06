import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { AUDIT_COUNTER_SLOTS } from '../platform/audit/table.ts';

const ACTIONS = ['admin.edit', 'group.edit', 'feedback.status', 'passport.login', 'profile.edit', 'admin.add'];
const ENTITIES = ['admin', 'admin_group', 'feedback', 'session', 'admin', 'admin'];

/**
 * Bulk operation-log rows for benchmarks: `rows` entries spread over the last 90 days, written
 * in set-based statements (fast on PGlite and PostgreSQL alike), with the slot counter kept exact.
 */
export async function seedAuditRows(db: Db, rows: number, actorId: number, actorName: string): Promise<void> {
  const chunk = 50_000;
  for (let done = 0; done < rows; done += chunk) {
    const n = Math.min(chunk, rows - done);
    await db.execute(sql`
      insert into audit_log (actor_id, actor_name, action, entity, entity_id, before, after, ip, created_at)
      select ${actorId}::bigint, ${actorName}::text,
             (array[${sql.raw(ACTIONS.map((a) => `'${a}'`).join(','))}])[1 + (g % ${ACTIONS.length}::int)],
             (array[${sql.raw(ENTITIES.map((a) => `'${a}'`).join(','))}])[1 + (g % ${ENTITIES.length}::int)],
             (g % 5000)::text,
             jsonb_build_object('truename', 'Name ' || g, 'enabled', true),
             jsonb_build_object('truename', 'Name ' || (g + 1), 'enabled', g % 3 <> 0),
             '127.0.0.1',
             now() - ((g % 129600) || ' minutes')::interval
      from generate_series(${done + 1}::int, ${done + n}::int) as g`);
    await db.execute(sql`
      insert into audit_counter (slot, rows) values (${done / chunk % AUDIT_COUNTER_SLOTS}, ${n})
      on conflict (slot) do update set rows = audit_counter.rows + excluded.rows`);
  }
}

/**
 * `count` generated products for benchmarks, spread over the existing categories, the demo
 * suppliers and the platform, with one stock level each; set-based statements, counters exact.
 */
export async function seedProducts(db: Db, count: number): Promise<void> {
  const chunk = 50_000;
  const start = Number(((await db.execute(sql`select coalesce(max(id), 0)::int as m from products`)) as unknown as { rows: { m: number }[] }).rows[0]!.m);
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done);
    const from = start + done + 1;
    await db.execute(sql`
      with cats as (select array_agg(id order by id) as ids from categories where parent_id is not null),
           sups as (select array_agg(id order by id) as ids from suppliers),
           tg as (select array_agg(id order by id) as ids from tags),
           wh as (select min(id) as id from warehouses)
      insert into products (supplier_id, number, sku, name, brief, detail, search_text, category_id, price, original_price,
                            currency, stock, on_shelf, tag_ids, warehouse_id, low_stock_threshold, updated_at)
      select case when g % 3 = 2 then null else sups.ids[1 + (g % 3) % greatest(array_length(sups.ids, 1), 1)] end,
             'BN' || g, 'BSKU-' || g,
             jsonb_build_object('zh-CN', '商品 ' || g, 'en', 'Bench product ' || g || ' ' || (array['red','blue','green','steel','wood','linen'])[1 + g % 6], 'es', '', 'ja', ''),
             '{"zh-CN":"","en":"","es":"","ja":""}'::jsonb, '{"zh-CN":"","en":"","es":"","ja":""}'::jsonb,
             lower('bn' || g || ' bsku-' || g || ' bench product ' || g || ' ' || (array['red','blue','green','steel','wood','linen'])[1 + g % 6] || ' 商品 ' || g),
             cats.ids[1 + g % array_length(cats.ids, 1)],
             100 + (g * 7919) % 100000, 200 + (g * 7919) % 100000, 'USD',
             (g * 31) % 200, g % 10 <> 0,
             case when g % 4 = 0 then array[tg.ids[1 + g % array_length(tg.ids, 1)]]::bigint[] else '{}'::bigint[] end,
             wh.id, 5, now() - ((g % 100000) || ' minutes')::interval
      from generate_series(${from}::int, ${from + n - 1}::int) g, cats, sups, tg, wh`);
  }
  await db.execute(sql`
    insert into stock_levels (product_id, warehouse_id, supplier_id, quantity)
    select p.id, p.warehouse_id, p.supplier_id, p.stock from products p
    where p.stock > 0 and p.number like 'BN%' and not exists (select 1 from stock_levels s where s.product_id = p.id)`);
  await db.execute(sql`delete from product_counter`);
  await db.execute(sql`insert into product_counter (supplier_key, rows) select coalesce(supplier_id, 0), count(*) from products group by 1`);
  await db.execute(sql`analyze products`);
}
