import { dictionaryApis, type DictionaryAddBody, type DictionaryEditBody } from '@shop/shared/api/catalog-dictionary';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';
import type { DictionaryKind } from './kinds.ts';

/** One query-key factory per dictionary entity (stock statuses, attribute groups, attributes, options, filters). */
export const dictionaryKeys = (kind: DictionaryKind) => ({
  all: ['catalog-dictionary', kind.url] as const,
  list: (query: Record<string, QueryValue>) => ['catalog-dictionary', kind.url, 'list', query] as const,
  info: (id: number) => ['catalog-dictionary', kind.url, 'info', id] as const,
});

/** The kind's endpoints: /admin/catalog/<url>. */
const api = (kind: DictionaryKind) => dictionaryApis[kind.url];

export const fetchDictionary = (kind: DictionaryKind, query: Record<string, QueryValue>) => callApi(api(kind).list, query);
export const fetchDictionaryEntry = (kind: DictionaryKind, id: number) => callApi(api(kind).info, { id });
export const addDictionaryEntry = (kind: DictionaryKind, body: DictionaryAddBody) => callApi(api(kind).add, body);
export const editDictionaryEntry = (kind: DictionaryKind, body: DictionaryEditBody) => callApi(api(kind).edit, body);
export const deleteDictionaryEntry = (kind: DictionaryKind, id: number) => callApi(api(kind).del, { id });
