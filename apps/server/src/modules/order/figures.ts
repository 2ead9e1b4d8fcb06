import type { PlatformServices } from '../../platform/area.ts';
import type { OrderService } from './service.ts';

/** The top bar's order counters and the dashboard's order figures; suppliers count their own orders. */
export function registerOrderFigures(s: PlatformServices & { orders: OrderService }): void {
  s.counters.register('awaiting_payment', (scope) => s.orders.awaiting(scope, 'awaiting_payment'));
  s.counters.register('awaiting_delivery', (scope) => s.orders.awaiting(scope, 'awaiting_delivery'));
  s.dashboard.register({
    area: 'catalog_order',
    key: 'awaiting_payment',
    permission: 'catalog_order_index',
    value: (scope) => s.orders.awaiting(scope, 'awaiting_payment'),
  });
  s.dashboard.register({
    area: 'catalog_order',
    key: 'awaiting_delivery',
    permission: 'catalog_order_index',
    value: (scope) => s.orders.awaiting(scope, 'awaiting_delivery'),
  });
}
