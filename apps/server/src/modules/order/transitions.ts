import type { OrderAction, OrderState, PayStatus, ShipStatus } from '@shop/shared';

export interface OrderStatus {
  state: OrderState;
  payStatus: PayStatus;
  shipStatus: ShipStatus;
}

type Rule = (s: OrderStatus) => boolean;
const active = (s: OrderStatus) => s.state === 'active';

/**
 * THE order transition table: for each action, the statuses it may start from. States other than
 * `active` are closed: cancelled, completed, split (its splits carry on) and voided (merged).
 *
 * | action          | from                                         | to                                        |
 * |-----------------|----------------------------------------------|-------------------------------------------|
 * | pay             | active, unpaid                               | paid (mixed suppliers: split by supplier) |
 * | cancel          | active, unshipped                            | cancelled (stock restored)                |
 * | ship            | active, paid, unshipped or partially shipped | partially shipped or shipped              |
 * | cancel_shipment | active, partially shipped or shipped         | unshipped or partially shipped            |
 * | deliver         | active, shipped                              | delivered                                 |
 * | complete        | active, paid, delivered                      | completed                                 |
 * | edit            | active, unshipped                            | same (lines, totals, stock changed)       |
 * | split           | active, unshipped                            | split (children active)                   |
 * | merge           | active, unshipped or partially shipped       | voided (the merged order active)          |
 */
export const TRANSITIONS: Record<OrderAction, Rule> = {
  pay: (s) => active(s) && s.payStatus === 'unpaid',
  cancel: (s) => active(s) && s.shipStatus === 'unshipped',
  ship: (s) =>
    active(s) && s.payStatus === 'paid' && (s.shipStatus === 'unshipped' || s.shipStatus === 'partially_shipped'),
  cancel_shipment: (s) => active(s) && (s.shipStatus === 'partially_shipped' || s.shipStatus === 'shipped'),
  deliver: (s) => active(s) && s.shipStatus === 'shipped',
  complete: (s) => active(s) && s.payStatus === 'paid' && s.shipStatus === 'delivered',
  edit: (s) => active(s) && s.shipStatus === 'unshipped',
  split: (s) => active(s) && s.shipStatus === 'unshipped',
  merge: (s) => active(s) && (s.shipStatus === 'unshipped' || s.shipStatus === 'partially_shipped'),
};

export function allows(action: OrderAction, s: OrderStatus): boolean {
  return TRANSITIONS[action](s);
}

/** The error an action refused by the table answers: the most specific reason. */
export function refusal(
  action: OrderAction,
  s: OrderStatus,
): 'order.closed' | 'order.already_paid' | 'order.not_paid' | 'order.has_shipments' | 'order.illegal_transition' {
  if (s.state !== 'active') return 'order.closed';
  if (action === 'pay' && s.payStatus === 'paid') return 'order.already_paid';
  if ((action === 'ship' || action === 'complete') && s.payStatus === 'unpaid') return 'order.not_paid';
  if ((action === 'cancel' || action === 'edit' || action === 'split') && s.shipStatus !== 'unshipped')
    return 'order.has_shipments';
  return 'order.illegal_transition';
}

/** Fulfilment after a shipment change: from the lines' shipped quantities and the shipments' delivery. */
export function shipStatusOf(
  lines: { quantity: number; shippedQuantity: number }[],
  allDelivered: boolean,
): ShipStatus {
  const shipped = lines.reduce((a, l) => a + l.shippedQuantity, 0);
  const ordered = lines.reduce((a, l) => a + l.quantity, 0);
  if (shipped === 0) return 'unshipped';
  if (shipped < ordered) return 'partially_shipped';
  return allDelivered ? 'delivered' : 'shipped';
}
