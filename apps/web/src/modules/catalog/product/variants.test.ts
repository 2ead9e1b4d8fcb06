import { describe, expect, it } from 'vitest';
import { choicesOf, combinationKey, combinations, generateVariants } from './variants.ts';

const colour = (...valueIds: number[]) => ({ optionId: 1, valueIds });
const size = (...valueIds: number[]) => ({ optionId: 2, valueIds });

describe('variant grid', () => {
  it('makes every combination of the chosen values', () => {
    const all = combinations([colour(10, 11), size(20, 21, 22)]);
    expect(all).toHaveLength(6);
    expect(all[0]).toEqual([
      { optionId: 1, valueId: 10 },
      { optionId: 2, valueId: 20 },
    ]);
    expect(all[5]).toEqual([
      { optionId: 1, valueId: 11 },
      { optionId: 2, valueId: 22 },
    ]);
    expect(new Set(all.map(combinationKey)).size).toBe(6);
  });

  it('ignores options without values and repeated values', () => {
    expect(combinations([])).toEqual([]);
    expect(combinations([colour()])).toEqual([]);
    expect(combinations([colour(10, 10), size()])).toEqual([[{ optionId: 1, valueId: 10 }]]);
  });

  it('gives new rows numbered SKUs and the product price', () => {
    const rows = generateVariants([colour(10, 11)], [], { sku: 'TEE', price: 9.5 });
    expect(rows.map((r) => r.sku)).toEqual(['TEE-1', 'TEE-2']);
    expect(rows.every((r) => r.price === 9.5 && r.stock === 0 && r.id === undefined)).toBe(true);
  });

  it('keeps edited rows when options change and drops rows no longer chosen', () => {
    const first = generateVariants([colour(10, 11)], [], { sku: 'TEE', price: 9.5 });
    first[0] = { ...first[0]!, id: 7, sku: 'TEE-RED', price: 12, stock: 3 };
    const second = generateVariants([colour(10, 12), size(20)], first, { sku: 'TEE', price: 9.5 });
    // adding an option makes new combinations; the red row had no size so it is a new combination
    expect(second).toHaveLength(2);
    const third = generateVariants([colour(10, 12)], first, { sku: 'TEE', price: 9.5 });
    expect(third[0]).toMatchObject({ id: 7, sku: 'TEE-RED', price: 12, stock: 3 });
    // value 11 (TEE-2) is dropped; the new value 12 takes the first number no current row uses
    expect(third.map((r) => r.sku)).not.toContain('TEE-2');
    expect(third[1]).toMatchObject({ sku: 'TEE-1', optionValues: [{ optionId: 1, valueId: 12 }] });
  });

  it('matches a stored combination whatever the option order', () => {
    const stored = [
      {
        id: 5,
        sku: 'A',
        price: 1,
        stock: 0,
        optionValues: [
          { optionId: 2, valueId: 20 },
          { optionId: 1, valueId: 10 },
        ],
      },
    ];
    const rows = generateVariants([colour(10), size(20)], stored, { sku: 'A', price: 1 });
    expect(rows[0]!.id).toBe(5);
  });

  it('reads the option choices back from stored variants', () => {
    const rows = generateVariants([colour(10, 11), size(20)], [], { sku: 'X', price: 1 });
    expect(choicesOf(rows)).toEqual([colour(10, 11), size(20)]);
  });
});
