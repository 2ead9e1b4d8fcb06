import { type PermissionDef, area, sub } from '../../permission-tree.ts';

export const catalogPermissions: readonly PermissionDef[] = [
  ...area(
    'catalog_product',
    [
      // The detail route shows any product read-only; the screen offers editing to holders of
      // catalog_product_edit and the empty "new product" form to holders of catalog_product_add.
      { key: 'catalog_product_index', routes: ['/product/product', '/product/product/detail3'], supplier: true },
      // Each form reads its choices (categories, tags, warehouses ...) under its own key, as it uploads
      // pictures: a right to add or edit products works without the right to list them.
      { key: 'catalog_product_add', supplier: true },
      { key: 'catalog_product_edit', supplier: true },
      { key: 'catalog_product_del', supplier: true },
      { key: 'catalog_product_status', supplier: true },
      { key: 'catalog_product_inventory', routes: ['/product/inventory'], supplier: true },
      { key: 'catalog_product_inventory_adjust', supplier: true },
      { key: 'catalog_product_import', routes: ['/product/product/import'], supplier: true },
      { key: 'catalog_stock_status_index', routes: ['/product/stockstatus'] },
      { key: 'catalog_stock_status_edit' },
      { key: 'catalog_attribute_index', routes: ['/apply/status', '/product/attributeGroup'] },
      { key: 'catalog_attribute_edit' },
      { key: 'catalog_option_index', routes: ['/product/option'] },
      { key: 'catalog_option_edit' },
      { key: 'catalog_filter_index', routes: ['/product/filter'] },
      { key: 'catalog_filter_edit' },
    ],
    { supplier: true },
  ),
  ...sub('catalog_product', 'catalog_category', [
    { key: 'catalog_category_index', routes: ['/product/classify'] },
    { key: 'catalog_category_add', routes: ['/product/classifyAdd/:pid'] },
    { key: 'catalog_category_edit', routes: ['/product/classifyEdit/:pid/:cid'] },
    { key: 'catalog_category_del' },
  ]),
  ...sub(
    'catalog_product',
    'catalog_review',
    [
      { key: 'catalog_review_index', routes: ['/product/comment'], supplier: true },
      { key: 'catalog_review_info', routes: ['/product/reviewInfo/:id'], supplier: true },
      { key: 'catalog_review_audit' },
      { key: 'catalog_review_reply', supplier: true },
    ],
    { supplier: true },
  ),
];
