import { productApi, type ProductAddBody, type ProductChangePriceBody, type ProductEditBody, type ProductTagsBody } from '@shop/shared/api/catalog-product';
import { catalogUploadApi } from '@shop/shared/api/upload';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const productKeys = {
  all: ['products'] as const,
  list: (query: Record<string, QueryValue>) => ['products', 'list', query] as const,
  info: (id: number) => ['products', 'info', id] as const,
  options: ['products', 'options'] as const,
  formOptions: (form: ProductForm) => ['products', 'options', form] as const,
  search: (keyword: string) => ['products', 'search', keyword] as const,
};

export const fetchProducts = (query: Record<string, QueryValue>) => callApi(productApi.list, query);
export const fetchProduct = (id: number) => callApi(productApi.info, { id });
export const fetchProductOptions = () => callApi(productApi.options);

/** Which form reads the choices: each under its own permission (a read-only view under the list's). */
export type ProductForm = 'add' | 'edit' | 'view';
const FORM_OPTIONS = {
  add: productApi.optionsAdd,
  edit: productApi.optionsEdit,
  view: productApi.options,
} satisfies Record<ProductForm, typeof productApi.options>;
export const fetchFormOptions = (form: ProductForm) => callApi(FORM_OPTIONS[form]);

export const addProduct = (body: ProductAddBody, idempotencyKey: string) => callApi(productApi.add, body, { idempotencyKey, quiet: true });
export const editProduct = (body: ProductEditBody, idempotencyKey: string) => callApi(productApi.edit, body, { idempotencyKey, quiet: true });

export const deleteProducts = (ids: number[]) => callApi(productApi.del, { ids });
export const setProductShelf = (ids: number[], onShelf: boolean) => callApi(productApi.status, { ids, onShelf });
export const setProductTags = (body: ProductTagsBody) => callApi(productApi.tags, body);
export const setProductWarning = (ids: number[], lowStockThreshold: number) => callApi(productApi.warning, { ids, lowStockThreshold });
export const changeProductPrice = (body: ProductChangePriceBody) => callApi(productApi.changePrice, body);

/** The CSV of the filtered product list, fetched with the session header and saved as a file. */
export const exportProducts = (filters: Record<string, QueryValue>): Promise<void> =>
  downloadFile(productApi.export, `products-${new Date().toISOString().slice(0, 10)}.csv`, filters);

/**
 * Where the picture uploader of the add or the edit form sends its pictures (each checks the
 * right of its form). The uploader posts the file itself, to the contract's path.
 */
export const productUploadAction = (form: 'add' | 'edit') => (form === 'edit' ? catalogUploadApi.productEdit : catalogUploadApi.productAdd).path;
