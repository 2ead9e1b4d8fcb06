import type { TestApp } from '../../../test-support/harness.ts';

/** Raw statements for the level tests' fixtures. */
export function fixtures(t: () => TestApp) {
  const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await t().database.raw(text, params)).rows as T[];
  const one = async (text: string, params: unknown[] = []) => Number(Object.values((await q(text, params))[0]!)[0]);

  return {
    q,
    one,
    supplierId: (name: string) => one(`select id from suppliers where name = $1`, [name]),
    levelId: (name: string) => one(`select id from supplier_levels where name = $1`, [name]),

    /** A profile for the supplier unless it has one, in the level (and group) named. */
    async profile(supplierId: number, level: string | null, group: string | null = null) {
      await q(
        `insert into supplier_profiles (supplier_id, enterprise_name, registration_number, tax_id, address,
           licence_number, legal_person_name, legal_person_id_number, operator_name, operator_phone,
           operator_email, contact_phone)
         values ($1, 'E', 'R', 'T' || $2, 'A', 'L', 'P', 'I' || $2, 'O', '1', 'o@example.com', '1' || $2)
         on conflict (supplier_id) do nothing`,
        [supplierId, String(supplierId)],
      );
      await q(
        `update supplier_profiles set level_id = (select id from supplier_levels where name = $2),
           level_override_id = null, level_override_reason = null,
           group_id = (select id from supplier_groups where name = $3) where supplier_id = $1`,
        [supplierId, level, group],
      );
    },

    /** A supplier of its own (enabled), with a profile in the level named. */
    async newSupplier(name: string, level: string | null) {
      const id = await one(`insert into suppliers (name) values ($1) returning id`, [name]);
      await this.profile(id, level);
      return id;
    },

    /**
     * A paid order of the supplier, `daysAgo` paid, shipped `shipHours` after payment (null: not
     * shipped), its shipment entered `entryHours` after payment.
     */
    async order(supplierId: number, daysAgo: number, shipHours: number | null, entryHours = shipHours) {
      const id = await one(
        `insert into orders (number, supplier_id, customer_name, customer_email, address, currency, payment_status,
           paid_at, created_at)
         values ('T' || md5(random()::text), $1, 'C', 'c@example.com', '{}'::jsonb, 'USD', 'paid',
           now() - make_interval(days => $2), now() - make_interval(days => $2)) returning id`,
        [supplierId, daysAgo],
      );
      if (shipHours !== null)
        await q(
          `insert into shipments (order_id, supplier_id, waybill, provider_id, shipped_on, created_at)
           select o.id, o.supplier_id, 'W' || o.id, (select min(id) from logistics_providers),
             o.paid_at + make_interval(hours => $2), o.paid_at + make_interval(hours => $3)
           from orders o where o.id = $1`,
          [id, shipHours, entryHours],
        );
      return id;
    },

    async review(supplierId: number, rating: number, status = 'passed') {
      await q(
        `insert into reviews (product_id, supplier_id, customer_name, rating, status)
         values ((select min(id) from products), $1, 'C', $2, $3)`,
        [supplierId, rating, status],
      );
    },

    async violation(supplierId: number, points: number, expiresInDays = 30) {
      await q(
        `insert into violation_types (code, name, points) values ('t-fixture', '{"en":"T"}'::jsonb, 1)
         on conflict do nothing`,
      );
      await q(
        `insert into supplier_violations (supplier_id, type_id, occurred_at, info, points, points_expire_at, actor_name)
         values ($1, (select min(id) from violation_types), now() - interval '1 day', 'x', $2,
           now() + make_interval(days => $3), 'test')`,
        [supplierId, points, expiresInDays],
      );
    },

    async mark(supplierId: number, mark: number, orderId: number) {
      await q(`insert into supplier_marks (supplier_id, order_id, mark, actor_name) values ($1, $2, $3, 'test')`, [
        supplierId,
        orderId,
        mark,
      ]);
    },

    /** An inspection of the supplier's lot in `state`, decided `daysAgo` (null: not decided). */
    async inspection(supplierId: number, state: string, daysAgo: number | null) {
      await q(
        `insert into inspections (supplier_id, product_id, warehouse_id, lot, quantity, origin, state, inspected_at)
         values ($1, (select min(id) from products), (select min(id) from warehouses), 'L-' || md5(random()::text),
           1, 'request', $2, now() - make_interval(days => $3::int))`,
        [supplierId, state, daysAgo],
      );
    },

    async licence(supplierId: number, expiresOn: string | null) {
      await q(
        `update supplier_documents set replaced_at = now() where supplier_id = $1 and kind = 'business_licence'`,
        [supplierId],
      );
      if (expiresOn)
        await q(
          `insert into supplier_documents (supplier_id, kind, file, expires_on)
           values ($1, 'business_licence', 'f.png', $2)`,
          [supplierId, expiresOn],
        );
    },

    async ledger(supplierId: number) {
      return q<{ right: string; kind: string; amount: number; ref: string }>(
        `select "right", kind, amount, ref from supplier_quota_ledger where supplier_id = $1 order by id`,
        [supplierId],
      );
    },
  };
}
