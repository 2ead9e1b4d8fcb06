import { inventoryApi } from '@shop/shared/api/catalog-inventory';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

/**
 * Stock over `inventoryApi`: an adjustment retried after a network failure is the same action
 * (applied once); its failures are toasted too; stock is read again after success.
 */
export const inventory = defineEntity('inventory', inventoryApi, { quiet: [], refresh: ON_SUCCESS });

export const inventoryKeys = {
  ...inventory.keys,
  ledger: (query: Record<string, QueryValue>) => ['inventory', 'ledger', query] as const,
  warehouses: ['inventory', 'warehouses'] as const,
};

export const fetchInventory = (query: Record<string, QueryValue>) => callApi(inventoryApi.list, query);
export const fetchLedger = (query: Record<string, QueryValue>) => callApi(inventoryApi.ledger, query);
/** The warehouses for the filter, under the stock screen's own permission. */
export const fetchWarehouses = () => callApi(inventoryApi.warehouses).then((d) => d.list);
