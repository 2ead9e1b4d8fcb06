import { lazyPage, route } from '../../../app/route-entry.ts';
import { DETAIL_PATH, LIST_PATH } from './paths.ts';

const ProductListPage = lazyPage(() => import('./list-page.tsx'), 'ProductListPage');
const ProductDetailPage = lazyPage(() => import('./detail-page.tsx'), 'ProductDetailPage');

export const productRoutes = [
  route(LIST_PATH, 'catalog_product_index', ProductListPage, {
    titleKey: 'route:product',
    menu: { area: 'catalog_product', order: 10 },
  }),
  // With ?id=<id> one product: edited by holders of catalog_product_edit, shown read-only to
  // the others; without an id the "new product" form, which the screen keeps for catalog_product_add.
  route(DETAIL_PATH, 'catalog_product_index', ProductDetailPage, { titleKey: 'route:product_detail' }),
];
