import type { DictionaryAddBody, DictionaryEditBody, DictionaryRow } from '@shop/shared/api/catalog-dictionary';
import type { ListResult } from '@shop/shared/api/common';
import { get, post, type QueryValue } from '../../../lib/request.ts';
import type { DictionaryKind } from './kinds.ts';

/** One query-key factory per dictionary entity (stock statuses, attribute groups, attributes, options, filters). */
export const dictionaryKeys = (kind: DictionaryKind) => ({
  all: ['catalog-dictionary', kind.url] as const,
  list: (query: Record<string, QueryValue>) => ['catalog-dictionary', kind.url, 'list', query] as const,
  info: (id: number) => ['catalog-dictionary', kind.url, 'info', id] as const,
});

const base = (kind: DictionaryKind) => `/admin/catalog/${kind.url}`;

export const fetchDictionary = (kind: DictionaryKind, query: Record<string, QueryValue>) => get<ListResult<DictionaryRow>>(base(kind), query);
export const fetchDictionaryEntry = (kind: DictionaryKind, id: number) => get<DictionaryRow>(`${base(kind)}/info`, { id });
export const addDictionaryEntry = (kind: DictionaryKind, body: DictionaryAddBody) => post<DictionaryRow>(`${base(kind)}/add`, body);
export const editDictionaryEntry = (kind: DictionaryKind, body: DictionaryEditBody) => post<DictionaryRow>(`${base(kind)}/edit`, body);
export const deleteDictionaryEntry = (kind: DictionaryKind, id: number) => post(`${base(kind)}/del`, { id });
