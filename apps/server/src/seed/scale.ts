import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { AUDIT_COUNTER_SLOTS } from '../platform/audit/table.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { recountGroupMembers } from './customers.ts';

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
      insert into audit_counter (slot, rows) values (${(done / chunk) % AUDIT_COUNTER_SLOTS}, ${n})
      on conflict (slot) do update set rows = audit_counter.rows + excluded.rows`);
  }
}

/**
 * `count` generated products for benchmarks, spread over the existing categories, the demo
 * suppliers and the platform, with one stock level each; set-based statements, counters exact.
 */
export async function seedProducts(db: Db, count: number): Promise<void> {
  const chunk = 50_000;
  const start = Number(
    (
      (await db.execute(sql`select coalesce(max(id), 0)::int as m from products`)) as unknown as {
        rows: { m: number }[];
      }
    ).rows[0]!.m,
  );
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done);
    const from = start + done + 1;
    await db.execute(sql`
      with cats as (select array_agg(id order by id) as ids from categories where parent_id is not null),
           sups as (select array_agg(id order by id) as ids from suppliers),
           tg as (select array_agg(id order by id) as ids from tags),
           wh as (select min(id) as id from warehouses)
      insert into products (supplier_id, number, sku, name, brief, detail, search_text, category_id, price,
        original_price,
                            currency, stock, on_shelf, tag_ids, warehouse_id, low_stock_threshold, updated_at)
      select case when g % 3 = 2 then null else sups.ids[1 + (g % 3) % greatest(array_length(sups.ids, 1), 1)] end,
             'BN' || g, 'BSKU-' || g,
             jsonb_build_object('zh-CN', '商品 ' || g, 'en', 'Bench product ' || g || ' ' ||
               (array['red','blue','green','steel','wood','linen'])[1 + g % 6], 'es', '', 'ja', ''),
             '{"zh-CN":"","en":"","es":"","ja":""}'::jsonb, '{"zh-CN":"","en":"","es":"","ja":""}'::jsonb,
             lower('bn' || g || ' bsku-' || g || ' bench product ' || g || ' ' ||
               (array['red','blue','green','steel','wood','linen'])[1 + g % 6] || ' 商品 ' || g),
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
  await db.execute(
    sql`insert into product_counter (supplier_key, rows) select coalesce(supplier_id, 0), count(*) from products
      group by 1`,
  );
  await db.execute(sql`analyze products`);
}

/**
 * `count` generated customers for benchmarks (e.g. 50k for the order benchmarks), spread over the
 * existing groups (the demo seed makes them), seven countries and the last 90 days; one in fifty
 * disabled. Set-based statements; the groups' member counts are recounted at the end. No addresses:
 * orders keep their own copy of the address.
 */
export async function seedCustomerRows(db: Db, count: number): Promise<void> {
  const chunk = 50_000;
  const start = Number(
    (
      (await db.execute(sql`select coalesce(max(id), 0)::int as m from customers`)) as unknown as {
        rows: { m: number }[];
      }
    ).rows[0]!.m,
  );
  const passwordHash = await hashPassword('bench-customer-password');
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done);
    const from = start + done + 1;
    await db.execute(sql`
      with grp as (select array_agg(id order by sort, id) as ids from customer_groups)
      insert into customers (email, name, phone, password_hash, group_id, enabled, country, search_text, created_at,
        updated_at)
      select 'bench.customer' || g || '@example.net', 'Bench Customer ' || g, '+1 555 ' || lpad(g::text, 7, '0'),
        ${passwordHash}::text,
             grp.ids[1 + (g * 7) % 10 % array_length(grp.ids, 1)], g % 50 <> 0,
             (array['CN','US','ES','JP','DE','GB','FR'])[1 + g % 7],
             'bench customer ' || g || ' bench.customer' || g || '@example.net +1 555 ' || lpad(g::text, 7, '0'),
             now() - ((g % 129600) || ' minutes')::interval, now() - ((g % 129600) || ' minutes')::interval
      from generate_series(${from}::int, ${from + n - 1}::int) g, grp`);
  }
  await recountGroupMembers(db);
  await db.execute(sql`analyze customers`);
}

/**
 * `count` generated orders for benchmarks, over the last 90 days, spread over the existing
 * customers, the demo suppliers (one in four mixed or platform), four currencies and every
 * lifecycle state; one or two lines each. Set-based statements in chunks; the list counter is
 * recounted at the end.
 */
export async function seedOrderRows(db: Db, count: number): Promise<void> {
  const chunk = 50_000;
  // Secondary indexes are dropped during the bulk insert and built again afterwards (much faster
  // than maintaining a trigram index row by row); their definitions come from the catalog itself.
  const defs = (
    (await db.execute(sql`select indexname, indexdef from pg_indexes
    where tablename in ('orders', 'order_lines') and indexname not like '%_pkey' and indexname <>
      'orders_number_key'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    }
  ).rows;
  for (const d of defs) await db.execute(sql.raw(`drop index if exists "${d.indexname}"`));
  const start = Number(
    ((await db.execute(sql`select coalesce(max(id), 0)::int as m from orders`)) as unknown as { rows: { m: number }[] })
      .rows[0]!.m,
  );
  for (let done = 0; done < count; done += chunk) {
    const n = Math.min(chunk, count - done);
    const from = start + done + 1;
    await db.execute(sql`
      with cus as (select array_agg(id order by id) as ids from customers),
           sups as (select array_agg(id order by id) as ids from suppliers),
           prod as (select array_agg(id order by id) as ids from (select id from products order by id limit 1000) p),
           g as (
             select g, (g * 2654435761) % 4294967296 as h from generate_series(${from}::int, ${from + n - 1}::int) g
           ),
           made as (
             insert into orders (number, supplier_id, customer_id, customer_name, customer_email, address, state,
               payment_status, fulfilment_status,
                                 currency, rate, subtotal, discount, shipping_fee, tax, pay_fee, total, total_base,
                                   search_text, paid_at, created_at, updated_at)
             select 'BO' || g.g,
                    case when g.h % 4 = 3 then null else sups.ids[1 + (g.h % 4) % greatest(array_length(sups.ids, 1),
                      1)] end,
                    cus.ids[1 + g.h % array_length(cus.ids, 1)], 'Bench Customer ' || (g.h % 50000), 'bench' || (g.h
                      % 50000) || '@example.com',
                    ('{"name":"Bench","phone":"","country":"US","region":"CA","city":"SF","line1":"1 Main ' ||
                      'St","line2":"","postcode":"94105"}')::jsonb,
                    (array['active','active','active','active','active','completed','completed','cancelled'])[1 + g.h
                      % 8],
                    case when g.h % 8 in (5, 6) or g.h % 3 <> 0 then 'paid' else 'unpaid' end,
                    case when g.h % 8 in (5, 6) then 'delivered' when g.h % 3 = 0 or g.h % 8 = 7 then 'unshipped'
                         else (array['unshipped','partially_shipped','shipped','delivered'])[1 + (g.h / 8) % 4] end,
                    (array['USD','USD','USD','CNY','EUR','JPY'])[1 + (g.h / 3) % 6],
                    (array[1, 1, 1, 7.12, 0.92, 151.3])[1 + (g.h / 3) % 6],
                    1000 + g.h % 90000, 0, 800, g.h % 900, 0, 1800 + g.h % 90000 + g.h % 900, 1800 + g.h % 90000,
                    lower('bo' || g.g || ' bench customer ' || (g.h % 50000) || ' bench' || (g.h % 50000) ||
                      '@example.com'),
                    case when g.h % 3 <> 0 then now() - ((g.g % 129600) || ' minutes')::interval + interval '1 hour'
                      end,
                    now() - ((g.g % 129600) || ' minutes')::interval, now() - ((g.g % 129600) || ' minutes')::interval
             from g, cus, sups
             returning id, supplier_id, subtotal
           )
      insert into order_lines (order_id, product_id, supplier_id, warehouse_id, sku, name, unit_price, quantity,
        shipped_quantity)
      select m.id, prod.ids[1 + m.id % array_length(prod.ids, 1)], m.supplier_id, (select min(id) from warehouses),
        'BL-' || m.id,
             '{"zh-CN":"","en":"Bench line","es":"","ja":""}'::jsonb, m.subtotal, 1, 0
      from made m, prod`);
  }
  await db.execute(sql`update orders set root_id = id where root_id is null`);
  for (const d of defs) await db.execute(sql.raw(d.indexdef));
  await db.execute(sql`delete from order_counter`);
  await db.execute(
    sql`insert into order_counter (supplier_key, rows) select coalesce(supplier_id, 0), count(*) from orders where
      state <> 'voided' group by 1`,
  );
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
}
