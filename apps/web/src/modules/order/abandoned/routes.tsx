import { lazyPage, route } from '../../../app/route-entry.ts';
import { LIST_PATH } from './paths.ts';

const AbandonedListPage = lazyPage(() => import('./list-page.tsx'), 'AbandonedListPage');

export const abandonedRoutes = [
  // In the order area, after the order screens.
  route(LIST_PATH, 'catalog_order_abandoned', AbandonedListPage, { menu: { area: 'catalog_order', order: 80 } }),
];
