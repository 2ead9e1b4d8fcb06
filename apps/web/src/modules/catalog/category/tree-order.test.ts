import { describe, expect, it } from 'vitest';
import type { CategoryRow } from '@shop/shared/api/catalog-category';
import {
  applySortPayload,
  buildCategoryTree,
  dropPlace,
  moveAmongSiblings,
  sortPayloadForDrop,
  subtreeIds,
} from './tree-order.ts';

const row = (id: number, parentId: number | null, sort: number): CategoryRow => ({
  id,
  parentId,
  sort,
  name: { 'zh-CN': `c${id}`, en: '', es: '', ja: '' },
  icon: '',
  image: '',
  enabled: true,
  productCount: 0,
  childCount: 0,
  version: 0,
});
// 1 [2, 3, 4], 5 [6], 7
const rows = [
  row(1, null, 10),
  row(2, 1, 10),
  row(3, 1, 20),
  row(4, 1, 30),
  row(5, null, 20),
  row(6, 5, 10),
  row(7, null, 30),
];

describe('category tree', () => {
  it('nests children under their parents in list order', () => {
    const tree = buildCategoryTree(rows);
    expect(tree.map((n) => n.row.id)).toEqual([1, 5, 7]);
    expect(tree[0]!.children.map((n) => n.row.id)).toEqual([2, 3, 4]);
  });

  it('makes a row whose parent was filtered out a root', () => {
    expect(buildCategoryTree([row(3, 1, 20), row(6, 5, 10)]).map((n) => n.row.id)).toEqual([3, 6]);
  });

  it('knows a subtree', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(rows, 7)]).toEqual([7]);
  });
});

describe('sort payload of a drop', () => {
  it('moves a sibling before another', () => {
    expect(sortPayloadForDrop(rows, 4, 2, 'before')).toEqual({ parentId: 1, ids: [4, 2, 3] });
  });
  it('moves a sibling after another', () => {
    expect(sortPayloadForDrop(rows, 2, 3, 'after')).toEqual({ parentId: 1, ids: [3, 2, 4] });
  });
  it('reorders roots with parent null', () => {
    expect(sortPayloadForDrop(rows, 7, 1, 'before')).toEqual({ parentId: null, ids: [7, 1, 5] });
  });
  it('a drop into its own parent makes it the first child', () => {
    expect(sortPayloadForDrop(rows, 3, 1, 'inside')).toEqual({ parentId: 1, ids: [3, 2, 4] });
  });
  it('refuses a move under another parent', () => {
    expect(sortPayloadForDrop(rows, 6, 2, 'after')).toBe('other_parent');
    expect(sortPayloadForDrop(rows, 2, 5, 'inside')).toBe('other_parent');
    expect(sortPayloadForDrop(rows, 1, 2, 'before')).toBe('other_parent');
  });
  it('answers null when nothing changes', () => {
    expect(sortPayloadForDrop(rows, 2, 3, 'before')).toBeNull();
    expect(sortPayloadForDrop(rows, 3, 2, 'after')).toBeNull();
    expect(sortPayloadForDrop(rows, 2, 2, 'after')).toBeNull();
    expect(sortPayloadForDrop(rows, 2, 1, 'inside')).toBeNull();
  });
});

describe('optimistic order', () => {
  it('shows the siblings in the new order and leaves the rest', () => {
    const next = applySortPayload(rows, { parentId: 1, ids: [4, 2, 3] });
    expect(next.map((r) => r.id)).toEqual([1, 4, 2, 3, 5, 6, 7]);
    expect(next.filter((r) => r.parentId === 1).map((r) => r.sort)).toEqual([10, 20, 30]);
  });
});

describe('antd drop information', () => {
  it('reads inside, before and after', () => {
    expect(dropPlace({ dropToGap: false, dropPosition: 0, nodePos: '0-1' })).toBe('inside');
    expect(dropPlace({ dropToGap: true, dropPosition: 0, nodePos: '0-1' })).toBe('before');
    expect(dropPlace({ dropToGap: true, dropPosition: 2, nodePos: '0-0-1' })).toBe('after');
  });
});

describe('moving with the up and down buttons', () => {
  it('swaps with the neighbour', () => {
    expect(moveAmongSiblings(rows, 3, -1)).toEqual({ parentId: 1, ids: [3, 2, 4] });
    expect(moveAmongSiblings(rows, 3, 1)).toEqual({ parentId: 1, ids: [2, 4, 3] });
    expect(moveAmongSiblings(rows, 5, -1)).toEqual({ parentId: null, ids: [5, 1, 7] });
  });
  it('does nothing at either end or for an only child', () => {
    expect(moveAmongSiblings(rows, 2, -1)).toBeNull();
    expect(moveAmongSiblings(rows, 4, 1)).toBeNull();
    expect(moveAmongSiblings(rows, 6, 1)).toBeNull();
  });
});
