import { z } from 'zod';
import { endpoint } from '../contract.ts';
import type { PermissionTreeNode } from '../permissions.ts';
import { groupOption } from './admin.ts';
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

export const permissionTreeNode: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z.object({ key: z.string(), children: z.array(permissionTreeNode) }),
);
/** The assignable keys as a tree, in manifest order. */
export const permissionTreeData = z.object({ list: z.array(permissionTreeNode) });
export const groupOptionsData = z.object({ list: z.array(groupOption) });

/** The endpoints of /setting/group: management groups and the rights they carry. */
export const groupApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/group',
    permission: 'setting_group_index',
    summary: 'List management groups',
    query: groupListQuery,
    data: groupListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/group/info',
    permission: 'setting_group_index',
    summary: 'A management group with its permissions',
    query: idQuery,
    data: groupInfo,
  }),
  tree: endpoint({
    method: 'GET',
    path: '/admin/setting/group/tree',
    permission: 'setting_group_index',
    summary: 'The assignable permission tree',
    data: permissionTreeData,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/setting/group/options',
    permission: 'setting_admin_index',
    summary: 'Groups to choose from on the administrator form',
    data: groupOptionsData,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/setting/group/add',
    permission: 'setting_group_add',
    summary: 'Add a management group',
    body: groupAddBody,
    data: groupInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/setting/group/edit',
    permission: 'setting_group_edit',
    summary: 'Edit a management group',
    body: groupEditBody,
    data: groupInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/group/status',
    permission: 'setting_group_status',
    summary: 'Enable or disable a group',
    body: statusBody,
    data: groupInfo,
  }),
  del: endpoint({
    method: 'POST',
    path: '/admin/setting/group/del',
    permission: 'setting_group_del',
    summary: 'Delete a group that no administrator uses',
    body: idBody,
    data: okData,
  }),
};

export type GroupRow = z.infer<typeof groupRow>;
export type GroupInfo = z.infer<typeof groupInfo>;
export type GroupAddBody = z.infer<typeof groupAddBody>;
export type GroupEditBody = z.infer<typeof groupEditBody>;
export type GroupListQuery = z.infer<typeof groupListQuery>;
