import { z } from 'zod';
import { idParam, versionField } from './common.ts';
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
  seoTitle: z.string(), seoDescription: z.string(), seoKeywords: z.string(), createdAt: z.string(), updatedAt: z.string(),
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
  ids: z.array(idParam).min(1, 'required').max(1000).refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});

export type CategoryListQuery = z.infer<typeof categoryListQuery>;
export type CategoryRow = z.infer<typeof categoryRow>;
export type CategoryInfo = z.infer<typeof categoryInfo>;
export type CategoryAddBody = z.infer<typeof categoryAddBody>;
export type CategoryEditBody = z.infer<typeof categoryEditBody>;
export type CategorySortBody = z.infer<typeof categorySortBody>;
