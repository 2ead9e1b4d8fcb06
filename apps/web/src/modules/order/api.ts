import type { ListResult } from '@shop/shared/api/common';
import type {
  orderChoicesData, orderDraftBody, orderEditBody, OrderCustomerChoice, OrderInfo, OrderProductChoice, OrderQuoteBody, OrderQuoteData, OrderRelative,
  OrderExportJobData, OrderRow, OrderShipBody, OrderSplitBody,
} from '@shop/shared/api/order';
import type { z } from 'zod';
import { downloadFile } from '../../lib/download.ts';
import { get, post, type QueryValue } from '../../lib/request.ts';

export type OrderChoices = z.infer<typeof orderChoicesData>;
export type OrderAddBody = z.input<typeof orderDraftBody>;
export type OrderEditRequest = z.input<typeof orderEditBody>;
/** Which pickers: the add form's or the edit form's (each route holds its own permission). */
export type PickMode = 'add' | 'edit';

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: Record<string, QueryValue>) => ['orders', 'list', query] as const,
  info: (id: number) => ['orders', 'info', id] as const,
  choices: ['orders', 'choices'] as const,
  products: (mode: PickMode, keyword: string) => ['orders', 'pick-products', mode, keyword] as const,
  customers: (mode: PickMode, keyword: string) => ['orders', 'pick-customers', mode, keyword] as const,
  quote: (mode: PickMode, body: unknown) => ['orders', 'quote', mode, body] as const,
};

export const fetchOrders = (query: Record<string, QueryValue>) => get<ListResult<OrderRow>>('/admin/order', query);
export const fetchOrder = (id: number) => get<OrderInfo>('/admin/order/info', { id });
export const fetchChoices = () => get<OrderChoices>('/admin/order/choices');

const pickPrefix = (mode: PickMode) => (mode === 'add' ? '/admin/order' : '/admin/order/edit');
export const pickProducts = (mode: PickMode, keyword: string) =>
  get<{ list: OrderProductChoice[]; hasMore: boolean }>(`${pickPrefix(mode)}/pick/products`, { keyword });
export const pickCustomers = (mode: PickMode, keyword: string) =>
  get<{ list: OrderCustomerChoice[]; hasMore: boolean }>(`${pickPrefix(mode)}/pick/customers`, { keyword });

/** Totals priced by the server; quiet: the form shows the reason next to the totals. */
export const quoteOrder = (mode: PickMode, body: OrderQuoteBody) =>
  post<OrderQuoteData>(mode === 'add' ? '/admin/order/quote' : '/admin/order/edit/quote', body, { quiet: true });

// The writes are quiet: each screen shows the server's message where the action was taken.
export const addOrder = (body: OrderAddBody, idempotencyKey: string) => post<OrderInfo>('/admin/order/add', body, { idempotencyKey, quiet: true });
export const editOrder = (body: OrderEditRequest, idempotencyKey: string) => post<OrderInfo>('/admin/order/edit', body, { idempotencyKey, quiet: true });
export const payOrder = (body: { id: number; version: number; note?: string }, idempotencyKey: string) =>
  post<OrderInfo>('/admin/order/pay', body, { idempotencyKey, quiet: true });
export const cancelOrder = (body: { id: number; version: number; cancelRemark: string }, idempotencyKey: string) =>
  post<OrderInfo>('/admin/order/cancel', body, { idempotencyKey, quiet: true });
export const completeOrder = (body: { id: number; version: number; note?: string }, idempotencyKey: string) =>
  post<OrderInfo>('/admin/order/complete', body, { idempotencyKey, quiet: true });
export const shipOrder = (body: OrderShipBody, idempotencyKey: string) => post<OrderInfo>('/admin/order/ship', body, { idempotencyKey, quiet: true });
export const cancelShipment = (body: { shipmentId: number; reason: string }, idempotencyKey: string) =>
  post<OrderInfo>('/admin/order/shipment/cancel', body, { idempotencyKey, quiet: true });
export const splitOrder = (body: OrderSplitBody, idempotencyKey: string) =>
  post<{ parentId: number; orders: OrderRelative[] }>('/admin/order/split', body, { idempotencyKey, quiet: true });
export const mergeOrders = (body: { ids: number[]; reason: string }, idempotencyKey: string) =>
  post<{ order: OrderRelative; voided: OrderRelative[] }>('/admin/order/merge', body, { idempotencyKey, quiet: true });

/** The CSV of the filtered order list, fetched with the session header and saved as a file. */
export const exportOrders = (filters: Record<string, QueryValue>): Promise<void> =>
  downloadFile('/admin/order/export', `orders-${new Date().toISOString().slice(0, 10)}.csv`, filters);
/** Large lists: the export runs as a job on the server; poll it, then download its file. */
export const startExportJob = (filters: Record<string, QueryValue>) => post<{ jobId: number; total: number }>('/admin/order/export/start', filters);
export const fetchExportJob = (id: number) => get<OrderExportJobData>('/admin/order/export/job', { id });
export const downloadExportFile = (id: number): Promise<void> =>
  downloadFile('/admin/order/export/file', `orders-${new Date().toISOString().slice(0, 10)}-${id}.csv`, { id });
