import { tagApi, type TagAddBody, type TagEditBody } from '@shop/shared/api/tag';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const tagKeys = {
  all: ['tags'] as const,
  list: (query: Record<string, QueryValue>) => ['tags', 'list', query] as const,
  info: (id: number) => ['tags', 'info', id] as const,
};

export const fetchTags = (query: Record<string, QueryValue>) => callApi(tagApi.list, query);
export const fetchTag = (id: number) => callApi(tagApi.info, { id });
export const addTag = (body: TagAddBody) => callApi(tagApi.add, body, { quiet: true });
export const editTag = (body: TagEditBody) => callApi(tagApi.edit, body, { quiet: true });
export const setTagStatus = (id: number, status: boolean, version: number) => callApi(tagApi.status, { id, status, version });
export const deleteTag = (id: number) => callApi(tagApi.del, { id });
