import { groupApi, type GroupAddBody, type GroupEditBody } from '@shop/shared/api/group';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const groupKeys = {
  all: ['groups'] as const,
  list: (query: Record<string, QueryValue>) => ['groups', 'list', query] as const,
  info: (id: number) => ['groups', 'info', id] as const,
  tree: ['groups', 'tree'] as const,
};

export const fetchGroups = (query: Record<string, QueryValue>) => callApi(groupApi.list, query);
export const fetchGroup = (id: number) => callApi(groupApi.info, { id });
// The server answers { list: [...] }, like its other list-shaped reads.
export const fetchPermissionTree = () => callApi(groupApi.tree).then((data) => data.list);

export const addGroup = (body: GroupAddBody) => callApi(groupApi.add, body);
export const editGroup = (body: GroupEditBody) => callApi(groupApi.edit, body);
export const deleteGroup = (id: number) => callApi(groupApi.del, { id });
export const setGroupStatus = (id: number, status: boolean) => callApi(groupApi.status, { id, status });
