import type { ListResult } from '@shop/shared/api/common';
import type { TagAddBody, TagEditBody, TagInfo, TagRow } from '@shop/shared/api/tag';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const tagKeys = {
  all: ['tags'] as const,
  list: (query: Record<string, QueryValue>) => ['tags', 'list', query] as const,
  info: (id: number) => ['tags', 'info', id] as const,
};

export const fetchTags = (query: Record<string, QueryValue>) => get<ListResult<TagRow>>('/admin/setting/tag', query);
export const fetchTag = (id: number) => get<TagInfo>('/admin/setting/tag/info', { id });
export const addTag = (body: TagAddBody) => post<TagInfo>('/admin/setting/tag/add', body, { quiet: true });
export const editTag = (body: TagEditBody) => post<TagInfo>('/admin/setting/tag/edit', body, { quiet: true });
export const setTagStatus = (id: number, status: boolean, version: number) => post<TagInfo>('/admin/setting/tag/status', { id, status, version });
export const deleteTag = (id: number) => post('/admin/setting/tag/del', { id });
