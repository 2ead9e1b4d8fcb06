import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Generated orders are left out of figures by construction: every source file of the areas that reads
// the orders table either applies `countedOrder` / `countedOrderAs` (./counted.ts) or is listed here as
// one that shows or references orders without turning them into a figure. A new figure query on orders
// fails this test until it applies the predicate (or is listed, with its reason, if it is no figure).

const MODULES = path.resolve(import.meta.dirname, '..');

/** Files that read orders without making a figure of them, and why. */
const NOT_FIGURES: Record<string, string> = {
  'order/detail-repository.ts': 'the order detail shows one order (a generated one marked)',
  'order/export-repository.ts': 'exports list orders, marked',
  'order/shipment-repository.ts': 'shipments of one order',
  'order/logistics/repository.ts': 'the shipments list (generated orders have none)',
  'setting/payment/repository.ts': 'in-use check of a payment method (an order references it)',
  'setting/shipping/repository.ts': 'in-use check of a shipping template (generated orders reference it too)',
  'setting/planned/repository.ts': "a task's own generated orders",
  'setting/currency/repository.ts': "in-use counts of a currency; the default's switch rewrites every order's rate",
};

/** A query on the orders table: drizzle's from/join on `orders`, or SQL naming it. */
const READS_ORDERS = /\b(?:from|[a-zA-Z]*[jJ]oin)\(\s*orders\b|\$\{orders\}|\b(?:from|join)\s+orders\b/;
const APPLIES = /\bcountedOrder(?:As)?\b/;

const sources = (readdirSync(MODULES, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('fixtures'));

describe('countedOrder: the one figure predicate', () => {
  it('every file that reads orders applies it, or is listed as showing orders rather than counting them', () => {
    const readers = sources.filter((f) => READS_ORDERS.test(readFileSync(path.join(MODULES, f), 'utf8')));
    const missing = readers.filter(
      (f) => !(f in NOT_FIGURES) && !APPLIES.test(readFileSync(path.join(MODULES, f), 'utf8')),
    );
    expect(missing).toEqual([]);
    // the figures themselves (a file listed here that starts applying it is fine; one gone is not)
    for (const f of [
      'order/repository.ts',
      'customer/repository.ts',
      'supply/level/score-repository.ts',
      'supply/settlement/ledger-repository.ts',
      'supply/violation/mark-repository.ts',
      'order/abandoned/repository.ts',
    ]) {
      expect(APPLIES.test(readFileSync(path.join(MODULES, f), 'utf8')), f).toBe(true);
    }
    for (const f of Object.keys(NOT_FIGURES)) expect(sources, f).toContain(f);
  });

  it('finds a figure query that forgets it', () => {
    expect(READS_ORDERS.test('db.select({ n: count() }).from(orders).where(eq(orders.state, "active"))')).toBe(true);
    expect(READS_ORDERS.test('.innerJoin(orders, eq(orders.id, orderLines.orderId))')).toBe(true);
    expect(READS_ORDERS.test('sql`select count(*) from ${orders} o`')).toBe(true);
    expect(READS_ORDERS.test('select sum(total) from orders o where o.paid_at > now()')).toBe(true);
    expect(READS_ORDERS.test('db.select().from(products)')).toBe(false);
  });
});
