import { lazyPage, route } from '../../../app/route-entry.ts';
import { LIST_PATH, MERCHANT_PATH } from './api.ts';

const SupplierListPage = lazyPage(() => import('./list-page.tsx'), 'SupplierListPage');
const SupplierDetailPage = lazyPage(() => import('./detail-page.tsx'), 'SupplierDetailPage');
const MerchantCenterPage = lazyPage(() => import('./merchant-center.tsx'), 'MerchantCenterPage');

export const supplierRoutes = [
  route(LIST_PATH, 'supply_supplier_index', SupplierListPage, { menu: { area: 'supply', order: 10 } }),
  route('/supplier/supplierinfo/:id', 'supply_supplier_info', SupplierDetailPage),
  route(MERCHANT_PATH, 'supply_supplier_center', MerchantCenterPage),
];
