import type { ListResult } from '@shop/shared/api/common';
import type {
  ChangePriceResult, ProductAddBody, ProductChangePriceBody, ProductEditBody, ProductInfo, ProductOptionsData, ProductRow, ProductTagsBody,
} from '@shop/shared/api/catalog-product';
import { downloadFile } from '../../../lib/download.ts';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const productKeys = {
  all: ['products'] as const,
  list: (query: Record<string, QueryValue>) => ['products', 'list', query] as const,
  info: (id: number) => ['products', 'info', id] as const,
  options: ['products', 'options'] as const,
  formOptions: (form: ProductForm) => ['products', 'options', form] as const,
  search: (keyword: string) => ['products', 'search', keyword] as const,
};

export const fetchProducts = (query: Record<string, QueryValue>) => get<ListResult<ProductRow>>('/admin/catalog/product', query);
export const fetchProduct = (id: number) => get<ProductInfo>('/admin/catalog/product/info', { id });
export const fetchProductOptions = () => get<ProductOptionsData>('/admin/catalog/product/options');

/** Which form reads the choices: each under its own permission (a read-only view under the list's). */
export type ProductForm = 'add' | 'edit' | 'view';
const FORM_OPTIONS: Record<ProductForm, string> = {
  add: '/admin/catalog/product/options/add',
  edit: '/admin/catalog/product/options/edit',
  view: '/admin/catalog/product/options',
};
export const fetchFormOptions = (form: ProductForm) => get<ProductOptionsData>(FORM_OPTIONS[form]);

export const addProduct = (body: ProductAddBody, idempotencyKey: string) =>
  post<ProductInfo>('/admin/catalog/product/add', body, { idempotencyKey, quiet: true });
export const editProduct = (body: ProductEditBody, idempotencyKey: string) =>
  post<ProductInfo>('/admin/catalog/product/edit', body, { idempotencyKey, quiet: true });

export const deleteProducts = (ids: number[]) => post<{ ids: number[] }>('/admin/catalog/product/del', { ids });
export const setProductShelf = (ids: number[], onShelf: boolean) => post<{ ids: number[] }>('/admin/catalog/product/status', { ids, onShelf });
export const setProductTags = (body: ProductTagsBody) => post<{ ids: number[] }>('/admin/catalog/product/tags', body);
export const setProductWarning = (ids: number[], lowStockThreshold: number) =>
  post<{ ids: number[] }>('/admin/catalog/product/warning', { ids, lowStockThreshold });
export const changeProductPrice = (body: ProductChangePriceBody) => post<ChangePriceResult>('/admin/catalog/product/changeprice', body);

/** The CSV of the filtered product list, fetched with the session header and saved as a file. */
export const exportProducts = (filters: Record<string, QueryValue>): Promise<void> =>
  downloadFile('/admin/catalog/product/export', `products-${new Date().toISOString().slice(0, 10)}.csv`, filters);
