import {
  orderApi,
  type orderChoicesData,
  type orderDraftBody,
  type orderEditBody,
  type OrderQuoteBody,
  type OrderShipBody,
  type OrderSplitBody,
} from '@shop/shared/api/order';
import type { z } from 'zod';
import { defineEntity, ON_SUCCESS } from '../../components/crud/entity-api.ts';
import { callApi } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import type { QueryValue } from '../../lib/request.ts';

export type OrderChoices = z.infer<typeof orderChoicesData>;
export type OrderAddBody = z.input<typeof orderDraftBody>;
export type OrderEditRequest = z.input<typeof orderEditBody>;
/** Which pickers: the add form's or the edit form's (each route holds its own permission). */
export type PickMode = 'add' | 'edit';

/**
 * Orders over `orderApi`. Every write is quiet (each screen shows the server's message where the
 * action was taken) and one action per Idempotency-Key; use-order-action.ts says what a change
 * reads again.
 */
export const orders = defineEntity('orders', orderApi, { quiet: true, refresh: ON_SUCCESS });

export const orderKeys = {
  ...orders.keys,
  choices: ['orders', 'choices'] as const,
  products: (mode: PickMode, keyword: string) => ['orders', 'pick-products', mode, keyword] as const,
  customers: (mode: PickMode, keyword: string) => ['orders', 'pick-customers', mode, keyword] as const,
  quote: (mode: PickMode, body: unknown) => ['orders', 'quote', mode, body] as const,
};

export const fetchOrders = (query: Record<string, QueryValue>) => callApi(orderApi.list, query);
export const fetchOrder = (id: number) => callApi(orderApi.info, { id });
export const fetchChoices = () => callApi(orderApi.choices);

export const pickProducts = (mode: PickMode, keyword: string) =>
  callApi(mode === 'add' ? orderApi.pickProducts : orderApi.editPickProducts, { keyword });
export const pickCustomers = (mode: PickMode, keyword: string) =>
  callApi(mode === 'add' ? orderApi.pickCustomers : orderApi.editPickCustomers, { keyword });

/** Totals priced by the server; quiet: the form shows the reason next to the totals. */
export const quoteOrder = (mode: PickMode, body: OrderQuoteBody) => {
  if (mode === 'add') return callApi(orderApi.quote, body, { quiet: true });
  const { orderId } = body;
  // The edit forms always name the order; a quote of an edit without it is a mistake of the caller.
  if (orderId === undefined) return Promise.reject(new Error('An edit quote names the order it changes'));
  return callApi(orderApi.editQuote, { ...body, orderId }, { quiet: true });
};

// The writes are quiet: each screen shows the server's message where the action was taken.
export const addOrder = (body: OrderAddBody, idempotencyKey: string) =>
  callApi(orderApi.add, body, { idempotencyKey, quiet: true });
export const editOrder = (body: OrderEditRequest, idempotencyKey: string) =>
  callApi(orderApi.edit, body, { idempotencyKey, quiet: true });
export const payOrder = (
  body: { id: number; version: number; note?: string; paymentMethodId?: number },
  idempotencyKey: string,
) => callApi(orderApi.pay, body, { idempotencyKey, quiet: true });
export const cancelOrder = (body: { id: number; version: number; cancelRemark: string }, idempotencyKey: string) =>
  callApi(orderApi.cancel, body, { idempotencyKey, quiet: true });
export const completeOrder = (body: { id: number; version: number; note?: string }, idempotencyKey: string) =>
  callApi(orderApi.complete, body, { idempotencyKey, quiet: true });
export const shipOrder = (body: OrderShipBody, idempotencyKey: string) =>
  callApi(orderApi.ship, body, { idempotencyKey, quiet: true });
export const cancelShipment = (body: { shipmentId: number; reason: string }, idempotencyKey: string) =>
  callApi(orderApi.shipmentCancel, body, { idempotencyKey, quiet: true });
export const splitOrder = (body: OrderSplitBody, idempotencyKey: string) =>
  callApi(orderApi.split, body, { idempotencyKey, quiet: true });
export const mergeOrders = (body: { ids: number[]; reason: string }, idempotencyKey: string) =>
  callApi(orderApi.merge, body, { idempotencyKey, quiet: true });

/** The CSV of the filtered order list, fetched with the session header and saved as a file. */
export const exportOrders = (filters: Record<string, QueryValue>): Promise<void> =>
  downloadFile(orderApi.export, `orders-${new Date().toISOString().slice(0, 10)}.csv`, filters);
/** Large lists: the export runs as a job on the server; poll it, then download its file. */
export const startExportJob = (filters: Record<string, QueryValue>) => callApi(orderApi.exportStart, filters);
export const fetchExportJob = (id: number) => callApi(orderApi.exportJob, { id });
export const downloadExportFile = (id: number): Promise<void> =>
  downloadFile(orderApi.exportFile, `orders-${new Date().toISOString().slice(0, 10)}-${id}.csv`, { id });
