import { z } from 'zod';
import { idParam, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';

export const groupListQuery = pageQuery.extend({
  keyword: searchText,
  status: z.enum(['enabled', 'disabled']).optional(),
  sort: sortParam(['id', 'name', 'createdAt']),
});

export const groupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isSuper: z.boolean(),
  enabled: z.boolean(),
  adminCount: z.number().int(),
  permissionCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const groupListData = listData(groupRow);
export const groupInfo = groupRow.extend({ permissions: z.array(z.string()) });

const name = z.string().trim().min(1, 'required').max(64);
const description = z.string().trim().max(255).default('');
const permissions = z.array(z.string().max(64)).max(1000);

export const groupAddBody = z.object({ name, description, permissions, enabled: z.boolean().default(true) });
export const groupEditBody = z.object({ id: idParam, version: versionField, name, description, permissions });

export const permissionTreeNode: z.ZodType<{ key: string; children: { key: string; children: unknown[] }[] }> = z.lazy(() =>
  z.object({ key: z.string(), children: z.array(permissionTreeNode) }),
) as never;

export type GroupRow = z.infer<typeof groupRow>;
export type GroupInfo = z.infer<typeof groupInfo>;
export type GroupAddBody = z.infer<typeof groupAddBody>;
export type GroupEditBody = z.infer<typeof groupEditBody>;
export type GroupListQuery = z.infer<typeof groupListQuery>;
