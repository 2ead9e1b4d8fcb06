import type { ListResult } from '@shop/shared/api/common';
import type { WarehouseAddBody, WarehouseEditBody, WarehouseInfo, WarehouseRow } from '@shop/shared/api/warehouse';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (query: Record<string, QueryValue>) => ['warehouses', 'list', query] as const,
  info: (id: number) => ['warehouses', 'info', id] as const,
};

export const fetchWarehouseList = (query: Record<string, QueryValue>) => get<ListResult<WarehouseRow>>('/admin/setting/warehouse', query);
export const fetchWarehouse = (id: number) => get<WarehouseInfo>('/admin/setting/warehouse/info', { id });
export const addWarehouse = (body: WarehouseAddBody) => post<WarehouseInfo>('/admin/setting/warehouse/add', body, { quiet: true });
export const editWarehouse = (body: WarehouseEditBody) => post<WarehouseInfo>('/admin/setting/warehouse/edit', body, { quiet: true });
export const setWarehouseStatus = (id: number, status: boolean, version: number) => post<WarehouseInfo>('/admin/setting/warehouse/status', { id, status, version });
export const makeDefaultWarehouse = (id: number, version: number) => post<WarehouseInfo>('/admin/setting/warehouse/default', { id, version });
export const deleteWarehouse = (id: number) => post('/admin/setting/warehouse/del', { id });
