import { lazyPage, route } from '../../../app/route-entry.ts';
import { INFO_PATH, LIST_PATH } from './paths.ts';

const CustomerListPage = lazyPage(() => import('./list-page.tsx'), 'CustomerListPage');
const CustomerInfoPage = lazyPage(() => import('./info-page.tsx'), 'CustomerInfoPage');

export const customerRoutes = [
  route(LIST_PATH, 'customer_customer_index', CustomerListPage, { menu: { area: 'customer_customer', order: 10 } }),
  route(INFO_PATH, 'customer_customer_info', CustomerInfoPage),
];
