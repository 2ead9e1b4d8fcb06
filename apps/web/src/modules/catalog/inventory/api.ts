import { inventoryApi, type StockAdjustBody } from '@shop/shared/api/catalog-inventory';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const inventoryKeys = {
  all: ['inventory'] as const,
  list: (query: Record<string, QueryValue>) => ['inventory', 'list', query] as const,
  ledger: (query: Record<string, QueryValue>) => ['inventory', 'ledger', query] as const,
  warehouses: ['inventory', 'warehouses'] as const,
};

export const fetchInventory = (query: Record<string, QueryValue>) => callApi(inventoryApi.list, query);
export const fetchLedger = (query: Record<string, QueryValue>) => callApi(inventoryApi.ledger, query);
/** The warehouses for the filter, under the stock screen's own permission. */
export const fetchWarehouses = () => callApi(inventoryApi.warehouses).then((d) => d.list);

export const adjustStock = (body: StockAdjustBody, idempotencyKey: string) => callApi(inventoryApi.adjust, body, { idempotencyKey });
