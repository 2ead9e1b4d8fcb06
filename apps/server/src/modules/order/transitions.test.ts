import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_STATES, PAY_STATUSES, SHIP_STATUSES, type OrderAction } from '@shop/shared';
import { allows, refusal, shipStatusOf } from './transitions.ts';

/**
 * Every legal move, written out independently of the implementation: "state/pay/ship" -> actions.
 * Any combination or action not listed here must be refused.
 */
const LEGAL: Record<string, OrderAction[]> = {
  'active/unpaid/unshipped': ['pay', 'cancel', 'edit', 'split', 'merge'],
  'active/unpaid/partially_shipped': ['pay', 'cancel_shipment', 'merge'],
  'active/unpaid/shipped': ['pay', 'cancel_shipment', 'deliver'],
  'active/unpaid/delivered': ['pay'],
  'active/paid/unshipped': ['cancel', 'ship', 'edit', 'split', 'merge'],
  'active/paid/partially_shipped': ['ship', 'cancel_shipment', 'merge'],
  'active/paid/shipped': ['cancel_shipment', 'deliver'],
  'active/paid/delivered': ['complete'],
};

describe('order transition table', () => {
  const cases = ORDER_STATES.flatMap((state) =>
    PAY_STATUSES.flatMap((payStatus) =>
      SHIP_STATUSES.flatMap((shipStatus) => ORDER_ACTIONS.map((action) => ({ state, payStatus, shipStatus, action }))),
    ),
  );

  it('covers all 360 combinations of state, payment, fulfilment and action', () => {
    expect(cases).toHaveLength(5 * 2 * 4 * 9);
  });

  it.each(cases)('$state/$payStatus/$shipStatus: $action', ({ action, ...s }) => {
    const legal = (LEGAL[`${s.state}/${s.payStatus}/${s.shipStatus}`] ?? []).includes(action);
    expect(allows(action, s)).toBe(legal);
    if (!legal) expect(refusal(action, s)).toMatch(/^order\./);
  });

  it('names the most useful reason for a refusal', () => {
    expect(refusal('pay', { state: 'active', payStatus: 'paid', shipStatus: 'unshipped' })).toBe('order.already_paid');
    expect(refusal('ship', { state: 'active', payStatus: 'unpaid', shipStatus: 'unshipped' })).toBe('order.not_paid');
    expect(refusal('cancel', { state: 'active', payStatus: 'paid', shipStatus: 'shipped' })).toBe(
      'order.has_shipments',
    );
    expect(refusal('edit', { state: 'cancelled', payStatus: 'unpaid', shipStatus: 'unshipped' })).toBe('order.closed');
    expect(refusal('complete', { state: 'active', payStatus: 'paid', shipStatus: 'shipped' })).toBe(
      'order.illegal_transition',
    );
  });

  it('derives fulfilment from shipped quantities and delivery', () => {
    const l = (quantity: number, shippedQuantity: number) => ({ quantity, shippedQuantity });
    expect(shipStatusOf([l(2, 0), l(1, 0)], false)).toBe('unshipped');
    expect(shipStatusOf([l(2, 1), l(1, 0)], false)).toBe('partially_shipped');
    expect(shipStatusOf([l(2, 2), l(1, 1)], false)).toBe('shipped');
    expect(shipStatusOf([l(2, 2), l(1, 1)], true)).toBe('delivered');
  });
});
