import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idBody, idParam, idQuery, okData, statusBody, versionField } from './common.ts';
import { localizedData, localizedName, seoFields, storedFileUrl } from './catalog-common.ts';

export const categoryListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});

export const categoryRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: localizedData,
  sort: z.number().int(),
  icon: z.string(),
  image: z.string(),
  enabled: z.boolean(),
  productCount: z.number().int(),
  childCount: z.number().int(),
  version: z.number().int(),
});
/** The whole tree as a flat list in display order (parents before children, by sort). */
export const categoryListData = z.object({ list: z.array(categoryRow), total: z.number().int() });
export const categoryInfo = categoryRow.extend({
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const categoryFields = {
  parentId: idParam.nullable().default(null),
  name: localizedName(100),
  /** required (spec: sort required) */
  sort: z.number({ error: 'required' }).int().min(0).max(1_000_000),
  /** a 16x16 icon */
  icon: z.union([z.literal(''), storedFileUrl]).default(''),
  image: z.union([z.literal(''), storedFileUrl]).default(''),
  ...seoFields,
  enabled: z.boolean().default(true),
};
export const categoryAddBody = z.object(categoryFields);
export const categoryEditBody = z.object({ ...categoryFields, id: idParam, version: versionField });
/** Drag reordering: the new order of one parent's children, all of them. */
export const categorySortBody = z.object({
  parentId: idParam.nullable(),
  ids: z
    .array(idParam)
    .min(1, 'required')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});

/** The endpoints of /product/classify (the category tree and its forms). */
export const categoryApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalog/category',
    permission: 'catalog_category_index',
    summary: 'The category tree in display order',
    query: categoryListQuery,
    data: categoryListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/catalog/category/info',
    permission: 'catalog_category_index',
    summary: 'One category',
    query: idQuery,
    data: categoryInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/catalog/category/add',
    permission: 'catalog_category_add',
    summary: 'Add a category',
    body: categoryAddBody,
    data: categoryInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/catalog/category/edit',
    permission: 'catalog_category_edit',
    summary: 'Edit a category (version checked)',
    body: categoryEditBody,
    data: categoryInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/catalog/category/status',
    permission: 'catalog_category_edit',
    summary: 'Enable or disable a category',
    body: statusBody,
    data: categoryInfo,
  }),
  sort: endpoint({
    method: 'POST',
    path: '/admin/catalog/category/sort',
    permission: 'catalog_category_edit',
    summary: 'Reorder the children of one parent (drag and drop)',
    body: categorySortBody,
    data: categoryListData,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/catalog/category/del',
    permission: 'catalog_category_del',
    summary: 'Delete a category no product or subcategory uses',
    body: idBody,
    data: okData,
  }),
};

export type CategoryListQuery = z.infer<typeof categoryListQuery>;
export type CategoryRow = z.infer<typeof categoryRow>;
export type CategoryInfo = z.infer<typeof categoryInfo>;
export type CategoryAddBody = z.infer<typeof categoryAddBody>;
export type CategoryEditBody = z.infer<typeof categoryEditBody>;
export type CategorySortBody = z.infer<typeof categorySortBody>;
