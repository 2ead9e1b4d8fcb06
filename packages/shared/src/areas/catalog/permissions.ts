import { type PermissionDef, area, sub } from '../../permission-tree.ts';

export const catalogPermissions: readonly PermissionDef[] = [
  ...area('catalog_product', [
    {
      // The detail route shows any product read-only; the screen offers editing to holders of
      // catalog_product_edit and the empty "new product" form to holders of catalog_product_add.
      key: 'catalog_product_index', routes: ['/product/product', '/product/product/detail3'], supplier: true,
      api: ['GET /admin/catalog/product', 'GET /admin/catalog/product/info', 'GET /admin/catalog/product/export', 'GET /admin/catalog/product/options'],
    },
    // Each form reads its choices (categories, tags, warehouses ...) under its own key, as it uploads
    // pictures: a right to add or edit products works without the right to list them.
    {
      key: 'catalog_product_add', supplier: true,
      api: ['POST /admin/catalog/product/add', 'POST /admin/upload/product/add', 'GET /admin/catalog/product/options/add'],
    },
    {
      key: 'catalog_product_edit', supplier: true,
      api: [
        'POST /admin/catalog/product/edit', 'POST /admin/catalog/product/tags', 'POST /admin/catalog/product/warning', 'POST /admin/catalog/product/changeprice',
        'POST /admin/upload/product/edit', 'GET /admin/catalog/product/options/edit',
      ],
    },
    { key: 'catalog_product_del', supplier: true, api: ['POST /admin/catalog/product/del'] },
    { key: 'catalog_product_status', supplier: true, api: ['POST /admin/catalog/product/status'] },
    {
      key: 'catalog_product_inventory', routes: ['/product/inventory'], supplier: true,
      api: ['GET /admin/catalog/product/inventory', 'GET /admin/catalog/inventory/ledger', 'GET /admin/catalog/inventory/warehouses'],
    },
    { key: 'catalog_product_inventory_adjust', supplier: true, api: ['POST /admin/catalog/inventory/adjust'] },
    {
      key: 'catalog_product_import', routes: ['/product/product/import'], supplier: true,
      api: ['POST /api/import/products', 'GET /api/import/products/template', 'GET /api/import/products/job'],
    },
    { key: 'catalog_stock_status_index', routes: ['/product/stockstatus'], api: ['GET /admin/catalog/stockstatus', 'GET /admin/catalog/stockstatus/info'] },
    { key: 'catalog_stock_status_edit', api: ['POST /admin/catalog/stockstatus/add', 'POST /admin/catalog/stockstatus/edit', 'POST /admin/catalog/stockstatus/del'] },
    {
      key: 'catalog_attribute_index', routes: ['/apply/status', '/product/attributeGroup'],
      api: ['GET /admin/catalog/attribute', 'GET /admin/catalog/attribute/info', 'GET /admin/catalog/attributegroup', 'GET /admin/catalog/attributegroup/info'],
    },
    {
      key: 'catalog_attribute_edit',
      api: [
        'POST /admin/catalog/attribute/add', 'POST /admin/catalog/attribute/edit', 'POST /admin/catalog/attribute/del',
        'POST /admin/catalog/attributegroup/add', 'POST /admin/catalog/attributegroup/edit', 'POST /admin/catalog/attributegroup/del',
      ],
    },
    { key: 'catalog_option_index', routes: ['/product/option'], api: ['GET /admin/catalog/option', 'GET /admin/catalog/option/info'] },
    { key: 'catalog_option_edit', api: ['POST /admin/catalog/option/add', 'POST /admin/catalog/option/edit', 'POST /admin/catalog/option/del'] },
    { key: 'catalog_filter_index', routes: ['/product/filter'], api: ['GET /admin/catalog/filter', 'GET /admin/catalog/filter/info'] },
    { key: 'catalog_filter_edit', api: ['POST /admin/catalog/filter/add', 'POST /admin/catalog/filter/edit', 'POST /admin/catalog/filter/del'] },
  ], { supplier: true }),
  ...sub('catalog_product', 'catalog_category', [
    { key: 'catalog_category_index', routes: ['/product/classify'], api: ['GET /admin/catalog/category', 'GET /admin/catalog/category/info'] },
    { key: 'catalog_category_add', routes: ['/product/classifyAdd/:pid'], api: ['POST /admin/catalog/category/add', 'POST /admin/upload/category/add'] },
    {
      key: 'catalog_category_edit', routes: ['/product/classifyEdit/:pid/:cid'],
      api: ['POST /admin/catalog/category/edit', 'POST /admin/catalog/category/status', 'POST /admin/catalog/category/sort', 'POST /admin/upload/category/edit'],
    },
    { key: 'catalog_category_del', api: ['POST /admin/catalog/category/del'] },
  ]),
  ...sub('catalog_product', 'catalog_review', [
    { key: 'catalog_review_index', routes: ['/product/comment'], supplier: true, api: ['GET /admin/catalog/review'] },
    { key: 'catalog_review_info', routes: ['/product/reviewInfo/:id'], supplier: true, api: ['GET /admin/catalog/review/info'] },
    { key: 'catalog_review_audit', api: ['POST /admin/catalog/review/audit'] },
    { key: 'catalog_review_reply', supplier: true, api: ['POST /admin/catalog/review/reply'] },
  ], { supplier: true }),
];
