import type { CategoryRow } from '@shop/shared/api/catalog-category';

export interface CategoryNode {
  row: CategoryRow;
  children: CategoryNode[];
}

/** The flat list (parents first, by sort) as a tree; a row whose parent is not in the list becomes a root. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Ids of a category and everything under it (a category cannot move under its own subtree). */
export function subtreeIds(rows: readonly CategoryRow[], id: number): Set<number> {
  const out = new Set<number>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && out.has(row.parentId) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

export type DropPlace = 'before' | 'after' | 'inside';

export type SortPayload = { parentId: number | null; ids: number[] };

/**
 * The body of POST /admin/catalog/category/sort for a drop: the new order of all children of the
 * dragged category's parent. Dragging only reorders siblings (the parent is changed in the edit
 * form), so a drop under another parent answers 'other_parent'; a drop that changes nothing, null.
 */
export function sortPayloadForDrop(
  rows: readonly CategoryRow[],
  dragId: number,
  targetId: number,
  place: DropPlace,
): SortPayload | 'other_parent' | null {
  const drag = rows.find((r) => r.id === dragId);
  const target = rows.find((r) => r.id === targetId);
  if (!drag || !target || dragId === targetId) return null;
  const newParent = place === 'inside' ? target.id : target.parentId;
  if (newParent !== drag.parentId) return 'other_parent';

  const current = rows.filter((r) => r.parentId === drag.parentId).map((r) => r.id);
  const ids = current.filter((id) => id !== dragId);
  if (place === 'inside') ids.unshift(dragId);
  else ids.splice(ids.indexOf(targetId) + (place === 'after' ? 1 : 0), 0, dragId);
  if (ids.every((id, i) => id === current[i])) return null;
  return { parentId: drag.parentId, ids };
}

/** The list as it will look after the sort call (shown at once; the server's answer replaces it). */
export function applySortPayload(rows: readonly CategoryRow[], payload: SortPayload): CategoryRow[] {
  const position = new Map(payload.ids.map((id, i) => [id, i]));
  const siblings = rows.filter((r) => position.has(r.id)).sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  let next = 0;
  return rows.map((r) =>
    position.has(r.id) ? { ...siblings[next++]!, sort: (position.get(siblings[next - 1]!.id)! + 1) * 10 } : r,
  );
}

/** antd Tree's drop information as a place relative to the target node. */
export function dropPlace(info: { dropToGap: boolean; dropPosition: number; nodePos: string }): DropPlace {
  if (!info.dropToGap) return 'inside';
  const index = Number(info.nodePos.split('-').pop());
  return info.dropPosition - index < 0 ? 'before' : 'after';
}

/** The sort body for moving a category one place up (-1) or down (1) among its siblings; null at either end. */
export function moveAmongSiblings(rows: readonly CategoryRow[], id: number, step: -1 | 1): SortPayload | null {
  const row = rows.find((r) => r.id === id);
  if (!row) return null;
  const siblings = rows.filter((r) => r.parentId === row.parentId).map((r) => r.id);
  const neighbour = siblings[siblings.indexOf(id) + step];
  if (neighbour === undefined) return null;
  const payload = sortPayloadForDrop(rows, id, neighbour, step < 0 ? 'before' : 'after');
  return payload === 'other_parent' ? null : payload;
}
