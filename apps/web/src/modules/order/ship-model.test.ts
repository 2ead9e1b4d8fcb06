import { describe, expect, it } from 'vitest';
import { initialQuantities, latestShipDay, remainingOf, shipmentItems } from './ship-model.ts';

const lines = [
  { id: 1, quantity: 4, shippedQuantity: 1 },
  { id: 2, quantity: 2, shippedQuantity: 0 },
  { id: 3, quantity: 1, shippedQuantity: 1 },
];

describe('shipment form model', () => {
  it('prefills every line with what is left to ship', () => {
    expect(initialQuantities(lines, 0)).toEqual({ quantities: { 1: 3, 2: 2, 3: 0 }, preselected: false });
    expect(remainingOf(lines[2]!)).toBe(0);
  });

  it('preselects only the line named by the route', () => {
    expect(initialQuantities(lines, 2)).toEqual({ quantities: { 1: 0, 2: 2, 3: 0 }, preselected: true });
  });

  it('falls back to all lines for an unknown or fully shipped line', () => {
    expect(initialQuantities(lines, 3).preselected).toBe(false);
    expect(initialQuantities(lines, 99).quantities).toEqual({ 1: 3, 2: 2, 3: 0 });
  });

  it('sends only positive whole quantities', () => {
    expect(shipmentItems(lines, { 1: 2, 2: 0, 3: null })).toEqual([{ lineId: 1, quantity: 2 }]);
    expect(shipmentItems(lines, { 1: 1.5, 2: -1 })).toEqual([]);
  });

  it('never offers a shipping date after the server’s today', () => {
    const now = new Date();
    const utc = now.toISOString().slice(0, 10);
    expect(latestShipDay(now) <= utc).toBe(true);
    expect(latestShipDay(now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
