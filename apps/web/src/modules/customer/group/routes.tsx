import { lazyPage, route } from '../../../app/route-entry.ts';

const CustomerGroupListPage = lazyPage(() => import('./list-page.tsx'), 'CustomerGroupListPage');

export const customerGroupRoutes = [
  route('/setting/vip', 'customer_group_index', CustomerGroupListPage, {
    menu: { area: 'customer_customer', order: 20 },
  }),
];
