import { categoryApi, type CategoryAddBody, type CategoryEditBody, type CategoryRow, type CategorySortBody } from '@shop/shared/api/catalog-category';
import { catalogUploadApi, type CategoryUploadQuery } from '@shop/shared/api/upload';
import { callApi } from '../../../lib/api-client.ts';
import { buildUrl, type QueryValue } from '../../../lib/request.ts';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (query: Record<string, QueryValue>) => ['categories', 'list', query] as const,
  info: (id: number) => ['categories', 'info', id] as const,
};

export interface CategoryList { list: CategoryRow[]; total: number }

export const fetchCategories = (query: Record<string, QueryValue> = {}) => callApi(categoryApi.list, query);
export const fetchCategory = (id: number) => callApi(categoryApi.info, { id });

export const addCategory = (body: CategoryAddBody) => callApi(categoryApi.add, body);
export const editCategory = (body: CategoryEditBody) => callApi(categoryApi.edit, body);
export const deleteCategory = (id: number) => callApi(categoryApi.del, { id });
export const setCategoryStatus = (id: number, status: boolean, version: number) => callApi(categoryApi.status, { id, status, version });
export const sortCategories = (body: CategorySortBody) => callApi(categoryApi.sort, body);

/**
 * Where a picture field of the add or the edit form sends its picture (each checks the right of
 * its form); the kind chooses the limit (a 16x16 icon or an image). The uploader posts the file
 * itself, to the contract's path.
 */
export const categoryUploadAction = (form: 'add' | 'edit', kind: CategoryUploadQuery['kind']) =>
  buildUrl((form === 'edit' ? catalogUploadApi.categoryEdit : catalogUploadApi.categoryAdd).path, { kind });
