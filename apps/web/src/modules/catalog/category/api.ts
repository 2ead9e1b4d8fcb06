import type { CategoryAddBody, CategoryEditBody, CategoryInfo, CategoryRow, CategorySortBody } from '@shop/shared/api/catalog-category';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const categoryKeys = {
  all: ['categories'] as const,
  list: (query: Record<string, QueryValue>) => ['categories', 'list', query] as const,
  info: (id: number) => ['categories', 'info', id] as const,
};

export interface CategoryList { list: CategoryRow[]; total: number }

export const fetchCategories = (query: Record<string, QueryValue> = {}) => get<CategoryList>('/admin/catalog/category', query);
export const fetchCategory = (id: number) => get<CategoryInfo>('/admin/catalog/category/info', { id });

export const addCategory = (body: CategoryAddBody) => post<CategoryInfo>('/admin/catalog/category/add', body);
export const editCategory = (body: CategoryEditBody) => post<CategoryInfo>('/admin/catalog/category/edit', body);
export const deleteCategory = (id: number) => post('/admin/catalog/category/del', { id });
export const setCategoryStatus = (id: number, status: boolean, version: number) => post<CategoryInfo>('/admin/catalog/category/status', { id, status, version });
export const sortCategories = (body: CategorySortBody) => post<CategoryList>('/admin/catalog/category/sort', body);
