import { describe, expect, it } from 'vitest';
import { useWorld } from '../../../test-support/world.ts';
import { cyclesEnding, isoWeekKey } from './cycles.ts';
import { BALANCE_BROKEN, openSettlementWorld, settlementHelpers } from './settlement-fixtures.ts';

const w = useWorld(openSettlementWorld);
const h = settlementHelpers(() => w);
const LATER = new Date('2030-01-01T00:00:00Z');

describe('billing cycles', () => {
  it('cuts a month into its halves and into the ISO weeks whose Sunday falls in it', () => {
    expect(cyclesEnding('monthly', '2024-02', LATER)).toEqual([
      expect.objectContaining({ period: '2024-02', first: '2024-02-01', last: '2024-02-29' }),
    ]);
    expect(cyclesEnding('semimonthly', '2024-02', LATER).map((c) => [c.period, c.first, c.last])).toEqual([
      ['2024-02-H1', '2024-02-01', '2024-02-15'],
      ['2024-02-H2', '2024-02-16', '2024-02-29'],
    ]);
    // June 2024 starts on a Saturday: its first week ends on Sunday 2 June and began in May
    expect(cyclesEnding('weekly', '2024-06', LATER).map((c) => [c.period, c.first, c.last])).toEqual([
      ['2024-W22', '2024-05-27', '2024-06-02'],
      ['2024-W23', '2024-06-03', '2024-06-09'],
      ['2024-W24', '2024-06-10', '2024-06-16'],
      ['2024-W25', '2024-06-17', '2024-06-23'],
      ['2024-W26', '2024-06-24', '2024-06-30'],
    ]);
    // ISO week-years: 29 Dec 2025 is in 2026's week 1, 28 Dec 2020 in 2020's week 53
    expect(isoWeekKey(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeekKey(new Date('2020-12-28T00:00:00Z'))).toBe('2020-W53');
    // only the cycles begun by now
    expect(cyclesEnding('weekly', '2024-06', new Date('2024-06-12T00:00:00Z')).map((c) => c.period)).toEqual([
      '2024-W22',
      '2024-W23',
      '2024-W24',
    ]);
  });

  it("batches each supplier by its group's cycle: weekly, semimonthly, the default once the group is off", async () => {
    const group = async (supplierId: number) =>
      Number(
        (await h.q(`select group_id::int as g from supplier_profiles where supplier_id = $1`, [supplierId]))[0]!.g,
      );
    const [ga, gb] = [await group(w.a), await group(w.b)];
    expect(ga).not.toBe(gb);
    await h.q(`update supplier_groups set settlement_cycle = 'weekly' where id = $1`, [ga]);
    await h.q(`update supplier_groups set settlement_cycle = 'semimonthly' where id = $1`, [gb]);

    const a1 = await h.order(w.a, '2024-05-20T10:00:00Z', [[1_000, 1]]);
    const a2 = await h.order(w.a, '2024-06-05T10:00:00Z', [[2_000, 1]]);
    const a3 = await h.order(w.a, '2024-06-30T23:00:00Z', [[3_000, 1]]);
    const a4 = await h.order(w.a, '2024-07-01T01:00:00Z', [[4_000, 1]]);
    const b1 = await h.order(w.b, '2024-06-15T23:59:00Z', [[5_000, 1]]);
    const b2 = await h.order(w.b, '2024-06-16T00:00:00Z', [[6_000, 1]]);
    const b3 = await h.order(w.b, '2024-06-20T10:00:00Z', [[7_000, 1]]);
    await h.run('2024-06');

    const batched = async (supplierId: number) =>
      (await h.q(
        `select s.period, s.period_from::text as "from", s.period_to::text as "to", s.total::int as total,
          array_agg(e.order_id::int order by e.order_id) as orders
        from supplier_settlements s join supplier_settlement_lines x on x.settlement_id = s.id
        join supplier_ledger e on e.id = x.ledger_id
        where s.supplier_id = $1 and s.period_to < '2024-07-01' group by s.id order by s.period_to`,
        [supplierId],
      )) as { period: string; from: string; to: string; total: number; orders: number[] }[];
    // A, weekly: the May line waits for the first week ending in June; weeks without lines make no batch
    expect((await batched(w.a)).map((b) => [b.period, b.from, b.to, b.orders])).toEqual([
      ['2024-W22', '2024-05-27', '2024-06-02', [a1]],
      ['2024-W23', '2024-06-03', '2024-06-09', [a2]],
      ['2024-W26', '2024-06-24', '2024-06-30', [a3]],
    ]);
    // B, semimonthly: the 15th at 23:59 is the first half, the 16th at midnight the second
    expect((await batched(w.b)).map((b) => [b.period, b.from, b.to, b.orders])).toEqual([
      ['2024-06-H1', '2024-06-01', '2024-06-15', [b1]],
      ['2024-06-H2', '2024-06-16', '2024-06-30', [b2, b3]],
    ]);
    const [{ n: julyBatched }] = (await h.q(
      `select count(*)::int as n from supplier_settlement_lines x join supplier_ledger e on e.id = x.ledger_id
      where e.order_id = $1`,
      [a4],
    )) as { n: number }[];
    expect(julyBatched).toBe(0);

    // the month's filter lists every batch of a cycle ending in June
    const listed = await h.get(`/admin/supply/settlement/list?period=2024-06&pageSize=50`);
    const periods = listed.list
      .filter((r: { supplierId: number }) => r.supplierId === w.a || r.supplierId === w.b)
      .map((r: { period: string }) => r.period);
    expect(periods.sort()).toEqual(['2024-06-H1', '2024-06-H2', '2024-W22', '2024-W23', '2024-W26']);

    // a disabled group's cycle no longer applies: A falls back to the settings' default (monthly)
    await h.q(`update supplier_groups set enabled = false where id = $1`, [ga]);
    await h.run('2024-07');
    expect((await batched(w.a)).length).toBe(3);
    const [july] = await h.q(
      `select s.period from supplier_settlements s join supplier_settlement_lines x on x.settlement_id = s.id
      join supplier_ledger e on e.id = x.ledger_id where e.order_id = $1`,
      [a4],
    );
    expect(july!.period).toBe('2024-07');
    expect(await h.q(BALANCE_BROKEN)).toEqual([]);
  });
});
