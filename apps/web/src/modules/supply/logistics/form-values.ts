import type { DeclarationBody, ShipmentAddBody, ShipmentInfo } from '@shop/shared/api/supply-logistics';

export interface ItemValues {
  productId?: number;
  variantId?: number | null;
  quantity?: number;
  lot?: string;
  declaration?: Partial<DeclarationBody>;
  saveTemplate?: boolean;
}

export interface ShipmentValues {
  supplierId?: number;
  warehouseId?: number;
  fromCountry?: string;
  providerId?: number;
  waybill?: string;
  shipDate?: string;
  note?: string;
  items?: ItemValues[];
}

const today = () => new Date().toISOString().slice(0, 10);

export const newShipment = (): ShipmentValues => ({
  fromCountry: 'CN',
  shipDate: today(),
  note: '',
  items: [{ quantity: 1, lot: '', declaration: { battery: false, originCountry: 'CN' }, saveTemplate: false }],
});

export function toValues(s: ShipmentInfo): ShipmentValues {
  return {
    supplierId: s.supplierId,
    warehouseId: s.warehouseId,
    fromCountry: s.fromCountry,
    providerId: s.providerId,
    waybill: s.waybill,
    shipDate: s.shipDate,
    note: s.note,
    items: s.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      quantity: i.quantity,
      lot: i.lot,
      declaration: i.declaration,
      saveTemplate: false,
    })),
  };
}

/** The body of a save (what the form holds, the server checks the rest). */
export function toBody(v: ShipmentValues): Omit<ShipmentAddBody, 'supplierId'> {
  return {
    warehouseId: v.warehouseId ?? 0,
    fromCountry: v.fromCountry ?? '',
    providerId: v.providerId ?? 0,
    waybill: v.waybill ?? '',
    shipDate: v.shipDate ?? '',
    note: v.note ?? '',
    items: (v.items ?? []).map((i) => ({
      productId: i.productId ?? 0,
      variantId: i.variantId ?? null,
      quantity: i.quantity ?? 0,
      lot: i.lot ?? '',
      saveTemplate: i.saveTemplate ?? false,
      declaration: {
        nameZh: i.declaration?.nameZh ?? '',
        nameEn: i.declaration?.nameEn ?? '',
        material: i.declaration?.material ?? '',
        purpose: i.declaration?.purpose ?? '',
        hsCode: i.declaration?.hsCode ?? '',
        originCountry: i.declaration?.originCountry ?? '',
        declaredValue: i.declaration?.declaredValue ?? 0,
        currency: i.declaration?.currency ?? '',
        battery: i.declaration?.battery ?? false,
      },
    })),
  };
}
