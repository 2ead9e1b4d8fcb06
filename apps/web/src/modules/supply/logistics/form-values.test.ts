import { describe, expect, it } from 'vitest';
import { declarationProblems, type ShipmentInfo } from '@shop/shared/api/supply-logistics';
import { ruleText } from './api.ts';
import { newShipment, toBody, toValues } from './form-values.ts';

const info: ShipmentInfo = {
  id: 7,
  supplierId: 3,
  supplierName: 'Demo Supplier A',
  warehouseId: 1,
  warehouseName: 'Main warehouse',
  fromCountry: 'HK',
  toCountry: 'CN',
  crossBorder: true,
  providerId: 2,
  providerName: 'SF Express',
  trackingUrl: '',
  waybill: 'SF1',
  shipDate: '2026-05-20',
  state: 'draft',
  itemCount: 1,
  quantity: 4,
  products: 'Earphones',
  createdAt: '2026-05-20T00:00:00.000Z',
  version: 3,
  note: 'fragile',
  receivedAt: null,
  events: [],
  items: [
    {
      id: 9,
      productId: 5,
      productName: 'Earphones',
      sku: 'E-1',
      variantId: null,
      quantity: 4,
      lot: 'L-1',
      receivedQuantity: null,
      receiptNote: '',
      declaration: {
        nameZh: '耳机',
        nameEn: 'Earphones',
        material: 'ABS',
        purpose: 'Audio',
        hsCode: '851830',
        originCountry: 'CN',
        declaredValue: 1200,
        currency: 'USD',
        battery: true,
      },
    },
  ],
};

describe('shipment form values', () => {
  it('sends back what it loaded, without keeping the template unless asked', () => {
    const body = toBody(toValues(info));
    expect(body).toMatchObject({ warehouseId: 1, fromCountry: 'HK', providerId: 2, waybill: 'SF1', note: 'fragile' });
    expect(body.items).toEqual([
      {
        productId: 5,
        variantId: null,
        quantity: 4,
        lot: 'L-1',
        saveTemplate: false,
        declaration: info.items[0]!.declaration,
      },
    ]);
  });

  it('starts a new shipment today from China with one empty item the shared rules refuse', () => {
    const body = toBody(newShipment());
    expect(body.shipDate).toBe(new Date().toISOString().slice(0, 10));
    const problems = declarationProblems(body.items[0]!.declaration, { crossBorder: true }, 'd');
    expect(problems.map((p) => p.key)).toContain('required');
  });

  it("words a rule's field error as the server does, in the console's language", () => {
    expect(ruleText('rule.value_low', { pct: 40, minPct: 50 }, 'en')).toBe(
      'The declared value is 40% of the purchase price; it may not be below 50% (under-declaring)',
    );
    expect(ruleText('rule.ascii_only', {}, 'zh-CN')).toContain('ASCII');
    expect(ruleText('rule.hs_code', {}, 'xx')).toBe('The HS code has 6 to 10 digits');
    expect(ruleText('required', {}, 'en')).toBeNull();
  });
});
