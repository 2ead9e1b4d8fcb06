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
  // A supplier's balance is the sum of its ledger lines: pending outside settled batches, available in them
  // (withdrawals and their returns count as available at once); a batch's total is the sum of its lines.
  'supplier balance = its ledger lines':
    `select b.supplier_id from supplier_balances b left join lateral (select coalesce(sum(e.amount) filter ` +
    `(where e.kind not in ('withdrawal', 'withdrawal_return') and coalesce(s.status, '') <> 'settled'), 0) as p, ` +
    `coalesce(sum(e.amount) filter (where e.kind in ('withdrawal', 'withdrawal_return') or s.status = 'settled'), 0) ` +
    `as a from supplier_ledger e left join supplier_settlement_lines x on x.ledger_id = e.id ` +
    `left join supplier_settlements s on s.id = x.settlement_id where e.supplier_id = b.supplier_id) l on true ` +
    `where b.pending <> l.p or b.available <> l.a`,
  'settlement batch total = its lines':
    `select s.id from supplier_settlements s left join (select x.settlement_id, sum(e.amount) as t, count(*) as n ` +
    `from supplier_settlement_lines x join supplier_ledger e on e.id = x.ledger_id group by x.settlement_id) l ` +
    `on l.settlement_id = s.id where s.total <> coalesce(l.t, 0) or s.line_count <> coalesce(l.n, 0)`,
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
