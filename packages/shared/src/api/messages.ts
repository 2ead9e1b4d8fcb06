import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { okData } from './common.ts';

/** The top bar's counters (spec: list of entries with name, url, value; total count). */
export const MESSAGE_COUNTERS = [
  { name: 'awaiting_payment', url: '/order/management?view=awaiting_payment', permission: 'catalog_order_index' },
  { name: 'awaiting_delivery', url: '/order/management?view=awaiting_delivery', permission: 'catalog_order_index' },
  { name: 'stock_warning', url: '/product/inventory?low=1', permission: 'catalog_product_inventory' },
  { name: 'inbox', url: '/chat/inbox', permission: 'push_inbox' },
  { name: 'order_messages', url: '/chat/ordermessage', permission: 'push_order' },
  { name: 'feedback', url: '/feedback?status=new', permission: 'help_suggest' },
] as const;

export type CounterName = (typeof MESSAGE_COUNTERS)[number]['name'];

export const messageEntry = z.object({ name: z.string(), url: z.string(), value: z.number().int().min(0) });
export const messageData = z.object({ list: z.array(messageEntry), count: z.number().int().min(0) });

export const bindAdminQuery = z.object({ client_id: z.string().min(8).max(128) });

/** Every figure a module may put on the dashboard; the console labels each in every language. */
export const DASHBOARD_FIGURES = [
  'admins',
  'groups',
  'log_today',
  'log_total',
  'suppliers',
  'supply_reviews_pending',
  'feedback_new',
  'feedback_total',
  'products_on_shelf',
  'low_stock',
  'reviews_to_be_reviewed',
  'customers',
  'customers_new_7d',
  'awaiting_payment',
  'awaiting_delivery',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number];

export const dashboardTile = z.object({
  area: z.string(),
  figures: z.array(z.object({ key: z.string(), value: z.number() })),
});
export const dashboardData = z.object({ tiles: z.array(dashboardTile) });

/** The top bar's counters, the live channel's binding and the dashboard's tiles. */
export const dashboardApi = {
  messages: endpoint({
    method: 'GET',
    path: '/admin/api/message',
    permission: 'profile',
    summary: "The top bar's message counters",
    data: messageData,
  }),
  bindLive: endpoint({
    method: 'GET',
    path: '/admin/api/BindAdmin',
    permission: 'profile',
    summary: 'Bind a live-channel client id to the signed-in session',
    query: bindAdminQuery,
    data: okData,
  }),
  tiles: endpoint({
    method: 'GET',
    path: '/admin/api/dashboard',
    permission: 'profile',
    summary: 'Dashboard tiles for the areas the account may open',
    data: dashboardData,
  }),
};

export type DashboardData = z.infer<typeof dashboardData>;

/** Live channel messages (spec section 3). */
export type LiveMessage =
  { type: 'onConnect'; client_id: string } | { type: 'new_count'; data: MessageData } | { type: 'pong' };

export type MessageData = z.infer<typeof messageData>;
