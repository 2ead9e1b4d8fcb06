import type { ListResult } from '@shop/shared/api/common';
import type { InventoryRow, LedgerRow, StockAdjustBody, StockAdjustResult } from '@shop/shared/api/catalog-inventory';
import type { ProductOptionsData } from '@shop/shared/api/catalog-product';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: Record<string, QueryValue>) => ['inventory', 'list', query] as const,
  ledger: (query: Record<string, QueryValue>) => ['inventory', 'ledger', query] as const,
  warehouses: ['inventory', 'warehouses'] as const,
};

export const fetchInventory = (query: Record<string, QueryValue>) => get<ListResult<InventoryRow>>('/admin/catalog/product/inventory', query);
export const fetchLedger = (query: Record<string, QueryValue>) => get<ListResult<LedgerRow>>('/admin/catalog/inventory/ledger', query);
/** The warehouses for the filter, from the product form's choices (the only read that lists them). */
export const fetchWarehouses = () => get<ProductOptionsData>('/admin/catalog/product/options').then((d) => d.warehouses);

export const adjustStock = (body: StockAdjustBody, idempotencyKey: string) =>
  post<StockAdjustResult>('/admin/catalog/inventory/adjust', body, { idempotencyKey });
