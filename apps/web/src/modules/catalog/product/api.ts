import { productApi } from '@shop/shared/api/catalog-product';
import { catalogUploadApi } from '@shop/shared/api/upload';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import type { QueryValue } from '../../../lib/request.ts';

/**
 * Products over `productApi`. The form's add and edit show their own failures and are one action
 * per save (a retry after a network failure saves once); the batch changes get a new key per
 * request and a toast on failure. Products are read again after success.
 */
export const products = defineEntity('products', productApi, { actionKeys: ['add', 'edit'], refresh: ON_SUCCESS });

export const productKeys = {
  ...products.keys,
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

/** The CSV of the filtered product list, fetched with the session header and saved as a file. */
export const exportProducts = (filters: Record<string, QueryValue>): Promise<void> =>
  downloadFile(productApi.export, `products-${new Date().toISOString().slice(0, 10)}.csv`, filters);

/**
 * Where the picture uploader of the add or the edit form sends its pictures (each checks the
 * right of its form). The uploader posts the file itself, to the contract's path.
 */
export const productUploadAction = (form: 'add' | 'edit') =>
  (form === 'edit' ? catalogUploadApi.productEdit : catalogUploadApi.productAdd).path;
