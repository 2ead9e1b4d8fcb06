import type { Localized } from '@shop/shared';
import { allocate } from './money.ts';
import type { MoneyLine } from './pricing.ts';

/** A line as split and merge see it: identity, goods, quantities and its exact money shares. */
export interface LineDraft extends MoneyLine {
  productId: number;
  variantId: number | null;
  supplierId: number | null;
  warehouseId: number;
  sku: string;
  name: Localized;
  image: string;
  weight: number;
  shippedQuantity: number;
  /** the line of the original (unsplit) order this goods line descends from */
  originLineId: number | null;
}
export interface OrderLineRecord extends LineDraft {
  id: number;
}

export interface PartItem {
  lineId: number;
  quantity: number;
}

const SHARES = ['discount', 'tax', 'shippingFee', 'payFee'] as const;

/**
 * Splits unshipped lines into the given parts plus, when something is left, one remainder part.
 * Each line's quantity and money shares are divided exactly (largest remainder), so the parts
 * always add up to the order. Null when a part is empty, names a line twice or unknown, takes
 * more than a line has, or fewer than two parts would result.
 */
export function partition(
  lines: readonly OrderLineRecord[],
  parts: readonly (readonly PartItem[])[],
): LineDraft[][] | null {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const taken = new Map<number, number[]>(lines.map((l) => [l.id, parts.map(() => 0)]));
  for (const [p, part] of parts.entries()) {
    if (part.length === 0) return null;
    const seen = new Set<number>();
    for (const item of part) {
      if (!byId.has(item.lineId) || seen.has(item.lineId) || item.quantity < 1) return null;
      seen.add(item.lineId);
      taken.get(item.lineId)![p] = item.quantity;
    }
  }
  const out: LineDraft[][] = parts.map(() => []);
  const rest: LineDraft[] = [];
  for (const line of lines) {
    const qs = taken.get(line.id)!;
    const left = line.quantity - qs.reduce((a, b) => a + b, 0);
    if (left < 0 || line.shippedQuantity > 0) return null;
    const weights = [...qs, left];
    const shares = Object.fromEntries(SHARES.map((k) => [k, allocate(line[k], weights)])) as Record<
      (typeof SHARES)[number],
      number[]
    >;
    weights.forEach((q, i) => {
      if (q === 0) return;
      const { id: _id, ...goods } = line;
      const draft: LineDraft = {
        ...goods,
        quantity: q,
        shippedQuantity: 0,
        originLineId: line.originLineId ?? line.id,
        discount: shares.discount[i]!,
        tax: shares.tax[i]!,
        shippingFee: shares.shippingFee[i]!,
        payFee: shares.payFee[i]!,
      };
      (i < parts.length ? out[i]! : rest).push(draft);
    });
  }
  const result = rest.length ? [...out, rest] : out;
  return result.length >= 2 ? result : null;
}

/** The parts of a split by supplier: one per supplier (platform lines together), whole lines. */
export function supplierParts(lines: readonly OrderLineRecord[]): PartItem[][] {
  const groups = new Map<number | null, PartItem[]>();
  for (const l of lines) {
    const g = groups.get(l.supplierId) ?? [];
    g.push({ lineId: l.id, quantity: l.quantity });
    groups.set(l.supplierId, g);
  }
  return [...groups.values()];
}

/**
 * Merges the lines of several splits: lines descending from the same original line become one,
 * with quantities, shipped quantities and shares summed. The order of first appearance is kept.
 */
export function combine(lines: readonly LineDraft[]): LineDraft[] {
  const out = new Map<string, LineDraft>();
  for (const l of lines) {
    const key =
      l.originLineId !== null
        ? `o${l.originLineId}`
        : `p${l.productId}:${l.variantId ?? 0}:${l.warehouseId}:${l.unitPrice}`;
    const cur = out.get(key);
    if (!cur) {
      out.set(key, { ...l });
      continue;
    }
    cur.quantity += l.quantity;
    cur.shippedQuantity += l.shippedQuantity;
    for (const k of SHARES) cur[k] += l[k];
  }
  return [...out.values()];
}

/** The owner of an order with these lines: their one supplier (null = platform), or null when mixed. */
export function ownerOf(lines: readonly { supplierId: number | null }[]): {
  supplierId: number | null;
  mixed: boolean;
} {
  const owners = new Set(lines.map((l) => l.supplierId));
  return owners.size === 1 ? { supplierId: [...owners][0]!, mixed: false } : { supplierId: null, mixed: true };
}
