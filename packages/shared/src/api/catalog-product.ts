import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idQuery } from './common.ts';
import {
  productFilters,
  productListQuery,
  productRow,
  productListData,
  variantInput,
  productAddBody,
  productEditBody,
  productInfo,
  productStatusBody,
  productTagsBody,
  productWarningBody,
  productDelBody,
  productChangePriceBody,
  batchResult,
  changePriceResult,
  productOptionsData,
} from './catalog-product-schemas.ts';

export * from './catalog-product-schemas.ts';

/** The endpoints of /product/product (list, detail, forms, batch actions, CSV export). */
export const productApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalog/product',
    permission: 'catalog_product_index',
    summary: 'List products (search, filters, sort, pager)',
    query: productListQuery,
    data: productListData,
    supplier: { access: 'list' },
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/catalog/product/info',
    permission: 'catalog_product_index',
    summary: 'One product with variants',
    query: idQuery,
    data: productInfo,
    supplier: { access: 'read', table: 'products', field: 'id' },
  }),
  // The same choices under three keys: the list's filters, and the add and edit forms, so that a
  // right to add or edit products works without the right to list them (like the picture uploads).
  options: endpoint({
    method: 'GET',
    path: '/admin/catalog/product/options',
    permission: 'catalog_product_index',
    summary: "Choices of the product list's filters",
    data: productOptionsData,
  }),
  optionsAdd: endpoint({
    method: 'GET',
    path: '/admin/catalog/product/options/add',
    permission: 'catalog_product_add',
    summary: 'Choices of the add-product form',
    data: productOptionsData,
  }),
  optionsEdit: endpoint({
    method: 'GET',
    path: '/admin/catalog/product/options/edit',
    permission: 'catalog_product_edit',
    summary: 'Choices of the edit-product form',
    data: productOptionsData,
  }),
  export: endpoint({
    method: 'GET',
    path: '/admin/catalog/product/export',
    permission: 'catalog_product_index',
    summary: 'The filtered product list as CSV',
    query: productFilters,
    file: true,
    supplier: { access: 'list' },
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/add',
    permission: 'catalog_product_add',
    summary: 'Add a product',
    body: productAddBody,
    data: productInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/edit',
    permission: 'catalog_product_edit',
    summary: 'Edit a product (version checked)',
    body: productEditBody,
    data: productInfo,
    supplier: { access: 'change', table: 'products', field: 'id' },
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/del',
    permission: 'catalog_product_del',
    summary: 'Delete products of one supplier',
    body: productDelBody,
    data: batchResult,
    supplier: { access: 'change', table: 'products', field: 'ids' },
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/status',
    permission: 'catalog_product_status',
    summary: 'Put products on or off shelf',
    body: productStatusBody,
    data: batchResult,
    supplier: { access: 'change', table: 'products', field: 'ids' },
  }),
  tags: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/tags',
    permission: 'catalog_product_edit',
    summary: 'Set, add or remove tags of products',
    body: productTagsBody,
    data: batchResult,
    supplier: { access: 'change', table: 'products', field: 'ids' },
  }),
  warning: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/warning',
    permission: 'catalog_product_edit',
    summary: 'Set the low-stock threshold of products',
    body: productWarningBody,
    data: batchResult,
    supplier: { access: 'change', table: 'products', field: 'ids' },
  }),
  changePrice: endpoint({
    method: 'POST',
    path: '/admin/catalog/product/changeprice',
    permission: 'catalog_product_edit',
    summary: 'Change prices; zero or negative results are not applied',
    body: productChangePriceBody,
    data: changePriceResult,
    supplier: { access: 'change', table: 'products', field: 'ids' },
  }),
};

export type ProductFilters = z.infer<typeof productFilters>;
export type ProductListQuery = z.infer<typeof productListQuery>;
export type ProductRow = z.infer<typeof productRow>;
export type ProductAddBody = z.infer<typeof productAddBody>;
export type ProductEditBody = z.infer<typeof productEditBody>;
export type ProductInfo = z.infer<typeof productInfo>;
export type ProductChangePriceBody = z.infer<typeof productChangePriceBody>;
export type ProductTagsBody = z.infer<typeof productTagsBody>;
export type VariantInput = z.infer<typeof variantInput>;
export type ProductOptionsData = z.infer<typeof productOptionsData>;
export type ChangePriceResult = z.infer<typeof changePriceResult>;
