import {
  categoryApi,
  type CategoryAddBody,
  type CategoryEditBody,
  type CategoryRow,
} from '@shop/shared/api/catalog-category';
import { catalogUploadApi, type CategoryUploadQuery } from '@shop/shared/api/upload';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import { buildUrl, type QueryValue } from '../../../lib/request.ts';

/**
 * Categories over `categoryApi`: every change answers its own failures (not quiet), gets a new
 * Idempotency-Key per request, and reads the categories again after success.
 */
export const categories = defineEntity('categories', categoryApi, {
  quiet: [],
  actionKeys: [],
  refresh: ON_SUCCESS,
});
export const categoryKeys = categories.keys;

export interface CategoryList {
  list: CategoryRow[];
  total: number;
}

export const fetchCategories = (query: Record<string, QueryValue> = {}) => callApi(categoryApi.list, query);
export const fetchCategory = (id: number) => callApi(categoryApi.info, { id });

export const addCategory = (body: CategoryAddBody) => callApi(categoryApi.add, body);
export const editCategory = (body: CategoryEditBody) => callApi(categoryApi.edit, body);

/**
 * Where a picture field of the add or the edit form sends its picture (each checks the right of
 * its form); the kind chooses the limit (a 16x16 icon or an image). The uploader posts the file
 * itself, to the contract's path.
 */
export const categoryUploadAction = (form: 'add' | 'edit', kind: CategoryUploadQuery['kind']) =>
  buildUrl((form === 'edit' ? catalogUploadApi.categoryEdit : catalogUploadApi.categoryAdd).path, { kind });
