import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test-support/world.ts';
import { createTestApp } from '../../../test-support/harness.ts';

const w = useWorld(async () => {
  const t = await createTestApp();
  const a = await t.session('supplier');
  return { t, a };
});
const q = async (sql: string, params: unknown[] = []) => (await w.t.database.raw(sql, params)).rows;

describe('the earnings ledger', () => {
  it('appends a penalty through the link once per kind and ref, with its balance', async () => {
    const { db } = w.t.database;
    const ledger = w.t.app.services.links.ledger;
    const supplierId = w.a.supplier_id!;
    const before = await q(
      `select pending::int as p, available::int as a from supplier_balances where supplier_id = $1`,
      [supplierId],
    );
    const entry = { supplierId, kind: 'penalty' as const, amount: -1500, ref: 'violation:1', note: 'Late delivery' };
    await db.transaction((tx) => ledger.append(tx, entry));
    await db.transaction((tx) => ledger.append(tx, entry));
    const lines = await q(`select amount::int as amount from supplier_ledger where ref = 'violation:1'`);
    expect(lines).toEqual([{ amount: -1500 }]);
    const [bal] = await q(
      `select pending::int as p, available::int as a from supplier_balances where supplier_id = $1`,
      [supplierId],
    );
    expect(bal).toEqual({ p: Number(before[0]!.p) - 1500, a: before[0]!.a });
  });

  it('refuses to update or delete a ledger line', async () => {
    expect(Number((await q(`select count(*)::int as n from supplier_ledger`))[0]!.n)).toBeGreaterThan(1);
    await expect(q(`update supplier_ledger set amount = 0`)).rejects.toThrow(/append-only/);
    await expect(q(`delete from supplier_ledger`)).rejects.toThrow(/append-only/);
  });
});
