import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../platform/db/database.ts';
import { MIGRATIONS_DIR } from '../../../platform/db/database.ts';
import { priceShipping } from './pricing.ts';
import { shippingRepository } from './repository.ts';

// The migration that turns shipping methods into templates, on a database that had methods and orders before it:
// each method prices exactly as it did (base fee plus every started kilogram, same threshold), and the orders keep
// their shipping method and their stored totals.

/** The migrations folder as it was before shipping templates (the journal cut before them). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

describe('shipping methods become templates (migration)', () => {
  const before0014 = migrationsBefore('0014_shipping_templates');
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client) as unknown as Db;
  const raw = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as never[];
  afterAll(async () => {
    await client.close();
    rmSync(before0014, { recursive: true, force: true });
  });

  it('gives each method one rest-of-world area at its old price; orders keep their method and totals', async () => {
    await migrate(db as never, { migrationsFolder: before0014 });
    const name = '{"zh-CN": "", "en": "x", "es": "", "ja": ""}';
    await raw(
      `insert into shipping_methods (code, name, base_fee, per_kg_fee, free_over, sort) values
        ('standard', $1, 800, 200, 9900, 1), ('express', $1, 1800, 400, null, 2), ('pickup', $1, 0, 0, null, 3)`,
      [name],
    );
    const address = '{"name":"Ana","country":"ES","region":"Madrid","city":"","line1":"1","line2":"","postcode":""}';
    await raw(
      `insert into orders (number, customer_name, customer_email, address, currency, shipping_method_id, subtotal,
         shipping_fee, total, total_base)
       select 'OLD' || m.id, 'Ana', 'ana@example.com', $1::jsonb, 'USD', m.id, 3750, 2600, 6350, 6350
       from shipping_methods m`,
      [address],
    );
    const before = await raw('select id, shipping_method_id, subtotal, shipping_fee, total from orders order by id');

    await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
    expect(await raw('select id, shipping_method_id, subtotal, shipping_fee, total from orders order by id')).toEqual(
      before,
    );
    const methods = (await raw('select id::int as id, code, mode, enabled from shipping_methods order by id')) as {
      id: number;
      code: string;
      mode: string;
    }[];
    expect(methods.map((m) => [m.code, m.mode])).toEqual([
      ['standard', 'weight'],
      ['express', 'weight'],
      ['pickup', 'weight'],
    ]);
    const fees = { standard: [800, 200, 9900], express: [1800, 400, null], pickup: [0, 0, null] } as const;
    for (const m of methods) {
      const rules = (await shippingRepository.rules(db, m.id))!;
      expect(rules.areas).toHaveLength(1);
      expect(rules.areas[0]).toMatchObject({ name: 'Rest of the world', isDefault: true });
      const [base, perKg, freeOver] = fees[m.code as keyof typeof fees];
      for (const grams of [0, 1, 999, 1000, 1001, 1500, 2000, 12_345]) {
        for (const subtotal of [0, 9899, 9900]) {
          const was = freeOver !== null && subtotal >= freeOver ? 0 : base + perKg * Math.ceil(grams / 1000);
          const now = priceShipping(rules, { grams, quantity: 1, subtotal }, { country: 'ES', region: 'Madrid' });
          expect(now.deliverable && now.fee, `${m.code} ${grams} g ${subtotal}`).toBe(was);
        }
      }
    }
    // the express order of 1.5 kg was charged 18.00 + 2 x 4.00: the template says the same
    const express = (await shippingRepository.rules(db, methods[1]!.id))!;
    expect(
      priceShipping(express, { grams: 1500, quantity: 3, subtotal: 3750 }, { country: 'ES', region: '' }),
    ).toMatchObject({
      fee: 2600,
    });
  });
});
