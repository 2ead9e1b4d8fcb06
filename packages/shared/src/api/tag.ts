import { z } from 'zod';
import { endpoint } from '../contract.ts';
import {
  idBody,
  idParam,
  idQuery,
  listData,
  okData,
  pageQuery,
  searchText,
  sortParam,
  statusBody,
  versionField,
} from './common.ts';

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
/** the order tags are offered in on the product form; required (spec: "Sort required") */
const sort = z.number({ error: 'required' }).int().min(0).max(1_000_000);

export const tagAddBody = z.object({ name, sort, enabled: z.boolean().default(true) });
export const tagEditBody = z.object({ id: idParam, version: versionField, name, sort });

/** The endpoints of /tag. */
export const tagApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/tag',
    permission: 'tag',
    summary: 'List product tags (search, status, sort, pager)',
    query: tagListQuery,
    data: tagListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/tag/info',
    permission: 'tag',
    summary: 'One tag with the number of products carrying it',
    query: idQuery,
    data: tagInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/tag/add',
    permission: 'tag_add',
    summary: "Add a tag ('Tag already exists' for a taken name)",
    body: tagAddBody,
    data: tagInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/tag/edit',
    permission: 'tag_edit',
    summary: 'Edit a tag (version checked)',
    body: tagEditBody,
    data: tagInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/tag/status',
    permission: 'tag_status',
    summary: 'Enable or disable a tag (products keep a disabled tag)',
    body: statusBody,
    data: tagInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/tag/del',
    permission: 'tag_del',
    summary: 'Delete a tag no product carries',
    body: idBody,
    data: okData,
  }),
};

export type TagListQuery = z.infer<typeof tagListQuery>;
export type TagRow = z.infer<typeof tagRow>;
export type TagInfo = z.infer<typeof tagInfo>;
export type TagAddBody = z.infer<typeof tagAddBody>;
export type TagEditBody = z.infer<typeof tagEditBody>;
