import type {
  OrderAddressData,
  OrderCustomerChoice,
  OrderInfo,
  OrderProductChoice,
  OrderQuoteData,
} from '@shop/shared/api/order';

type Names = OrderProductChoice['name'];

/** A line of the order form: what the body sends, plus what the table shows. */
export interface FormLine {
  /** an existing line of the order being edited */
  lineId?: number;
  productId: number;
  variantId: number | null;
  sku: string;
  name: Names;
  image: string | null;
  supplierName: string | null;
  quantity: number | null;
  /** stock the line may take: the picker's figure, then the latest quote's (an edit counts what the order holds) */
  available: number | null;
}

export interface OrderFormValues {
  customerId: number | null;
  address: OrderAddressData;
  currency: string | null;
  shippingMethodId: number | null;
  lines: FormLine[];
  /** minor units of the order currency */
  discount: number | null;
  payFee: number | null;
  remark: string;
  /** edits only: why (kept in the order's history) */
  reason: string;
}

export const emptyAddress = (): OrderAddressData => ({
  name: '',
  phone: '',
  country: '',
  region: '',
  regionCode: '',
  city: '',
  line1: '',
  line2: '',
  postcode: '',
});

export const lineKey = (l: { productId: number; variantId: number | null }) => `${l.productId}:${l.variantId ?? 0}`;

export function emptyForm(currency: string | null, shippingMethodId: number | null): OrderFormValues {
  return {
    customerId: null,
    address: emptyAddress(),
    currency,
    shippingMethodId,
    lines: [],
    discount: 0,
    payFee: 0,
    remark: '',
    reason: '',
  };
}

/** The edit form, filled from the order as it is. */
export function formFromOrder(o: OrderInfo): OrderFormValues {
  return {
    customerId: o.customerId,
    address: { ...emptyAddress(), ...o.address },
    currency: o.currency,
    shippingMethodId: o.shippingMethodId,
    lines: o.lines.map((l) => ({
      lineId: l.id,
      productId: l.productId,
      variantId: l.variantId,
      sku: l.sku,
      name: l.name,
      image: l.image || null,
      supplierName: l.supplierName,
      quantity: l.quantity,
      available: null,
    })),
    // The group's share is recomputed by the server; the manual one is what the form edits.
    discount: null,
    payFee: o.payFee,
    remark: o.remark,
    reason: '',
  };
}

/** One of the customer's saved addresses as the order's address. */
export function addressOf(a: OrderCustomerChoice['addresses'][number]): OrderAddressData {
  return {
    name: a.name,
    phone: a.phone,
    country: a.country,
    region: a.region,
    regionCode: a.regionCode,
    city: a.city,
    line1: a.line1,
    line2: a.line2,
    postcode: a.postcode,
  };
}

/** The saved address the form starts with: the default, else the first. */
export function defaultAddress(c: OrderCustomerChoice): OrderAddressData | null {
  const a = c.addresses.find((x) => x.isDefault) ?? c.addresses[0];
  return a ? addressOf(a) : null;
}

export type AddResult = 'added' | 'more' | 'no_stock' | 'at_stock';

/**
 * A picked product added to the lines: a new line of one, or one more of a line already there,
 * never above the stock the picker shows.
 */
export function addChoice(lines: readonly FormLine[], c: OrderProductChoice): { lines: FormLine[]; result: AddResult } {
  const key = lineKey(c);
  const at = lines.findIndex((l) => lineKey(l) === key);
  if (at >= 0) {
    const line = lines[at]!;
    const limit = line.available ?? c.available;
    const quantity = (line.quantity ?? 0) + 1;
    if (quantity > limit) return { lines: [...lines], result: 'at_stock' };
    return { lines: lines.map((l, i) => (i === at ? { ...l, quantity } : l)), result: 'more' };
  }
  if (c.available < 1) return { lines: [...lines], result: 'no_stock' };
  const line: FormLine = {
    productId: c.productId,
    variantId: c.variantId,
    sku: c.sku,
    name: c.name,
    image: c.image,
    supplierName: c.supplierName,
    quantity: 1,
    available: c.available,
  };
  return { lines: [...lines, line], result: 'added' };
}

/** The stock of each line from a quote (same order as the body's lines). */
export function withQuoteStock(lines: readonly FormLine[], quote: OrderQuoteData | undefined): FormLine[] {
  if (!quote) return [...lines];
  return lines.map((l) => {
    const q = quote.lines.find((x) => x.productId === l.productId && x.variantId === l.variantId);
    return q ? { ...l, available: q.available } : l;
  });
}

/** More ordered than there is stock for. */
export const overStock = (l: Pick<FormLine, 'quantity' | 'available'>) =>
  l.available !== null && (l.quantity ?? 0) > l.available;

const linesOf = (v: OrderFormValues) =>
  (v.lines ?? []).map((l) => ({
    ...(l.lineId !== undefined ? { lineId: l.lineId } : {}),
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity ?? 0,
  }));

/** The add (and quote) body: what the form holds, in the shared schema's shape (checked by it before sending). */
export function draftBody(v: OrderFormValues) {
  return {
    customerId: v.customerId ?? 0,
    address: v.address,
    currency: v.currency ?? '',
    shippingMethodId: v.shippingMethodId ?? 0,
    lines: linesOf(v),
    discount: v.discount ?? 0,
    payFee: v.payFee ?? 0,
    remark: v.remark ?? '',
  };
}

/** The edit body: the order's id and the version the form was read at. */
export function editBody(v: OrderFormValues, order: { id: number; version: number }) {
  const { customerId: _c, currency: _cur, ...rest } = draftBody(v);
  return { ...rest, id: order.id, version: order.version, reason: v.reason ?? '' };
}
