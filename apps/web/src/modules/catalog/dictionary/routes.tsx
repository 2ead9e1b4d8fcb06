import { lazyPage, route } from '../../../app/route-entry.ts';

const AttributeListPage = lazyPage(() => import('./list-page.tsx'), 'AttributeListPage');
const AttributeGroupListPage = lazyPage(() => import('./list-page.tsx'), 'AttributeGroupListPage');
const OptionListPage = lazyPage(() => import('./list-page.tsx'), 'OptionListPage');
const FilterListPage = lazyPage(() => import('./list-page.tsx'), 'FilterListPage');
const StockStatusListPage = lazyPage(() => import('./list-page.tsx'), 'StockStatusListPage');

export const dictionaryRoutes = [
  route('/apply/status', 'catalog_attribute_index', AttributeListPage, {
    menu: { area: 'catalog_product', order: 50 },
  }),
  route('/product/attributeGroup', 'catalog_attribute_index', AttributeGroupListPage),
  route('/product/option', 'catalog_option_index', OptionListPage, { menu: { area: 'catalog_product', order: 60 } }),
  route('/product/filter', 'catalog_filter_index', FilterListPage, { menu: { area: 'catalog_product', order: 70 } }),
  route('/product/stockstatus', 'catalog_stock_status_index', StockStatusListPage, {
    menu: { area: 'catalog_product', order: 40 },
  }),
];
