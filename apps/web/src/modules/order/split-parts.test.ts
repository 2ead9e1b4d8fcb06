import { describe, expect, it } from 'vitest';
import { partsBySupplier, planSplit } from './split-parts.ts';

const lines = [
  { id: 11, quantity: 3, supplierId: 1 },
  { id: 12, quantity: 2, supplierId: 2 },
];

describe('planSplit', () => {
  it('takes the chosen quantities and leaves the rest as one more split', () => {
    const plan = planSplit(lines, [{ 11: 1 }]);
    expect(plan.parts).toEqual([[{ lineId: 11, quantity: 1 }]]);
    expect(plan.remainder).toEqual([
      { lineId: 11, quantity: 2 },
      { lineId: 12, quantity: 2 },
    ]);
    expect(plan.orders).toBe(2);
    expect(plan.problems).toEqual([]);
  });

  it('needs at least two orders: one part taking everything is no split', () => {
    const plan = planSplit(lines, [{ 11: 3, 12: 2 }]);
    expect(plan.remainder).toEqual([]);
    expect(plan.problems).toEqual([{ kind: 'too_few' }]);
  });

  it('refuses an empty part and a line given out more than it has', () => {
    const plan = planSplit(lines, [{ 11: 2 }, { 11: 2 }, {}]);
    expect(plan.problems).toContainEqual({ kind: 'empty_part', part: 2 });
    expect(plan.problems).toContainEqual({ kind: 'over', lineId: 11, taken: 4, quantity: 3 });
  });

  it('drops zero quantities and ignores fractions and negatives', () => {
    const plan = planSplit(lines, [
      { 11: 0, 12: 1.7 },
      { 11: -1, 12: 1 },
    ]);
    expect(plan.parts).toEqual([[{ lineId: 12, quantity: 1 }], [{ lineId: 12, quantity: 1 }]]);
    expect(plan.remainder).toEqual([{ lineId: 11, quantity: 3 }]);
    expect(plan.orders).toBe(3);
    expect(plan.problems).toEqual([]);
  });

  it('splits by supplier in whole lines', () => {
    const parts = partsBySupplier([...lines, { id: 13, quantity: 1, supplierId: 1 }]);
    expect(parts).toEqual([{ 11: 3, 13: 1 }, { 12: 2 }]);
    const plan = planSplit([...lines, { id: 13, quantity: 1, supplierId: 1 }], parts);
    expect(plan.orders).toBe(2);
    expect(plan.problems).toEqual([]);
  });
});
