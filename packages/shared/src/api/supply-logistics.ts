import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, isoDate, listData, pageQuery, searchText, versionField } from './common.ts';
import { DECLARATION_LIMITS as L, SHIPMENT_MOVES, SHIPMENT_STATES, WAYBILL } from './supply-logistics-rules.ts';

export * from './supply-logistics-rules.ts';

/**
 * The supply-chain logistics platform (/supplier/logistics, /supplier/logisticsAdd,
 * /supplier/logisticsEdit/{id}, /supplier/logisticsInfo/{id}): shipments of a supplier's goods to a
 * platform warehouse, domestic or cross-border, each item with its customs declaration. Supplier
 * users see and change their own; staff see all, may create one for a supplier and receive the
 * goods at the warehouse (which opens the inspections).
 */

const loose = (max: number) => z.string().trim().max(max);

export const declarationBody = z.object({
  nameZh: loose(200).meta({ examples: ['蓝牙耳机'] }),
  nameEn: loose(200).meta({ examples: ['Bluetooth earphones'] }),
  material: loose(200).meta({ examples: ['Plastic'] }),
  purpose: loose(200).meta({ examples: ['Personal audio'] }),
  hsCode: loose(20)
    .default('')
    .meta({ examples: ['851762'] }),
  originCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'invalid')
    .meta({ examples: ['CN'] }),
  /** per unit, minor units of `currency` */
  declaredValue: z.number().int().min(1).max(L.valueMax),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'invalid')
    .meta({ examples: ['USD'] }),
  battery: z.boolean().default(false),
});
export type DeclarationBody = z.infer<typeof declarationBody>;

export const shipmentItemBody = z.object({
  productId: idParam,
  variantId: idParam.nullable().optional(),
  quantity: z.number().int().min(1).max(L.quantityMax),
  lot: loose(L.lotMax).default(''),
  declaration: declarationBody,
  /** keep this declaration as the product's template */
  saveTemplate: z.boolean().default(false),
});
export type ShipmentItemBody = z.infer<typeof shipmentItemBody>;

const shipmentFields = {
  warehouseId: idParam,
  /** ISO 3166-1 alpha-2: where the goods leave from */
  fromCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'invalid')
    .meta({ examples: ['CN'] }),
  providerId: idParam,
  waybill: z
    .string()
    .trim()
    .min(1, 'required')
    .max(L.waybillMax)
    .regex(WAYBILL, 'invalid')
    .meta({ examples: ['SF1234567890'] }),
  shipDate: isoDate.meta({ examples: ['2026-05-20'] }),
  note: loose(L.noteMax).default(''),
  items: z.array(shipmentItemBody).min(1, 'required').max(L.itemsMax),
};

export const shipmentAddBody = z.object({
  /** staff: the supplier the shipment is for (a supplier user's own is taken from the session) */
  supplierId: idParam.nullable().optional(),
  ...shipmentFields,
});
export type ShipmentAddBody = z.infer<typeof shipmentAddBody>;

export const shipmentEditBody = z.object({ id: idParam, version: versionField.optional(), ...shipmentFields });
export type ShipmentEditBody = z.infer<typeof shipmentEditBody>;

export const shipmentMoveBody = z.object({
  id: idParam,
  to: z.enum(SHIPMENT_MOVES),
  note: loose(L.noteMax).default(''),
  version: versionField.optional(),
});
export type ShipmentMoveBody = z.infer<typeof shipmentMoveBody>;

export const shipmentReceiveBody = z.object({
  id: idParam,
  lines: z
    .array(
      z.object({
        itemId: idParam,
        receivedQuantity: z.number().int().min(0).max(L.quantityMax),
        note: loose(200).default(''),
      }),
    )
    .min(1)
    .max(L.itemsMax),
  note: loose(L.noteMax).default(''),
  version: versionField.optional(),
});
export type ShipmentReceiveBody = z.infer<typeof shipmentReceiveBody>;

export const shipmentListQuery = pageQuery.extend({
  state: z.enum(SHIPMENT_STATES).optional(),
  supplierId: idParam.optional(),
  warehouseId: idParam.optional(),
  /** shipping date from / to (inclusive) */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** waybill number or product name, number or SKU */
  keyword: searchText,
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

const declarationData = z.object({
  nameZh: z.string(),
  nameEn: z.string(),
  material: z.string(),
  purpose: z.string(),
  hsCode: z.string(),
  originCountry: z.string(),
  declaredValue: z.number().int(),
  currency: z.string(),
  battery: z.boolean(),
});

export const shipmentItemData = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  variantId: z.number().int().nullable(),
  quantity: z.number().int(),
  lot: z.string(),
  declaration: declarationData,
  receivedQuantity: z.number().int().nullable(),
  receiptNote: z.string(),
});
export type ShipmentItemData = z.infer<typeof shipmentItemData>;

export const shipmentEvent = z.object({
  id: z.number().int(),
  from: z.enum(SHIPMENT_STATES).nullable(),
  to: z.enum(SHIPMENT_STATES),
  note: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEvent>;

export const shipmentRow = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  fromCountry: z.string(),
  toCountry: z.string(),
  crossBorder: z.boolean(),
  providerId: z.number().int(),
  providerName: z.string(),
  trackingUrl: z.string(),
  waybill: z.string(),
  shipDate: z.string(),
  state: z.enum(SHIPMENT_STATES),
  itemCount: z.number().int(),
  quantity: z.number().int(),
  /** the first items' names, for the list */
  products: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ShipmentRow = z.infer<typeof shipmentRow>;

export const shipmentInfo = shipmentRow.extend({
  note: z.string(),
  items: z.array(shipmentItemData),
  events: z.array(shipmentEvent),
  receivedAt: z.string().nullable(),
});
export type ShipmentInfo = z.infer<typeof shipmentInfo>;

export const logisticsProductOption = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** the purchase price per unit (the catalog's supply price, else its cost price), minor units */
  purchasePrice: z.number().int(),
  currency: z.string(),
  variants: z.array(z.object({ id: z.number().int(), sku: z.string() })),
  hasTemplate: z.boolean(),
});
export type LogisticsProductOption = z.infer<typeof logisticsProductOption>;

export const logisticsOptions = z.object({
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), country: z.string() })),
  /** `battery`: the provider carries goods with a battery (its flag on /logistics) */
  providers: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), battery: z.boolean() })),
  /** staff: the suppliers to ship for; a supplier user: only its own */
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  currencies: z.array(z.string()),
});
export type LogisticsOptions = z.infer<typeof logisticsOptions>;

export const declarationTemplate = declarationData.extend({ productId: z.number().int(), updatedAt: z.string() });
export type DeclarationTemplate = z.infer<typeof declarationTemplate>;

const own = { table: 'supply_shipments', field: 'id' } as const;

export const shipmentApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/supply/logistics/list',
    permission: 'supply_logistics_index',
    summary: 'Supply-chain shipments (state, supplier, warehouse, shipping dates, waybill or product), newest first',
    query: shipmentListQuery,
    data: listData(shipmentRow),
    supplier: { access: 'list' },
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/supply/logistics/info',
    permission: 'supply_logistics_info',
    summary: 'One shipment: items with their declarations, receipt and tracking timeline',
    query: idQuery,
    data: shipmentInfo,
    supplier: { access: 'read', ...own },
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/supply/logistics/add',
    permission: 'supply_logistics_add',
    summary:
      'Create a draft shipment: warehouse, provider, waybill, shipping date and items with declarations ' +
      "(checked against the destination's rules and the purchase price)",
    body: shipmentAddBody,
    data: shipmentInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/supply/logistics/edit',
    permission: 'supply_logistics_edit',
    summary: 'Edit a draft shipment (the same rules as creating it)',
    body: shipmentEditBody,
    data: shipmentInfo,
    supplier: { access: 'change', ...own },
  }),
  move: endpoint({
    method: 'POST',
    path: '/admin/supply/logistics/move',
    permission: 'supply_logistics_edit',
    summary: 'Move a shipment along its tracking states (ship, in transit, exception, cancel), with a note',
    body: shipmentMoveBody,
    data: shipmentInfo,
    supplier: { access: 'change', ...own },
  }),
  receive: endpoint({
    method: 'POST',
    path: '/admin/supply/logistics/receive',
    permission: 'supply_logistics_info',
    summary: 'Staff: receive a shipment at its warehouse (quantities per item, discrepancies); opens the inspections',
    body: shipmentReceiveBody,
    data: shipmentInfo,
    supplier: { access: 'change', ...own },
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/supply/logistics/options',
    permission: 'supply_logistics_index',
    summary: 'Pickers of the shipment form and filters: warehouses, providers, suppliers, countries, currencies',
    data: logisticsOptions,
  }),
  products: endpoint({
    method: 'GET',
    path: '/admin/supply/logistics/products',
    permission: 'supply_logistics_add',
    summary: "A supplier's products to ship, with their purchase price, variants and whether a template exists",
    query: z.object({ supplierId: idParam.optional(), keyword: searchText }),
    data: z.object({ list: z.array(logisticsProductOption) }),
  }),
  template: endpoint({
    method: 'GET',
    path: '/admin/supply/logistics/template',
    permission: 'supply_logistics_add',
    summary: "A product's declaration template (null when none is kept)",
    query: z.object({ productId: idParam }),
    data: z.object({ template: declarationTemplate.nullable() }),
    supplier: { access: 'read', table: 'products', field: 'productId' },
  }),
};
