import type { ListResult } from '@shop/shared/api/common';
import type { InventoryRow, InventoryWarehousesData, LedgerRow, StockAdjustBody, StockAdjustResult } from '@shop/shared/api/catalog-inventory';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: Record<string, QueryValue>) => ['inventory', 'list', query] as const,
  ledger: (query: Record<string, QueryValue>) => ['inventory', 'ledger', query] as const,
  warehouses: ['inventory', 'warehouses'] as const,
};

export const fetchInventory = (query: Record<string, QueryValue>) => get<ListResult<InventoryRow>>('/admin/catalog/product/inventory', query);
export const fetchLedger = (query: Record<string, QueryValue>) => get<ListResult<LedgerRow>>('/admin/catalog/inventory/ledger', query);
/** The warehouses for the filter, under the stock screen's own permission. */
export const fetchWarehouses = () => get<InventoryWarehousesData>('/admin/catalog/inventory/warehouses').then((d) => d.list);

export const adjustStock = (body: StockAdjustBody, idempotencyKey: string) =>
  post<StockAdjustResult>('/admin/catalog/inventory/adjust', body, { idempotencyKey });
