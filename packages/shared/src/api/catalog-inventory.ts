import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, listData, pageQuery, searchText, sortParam } from './common.ts';
import { localizedData } from './catalog-common.ts';

export const STOCK_REASONS = ['purchase', 'sale', 'return', 'damage', 'correction', 'transfer'] as const;

/** /product/inventory: stock per SKU and warehouse. */
export const inventoryListQuery = pageQuery.extend({
  keyword: searchText,
  productId: idParam.optional(),
  warehouseId: idParam.optional(),
  /** only products at or under their low-stock threshold */
  low: z
    .enum(['1', '0', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  sort: sortParam(['id', 'quantity']),
});
export const inventoryRow = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: localizedData,
  variantId: z.number().int().nullable(),
  sku: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  supplierId: z.number().int().nullable(),
  quantity: z.number().int(),
  productStock: z.number().int(),
  lowStockThreshold: z.number().int(),
  low: z.boolean(),
});
export const inventoryListData = listData(inventoryRow);

export const stockAdjustBody = z.object({
  productId: idParam,
  /** required for a multi-specification product */
  variantId: idParam.nullable().default(null),
  warehouseId: idParam,
  /** positive adds stock, negative takes it out; never below zero */
  delta: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'invalid'),
  reason: z.enum(STOCK_REASONS),
  note: z.string().trim().max(500).default(''),
});
export const stockAdjustResult = z.object({
  levelId: z.number().int(),
  quantity: z.number().int(),
  productStock: z.number().int(),
  ledgerId: z.number().int(),
});

export const ledgerListQuery = pageQuery.extend({
  productId: idParam.optional(),
  /** the entries of one variant (SKU) of a multi-specification product */
  variantId: idParam.optional(),
  warehouseId: idParam.optional(),
  reason: z.enum(STOCK_REASONS).optional(),
});
export const ledgerRow = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int().nullable(),
  warehouseId: z.number().int(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string(),
  actorName: z.string(),
  createdAt: z.string(),
});
export const ledgerListData = listData(ledgerRow);

/** Warehouses for the stock screens' filter (enabled ones and those still holding stock). */
export const inventoryWarehousesData = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      enabled: z.boolean(),
      isDefault: z.boolean(),
    }),
  ),
});

/** The endpoints of /product/inventory (stock levels, the ledger, adjustments). */
export const inventoryApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalog/product/inventory',
    permission: 'catalog_product_inventory',
    summary: 'Stock per SKU and warehouse; low=1 for low stock',
    query: inventoryListQuery,
    data: inventoryListData,
    supplier: { access: 'list', table: 'products', field: 'productId' },
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/admin/catalog/inventory/ledger',
    permission: 'catalog_product_inventory',
    summary: 'The stock ledger (by product, variant, warehouse, reason)',
    query: ledgerListQuery,
    data: ledgerListData,
    supplier: { access: 'list', table: 'products', field: 'productId' },
  }),
  warehouses: endpoint({
    method: 'GET',
    path: '/admin/catalog/inventory/warehouses',
    permission: 'catalog_product_inventory',
    summary: "Warehouses for the stock screen's filter (default first, disabled ones marked)",
    data: inventoryWarehousesData,
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/admin/catalog/inventory/adjust',
    permission: 'catalog_product_inventory_adjust',
    summary: 'Adjust the stock of one SKU in one warehouse, with a reason',
    body: stockAdjustBody,
    data: stockAdjustResult,
    supplier: { access: 'change', table: 'products', field: 'productId' },
  }),
};

export type InventoryListQuery = z.infer<typeof inventoryListQuery>;
export type InventoryRow = z.infer<typeof inventoryRow>;
export type StockAdjustBody = z.infer<typeof stockAdjustBody>;
export type StockAdjustResult = z.infer<typeof stockAdjustResult>;
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;
export type LedgerRow = z.infer<typeof ledgerRow>;
export type InventoryWarehousesData = z.infer<typeof inventoryWarehousesData>;
export type StockReason = (typeof STOCK_REASONS)[number];
