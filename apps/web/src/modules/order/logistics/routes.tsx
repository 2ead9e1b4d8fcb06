import { lazyPage, route } from '../../../app/route-entry.ts';
import { LIST_PATH } from './paths.ts';

const LogisticsListPage = lazyPage(() => import('./list-page.tsx'), 'LogisticsListPage');

export const logisticsRoutes = [
  // In the order area, after the order screens and the abandoned checkouts.
  route(LIST_PATH, 'catalog_order_logistics', LogisticsListPage, { menu: { area: 'catalog_order', order: 90 } }),
];
