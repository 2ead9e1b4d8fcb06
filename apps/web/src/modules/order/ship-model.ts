export interface ShipLine {
  id: number;
  quantity: number;
  shippedQuantity: number;
}

export const remainingOf = (line: ShipLine): number => Math.max(0, line.quantity - line.shippedQuantity);

/**
 * The shipment form's quantities: each line's remaining quantity, or, when the route names one
 * line (`:pid`), that line's only. A line that is unknown or has nothing left to ship falls back
 * to all lines (`preselected` false).
 */
export function initialQuantities(
  lines: readonly ShipLine[],
  lineId: number,
): { quantities: Record<number, number>; preselected: boolean } {
  const chosen = lineId > 0 ? lines.find((l) => l.id === lineId && remainingOf(l) > 0) : undefined;
  const quantities: Record<number, number> = {};
  for (const l of lines) quantities[l.id] = !chosen || l.id === chosen.id ? remainingOf(l) : 0;
  return { quantities, preselected: chosen !== undefined };
}

/** The body's lines: the non-zero quantities, in line order. */
export function shipmentItems(
  lines: readonly ShipLine[],
  quantities: Record<number, number | null | undefined>,
): { lineId: number; quantity: number }[] {
  return lines.flatMap((l) => {
    const q = quantities[l.id];
    return typeof q === 'number' && Number.isInteger(q) && q > 0 ? [{ lineId: l.id, quantity: q }] : [];
  });
}

const day = (y: number, m: number, d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The latest shipping date the form offers: today, where the server agrees. The server refuses a
 * date after its own (UTC) today, so ahead of UTC the local date is capped by it.
 */
export function latestShipDay(now: Date = new Date()): string {
  const local = day(now.getFullYear(), now.getMonth(), now.getDate());
  const utc = day(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return local < utc ? local : utc;
}
