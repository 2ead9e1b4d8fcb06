import { lazyPage, route } from '../../../app/route-entry.ts';

const InventoryListPage = lazyPage(() => import('./list-page.tsx'), 'InventoryListPage');

export const inventoryRoutes = [
  route('/product/inventory', 'catalog_product_inventory', InventoryListPage, {
    menu: { area: 'catalog_product', order: 30 },
  }),
];
