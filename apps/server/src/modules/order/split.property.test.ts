import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './money.ts';
import { priceOrder, totalsOf } from './pricing.ts';
import { combine, ownerOf, partition, supplierParts, type LineDraft, type OrderLineRecord } from './split.ts';

const NAME = { 'zh-CN': '', en: 'x', es: '', ja: '' };

/** A random priced order: lines of random suppliers with exact shares from the real pricing. */
const orderArb = fc
  .record({
    lines: fc.array(
      fc.record({
        supplierId: fc.constantFrom(null, 1, 2, 3),
        unitPrice: fc.integer({ min: 0, max: 500_000 }),
        quantity: fc.integer({ min: 1, max: 30 }),
        weight: fc.integer({ min: 0, max: 5_000 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    groupPercent: fc.integer({ min: 0, max: 30 }),
    taxBp: fc.integer({ min: 0, max: 2_500 }),
    shippingFee: fc.integer({ min: 0, max: 50_000 }),
    payFee: fc.integer({ min: 0, max: 999 }),
  })
  .map((o) => {
    const priced = priceOrder(
      o.lines.map((l) => ({ ...l, taxClassId: 1 })),
      {
        groupPercent: o.groupPercent,
        manualDiscount: 0,
        shippingFee: o.shippingFee,
        taxes: [{ id: 1, name: 'VAT', classId: 1, type: 'percent', rate: o.taxBp, priority: 1 }],
        payFee: o.payFee,
      },
    )!;
    const lines: OrderLineRecord[] = o.lines.map((l, i) => ({
      id: i + 1,
      productId: 100 + i,
      variantId: null,
      supplierId: l.supplierId,
      warehouseId: 1,
      sku: `S${i}`,
      name: NAME,
      image: '',
      weight: l.weight,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      shippedQuantity: 0,
      originLineId: null,
      ...priced.shares[i]!,
    }));
    return { lines, totals: priced.totals };
  });

const withIds = (drafts: LineDraft[], from: number): OrderLineRecord[] =>
  drafts.map((d, i) => ({ ...d, id: from + i }));
const byOrigin = (lines: readonly LineDraft[]) => {
  const m = new Map<number, number>();
  for (const l of lines) m.set(l.originLineId!, (m.get(l.originLineId!) ?? 0) + l.quantity);
  return m;
};

describe('split and merge invariants', () => {
  it('allocate: shares are integers that always sum to the amount, proportional within one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 12 }),
        (amount, weights) => {
          const s = allocate(amount, weights);
          expect(s.reduce((a, b) => a + b, 0)).toBe(amount);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0) s.forEach((x, i) => expect(Math.abs(x - (amount * weights[i]!) / sum)).toBeLessThan(1 + 1e-6));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('priced orders: line shares add up to the order totals', () => {
    fc.assert(
      fc.property(orderArb, ({ lines, totals }) => {
        expect(totalsOf(lines)).toEqual(totals);
      }),
      { numRuns: 1_000 },
    );
  });

  it('random splits then random merges: money, quantities and ownership are always kept', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 4, maxLength: 40 }),
        fc.boolean(),
        ({ lines, totals }, dice, bySupplier) => {
          const original = byOrigin(lines.map((l) => ({ ...l, originLineId: l.id })));
          let d = 0;
          const roll = (n: number) => dice[d++ % dice.length]! % n;
          // Split: by supplier, or by random quantities into up to three parts.
          const parts = bySupplier
            ? supplierParts(lines)
            : [0, 1]
                .map(() =>
                  lines.flatMap((l) => {
                    const q = roll(l.quantity + 1);
                    return q > 0 ? [{ lineId: l.id, quantity: Math.max(1, Math.floor(q / 2)) }] : [];
                  }),
                )
                .filter((p) => p.length > 0);
          const drafts = partition(lines, parts);
          if (!drafts) {
            // Refused only when fewer than two orders would result or a line's parts overrun it.
            const asked = new Map<number, number>();
            for (const p of parts) for (const x of p) asked.set(x.lineId, (asked.get(x.lineId) ?? 0) + x.quantity);
            const overrun = lines.some((l) => (asked.get(l.id) ?? 0) > l.quantity);
            const rest = lines.some((l) => (asked.get(l.id) ?? 0) < l.quantity);
            expect(overrun || parts.length + (rest ? 1 : 0) < 2, JSON.stringify(parts)).toBe(true);
            return;
          }
          accepted++;
          let live = drafts.map((ls, i) => withIds(ls, 1_000 * (i + 1)));
          const check = () => {
            expect(totalsOf(live.flat())).toEqual(totals);
            expect(byOrigin(live.flat())).toEqual(original);
            for (const o of live) {
              const owner = ownerOf(o);
              if (!owner.mixed) expect(o.every((l) => l.supplierId === owner.supplierId)).toBe(true);
              expect(o.every((l) => l.quantity > 0 && l.discount >= 0 && l.tax >= 0)).toBe(true);
            }
          };
          check();
          if (bySupplier) for (const o of live) expect(new Set(o.map((l) => l.supplierId)).size).toBe(1);
          // Merge random groups of the live splits until one is left, checking after each step.
          let next = 90_000;
          while (live.length > 1) {
            const a = roll(live.length);
            let b = roll(live.length);
            if (b === a) b = (a + 1) % live.length;
            const merged = combine([...live[a]!, ...live[b]!]);
            live = [...live.filter((_, i) => i !== a && i !== b), withIds(merged, next)];
            next += 1_000;
            check();
          }
          // Everything merged back is the original order, line by line.
          const back = live[0]!;
          expect(back).toHaveLength(lines.length);
          for (const l of lines) {
            const m = back.find((x) => x.originLineId === l.id)!;
            expect({ q: m.quantity, d: m.discount, t: m.tax, s: m.shippingFee, p: m.payFee }).toEqual({
              q: l.quantity,
              d: l.discount,
              t: l.tax,
              s: l.shippingFee,
              p: l.payFee,
            });
          }
        },
      ),
      { numRuns: 1_000 },
    );
    // Most runs split (about 86 in 100): far fewer means the merges were hardly tried.
    expect(accepted).toBeGreaterThan(500);
  });

  it('partition refuses empty parts, unknown or repeated lines and overruns', () => {
    fc.assert(
      fc.property(orderArb, ({ lines }) => {
        const l = lines[0]!;
        expect(partition(lines, [[]])).toBeNull();
        expect(partition(lines, [[{ lineId: 999_999, quantity: 1 }]])).toBeNull();
        expect(partition(lines, [[{ lineId: l.id, quantity: l.quantity + 1 }]])).toBeNull();
        expect(
          partition(lines, [
            [
              { lineId: l.id, quantity: 1 },
              { lineId: l.id, quantity: 1 },
            ],
          ]),
        ).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
