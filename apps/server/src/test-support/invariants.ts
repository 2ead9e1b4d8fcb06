import type { TestApp } from './harness.ts';

/**
 * What must hold in the data whatever requests came before, each as a query that lists what
 * breaks it (no rows: it holds). A test runs them after random or concurrent work.
 */
/** A counter table whose slots must add up to the rows it counts. */
const counterOf = (counter: string, counted: string) =>
  `select 1 where (select coalesce(sum(rows), 0) from ${counter}) <> (select count(*) from ${counted})`;

const CHECKS: Record<string, string> = {
  // A stock level equals the balance its ledger ended on.
  'stock level = ledger balance':
    `select s.id from stock_levels s join lateral (select l.balance_after from stock_ledger l ` +
    `where l.product_id = s.product_id and l.variant_id is not distinct from s.variant_id ` +
    `and l.warehouse_id = s.warehouse_id order by l.id desc limit 1) last on true ` +
    `where last.balance_after <> s.quantity`,
  // A product's stock is the sum of its stock levels.
  'product stock = its levels':
    `select p.id from products p join (select product_id, sum(quantity) as q from stock_levels ` +
    `group by product_id) s on s.product_id = p.id where s.q <> p.stock`,
  // The live orders of a family (split, merged) add up to the order it came from.
  'order family adds up':
    `select root_id from orders where root_id is not null group by root_id ` +
    `having coalesce(sum(total) filter (where state in ('active', 'completed', 'cancelled')), 0) ` +
    `<> max(total) filter (where id = root_id) and count(*) > 1`,
  // The list counters equal their rows.
  'product counter = products': counterOf('product_counter', 'products'),
  'order counter = listed orders': counterOf('order_counter', `orders where state <> 'voided'`),
  'audit counter = log rows': counterOf('audit_counter', 'audit_log'),
  // A planned task's count is the orders it generated, never above its cap; generated orders name their task.
  'planned task count = its orders, within the cap':
    `select t.id from planned_tasks t where t.generated_count > t.max_total or t.generated_count <> ` +
    `(select count(*) from orders o where o.planned_task_id = t.id and o.parent_id is null)`,
  'generated orders name their task': `select id from orders where generated <> (planned_task_id is not null)`,
  // One default currency, at rate 1, and it is enabled; one default language, enabled.
  'one default currency at rate 1':
    `select 1 where (select count(*) from currencies where is_base and enabled and rate = 1) <> 1 ` +
    `and exists (select 1 from currencies)`,
  'one enabled default language':
    `select 1 where (select count(*) from languages where is_default and enabled) <> 1 ` +
    `and exists (select 1 from languages)`,
};

/** The invariants broken now, by name, with up to five offending keys each. */
export async function brokenInvariants(t: TestApp): Promise<string[]> {
  const broken: string[] = [];
  for (const [name, query] of Object.entries(CHECKS)) {
    const { rows } = await t.database.raw(`${query} limit 5`);
    if (rows.length) broken.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return broken;
}
