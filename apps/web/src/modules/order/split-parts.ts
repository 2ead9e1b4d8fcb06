/** A part of a split as the dialog holds it: quantity taken per order line id. */
export type PartDraft = Record<number, number>;

export interface SplitLine {
  id: number;
  quantity: number;
  supplierId: number | null;
}
export interface PartItem {
  lineId: number;
  quantity: number;
}

export type SplitProblem =
  | { kind: 'empty_part'; part: number }
  | { kind: 'over'; lineId: number; taken: number; quantity: number }
  | { kind: 'too_few' };

export interface SplitPlan {
  /** the body's `parts`: each non-zero quantity, in line order */
  parts: PartItem[][];
  /** what no part takes: the server makes one more split of it */
  remainder: PartItem[];
  /** how many orders the split makes */
  orders: number;
  problems: SplitProblem[];
}

/**
 * The split request from the dialog's parts, checked as the server checks it: every part takes
 * something, no line gives more than it has, and at least two orders result (the parts plus,
 * when something is left, the remainder).
 */
export function planSplit(lines: readonly SplitLine[], drafts: readonly PartDraft[]): SplitPlan {
  const problems: SplitProblem[] = [];
  const parts = drafts.map((draft) =>
    lines
      .map((l) => ({ lineId: l.id, quantity: Math.max(0, Math.trunc(draft[l.id] ?? 0)) }))
      .filter((item) => item.quantity > 0),
  );
  parts.forEach((part, i) => {
    if (part.length === 0) problems.push({ kind: 'empty_part', part: i });
  });
  const remainder: PartItem[] = [];
  for (const l of lines) {
    const taken = parts.reduce((sum, part) => sum + (part.find((item) => item.lineId === l.id)?.quantity ?? 0), 0);
    if (taken > l.quantity) problems.push({ kind: 'over', lineId: l.id, taken, quantity: l.quantity });
    else if (taken < l.quantity) remainder.push({ lineId: l.id, quantity: l.quantity - taken });
  }
  const orders = parts.length + (remainder.length > 0 ? 1 : 0);
  if (orders < 2) problems.push({ kind: 'too_few' });
  return { parts, remainder, orders, problems };
}

/** A fresh dialog: one part taking nothing. */
export function firstParts(): PartDraft[] {
  return [{}];
}

/** One part per supplier (platform goods together), each taking its lines whole. */
export function partsBySupplier(lines: readonly SplitLine[]): PartDraft[] {
  const groups = new Map<number | null, PartDraft>();
  for (const l of lines) {
    const part = groups.get(l.supplierId) ?? {};
    part[l.id] = l.quantity;
    groups.set(l.supplierId, part);
  }
  return [...groups.values()];
}
