import { lazyPage, route } from '../../../app/route-entry.ts';

const WarehouseListPage = lazyPage(() => import('./list-page.tsx'), 'WarehouseListPage');

export const warehouseRoutes = [
  route('/warehouse', 'setting_warehouse', WarehouseListPage, { menu: { area: 'shezhi', order: 50 } }),
];
