import { z } from 'zod';
import { idParam, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';

/** /tag: product tags (settings). Names are unique case-insensitively ('Tag already exists'). */
export const tagListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'name', 'sort', 'createdAt']),
});

export const tagRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const tagListData = listData(tagRow);
/** One tag with the number of products carrying it (a used tag is disabled rather than deleted). */
export const tagInfo = tagRow.extend({ productCount: z.number().int(), updatedAt: z.string() });

const name = z.string().trim().min(1, 'required').max(50);
/** the order tags are offered in on the product form */
const sort = z.number({ error: 'required' }).int().min(0).max(1_000_000);

export const tagAddBody = z.object({ name, sort: sort.default(0), enabled: z.boolean().default(true) });
export const tagEditBody = z.object({ id: idParam, version: versionField, name, sort });

export type TagListQuery = z.infer<typeof tagListQuery>;
export type TagRow = z.infer<typeof tagRow>;
export type TagInfo = z.infer<typeof tagInfo>;
export type TagAddBody = z.infer<typeof tagAddBody>;
export type TagEditBody = z.infer<typeof tagEditBody>;
