import type { ListResult } from '@shop/shared/api/common';
import type { GroupAddBody, GroupEditBody, GroupInfo, GroupRow } from '@shop/shared/api/group';
import type { PermissionTreeNode } from '@shop/shared/permissions';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const groupKeys = {
  all: ['groups'] as const,
  list: (query: Record<string, QueryValue>) => ['groups', 'list', query] as const,
  info: (id: number) => ['groups', 'info', id] as const,
  tree: ['groups', 'tree'] as const,
};

export const fetchGroups = (query: Record<string, QueryValue>) => get<ListResult<GroupRow>>('/admin/setting/group', query);
export const fetchGroup = (id: number) => get<GroupInfo>('/admin/setting/group/info', { id });
// The server answers { list: [...] }, like its other list-shaped reads.
export const fetchPermissionTree = () => get<{ list: PermissionTreeNode[] }>('/admin/setting/group/tree').then((data) => data.list);

export const addGroup = (body: GroupAddBody) => post<GroupRow>('/admin/setting/group/add', body);
export const editGroup = (body: GroupEditBody) => post<GroupRow>('/admin/setting/group/edit', body);
export const deleteGroup = (id: number) => post('/admin/setting/group/del', { id });
export const setGroupStatus = (id: number, status: boolean) => post('/admin/setting/group/status', { id, status });
