import { lazyPage, route } from '../../../app/route-entry.ts';

const CategoryTreePage = lazyPage(() => import('./tree-page.tsx'), 'CategoryTreePage');
const CategoryFormPage = lazyPage(() => import('./form-page.tsx'), 'CategoryFormPage');

export const categoryRoutes = [
  route('/product/classify', 'catalog_category_index', CategoryTreePage, {
    menu: { area: 'catalog_product', order: 20 },
  }),
  route('/product/classifyAdd/:pid', 'catalog_category_add', CategoryFormPage),
  route('/product/classifyEdit/:pid/:cid', 'catalog_category_edit', CategoryFormPage),
];
