/** The order screens' paths (spec section 2). */
export const LIST_PATH = '/order/management';
export const INFO_PATH = '/order/orderInfo/:id';
export const EDIT_PATH = '/order/orderEdit/:id';
export const ADD_PATH = '/order/orderAdd';
/** :oid the order, :pid one line to preselect or 0 for all lines */
export const SHIP_PATH = '/order/ship/:oid/:pid';
/** ?shipment=<id>&order=<id>: the printable waybill and packing list of one package */
export const WAYBILL_PATH = '/order/transportation';

export const infoPath = (id: number) => `/order/orderInfo/${id}`;
export const editPath = (id: number) => `/order/orderEdit/${id}`;
export const shipPath = (orderId: number, lineId = 0) => `/order/ship/${orderId}/${lineId}`;
export const waybillPath = (orderId: number, shipmentId: number) =>
  `${WAYBILL_PATH}?shipment=${shipmentId}&order=${orderId}`;
/** The operation log filtered to one order's audit rows. */
export const orderLogPath = (id: number) => `/log?entity=order&entityId=${id}`;

/** A positive integer route parameter, else null. */
export function idParamOf(text: string | null | undefined): number | null {
  const n = Number(text);
  return text && /^\d+$/.test(text) && Number.isSafeInteger(n) && n > 0 ? n : null;
}
