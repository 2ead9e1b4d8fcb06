import { lazyPage, route } from '../../../app/route-entry.ts';

const ReviewListPage = lazyPage(() => import('./list-page.tsx'), 'ReviewListPage');
const ReviewInfoPage = lazyPage(() => import('./info-page.tsx'), 'ReviewInfoPage');

export const reviewRoutes = [
  route('/product/comment', 'catalog_review_index', ReviewListPage, { menu: { area: 'catalog_product', order: 80 } }),
  route('/product/reviewInfo/:id', 'catalog_review_info', ReviewInfoPage),
];
