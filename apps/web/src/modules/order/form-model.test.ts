import { describe, expect, it } from 'vitest';
import { orderDraftBody, orderEditBody, type OrderInfo, type OrderProductChoice } from '@shop/shared/api/order';
import {
  addChoice,
  defaultAddress,
  draftBody,
  editBody,
  emptyForm,
  formFromOrder,
  overStock,
  withQuoteStock,
} from './form-model.ts';

const names = { 'zh-CN': '杯子', en: 'Cup', es: 'Taza', ja: 'カップ' };
const choice = (over: Partial<OrderProductChoice> = {}): OrderProductChoice => ({
  productId: 7,
  variantId: null,
  sku: 'CUP-1',
  name: names,
  image: null,
  supplierId: 1,
  supplierName: 'Demo Supplier A',
  price: 1000,
  currency: 'USD',
  available: 2,
  ...over,
});
const address = {
  name: 'Ana',
  phone: '',
  country: 'ES',
  region: 'Madrid',
  regionCode: 'ES-MD',
  city: 'Madrid',
  line1: 'Calle Mayor 1',
  line2: '',
  postcode: '28013',
};

describe('order form model', () => {
  it('adds a picked product once, then one more, never above its stock', () => {
    let { lines, result } = addChoice([], choice());
    expect(result).toBe('added');
    expect(lines).toHaveLength(1);
    ({ lines, result } = addChoice(lines, choice()));
    expect(result).toBe('more');
    expect(lines[0]!.quantity).toBe(2);
    ({ lines, result } = addChoice(lines, choice()));
    expect(result).toBe('at_stock');
    expect(lines[0]!.quantity).toBe(2);
    expect(addChoice([], choice({ available: 0 })).result).toBe('no_stock');
    // another variant of the same product is another line
    expect(addChoice(lines, choice({ variantId: 9, sku: 'CUP-1-RED' })).lines).toHaveLength(2);
  });

  it('marks quantities above the stock', () => {
    expect(overStock({ quantity: 3, available: 2 })).toBe(true);
    expect(overStock({ quantity: 2, available: 2 })).toBe(false);
    expect(overStock({ quantity: 5, available: null })).toBe(false);
  });

  it('builds an add body the shared schema accepts', () => {
    const values = {
      ...emptyForm('USD', 3),
      customerId: 5,
      address,
      lines: addChoice([], choice()).lines,
      discount: 250,
      payFee: 100,
      remark: ' gift ',
    };
    const parsed = orderDraftBody.safeParse(draftBody(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      customerId: 5,
      currency: 'USD',
      shippingMethodId: 3,
      lines: [{ productId: 7, variantId: null, quantity: 1 }],
      discount: 250,
      payFee: 100,
      remark: 'gift',
    });
  });

  it('an incomplete form is not a valid body (no quote is asked for)', () => {
    expect(orderDraftBody.safeParse(draftBody(emptyForm('USD', 3))).success).toBe(false);
  });

  it('fills the edit form from the order and sends the version and line ids back', () => {
    const order = {
      id: 40,
      version: 3,
      customerId: 5,
      currency: 'EUR',
      shippingMethodId: 2,
      address,
      payFee: 0,
      remark: 'r',
      lines: [
        {
          id: 101,
          productId: 7,
          variantId: null,
          sku: 'CUP-1',
          name: names,
          image: '',
          supplierName: null,
          quantity: 2,
        },
      ],
    } as unknown as OrderInfo;
    const values = { ...formFromOrder(order), discount: 0 };
    expect(values.lines[0]).toMatchObject({ lineId: 101, quantity: 2, available: null });
    const body = editBody(values, order);
    expect(orderEditBody.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ id: 40, version: 3, lines: [{ lineId: 101, productId: 7, quantity: 2 }] });
    expect(body).not.toHaveProperty('customerId');
    expect(body).not.toHaveProperty('currency');
  });

  it('takes each line’s stock from the quote', () => {
    const lines = addChoice([], choice()).lines;
    const quote = { lines: [{ productId: 7, variantId: null, available: 5 }] } as never;
    expect(withQuoteStock(lines, quote)[0]!.available).toBe(5);
    expect(withQuoteStock(lines, undefined)[0]!.available).toBe(2);
  });

  it('starts with the customer’s default address', () => {
    const saved = [
      { ...address, id: 1, isDefault: false },
      { ...address, id: 2, city: 'Sevilla', isDefault: true },
    ];
    expect(defaultAddress({ addresses: saved } as never)?.city).toBe('Sevilla');
    expect(defaultAddress({ addresses: [] } as never)).toBeNull();
  });
});
