import { warehouseApi, type WarehouseAddBody, type WarehouseEditBody } from '@shop/shared/api/warehouse';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (query: Record<string, QueryValue>) => ['warehouses', 'list', query] as const,
  info: (id: number) => ['warehouses', 'info', id] as const,
};

export const fetchWarehouseList = (query: Record<string, QueryValue>) => callApi(warehouseApi.list, query);
export const fetchWarehouse = (id: number) => callApi(warehouseApi.info, { id });
export const addWarehouse = (body: WarehouseAddBody) => callApi(warehouseApi.add, body, { quiet: true });
export const editWarehouse = (body: WarehouseEditBody) => callApi(warehouseApi.edit, body, { quiet: true });
export const setWarehouseStatus = (id: number, status: boolean, version: number) => callApi(warehouseApi.status, { id, status, version });
export const makeDefaultWarehouse = (id: number, version: number) => callApi(warehouseApi.makeDefault, { id, version });
export const deleteWarehouse = (id: number) => callApi(warehouseApi.del, { id });
