import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGER } from '@shop/shared/constants';

export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  filters: Record<string, string>;
}

const RESERVED = new Set(['page', 'pageSize', 'sort']);

function positive(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A list's filters, page, page size and sort, kept in the query string (reload and share keep them). */
export function useListParams(filterKeys: readonly string[]) {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<ListParams>(() => {
    const size = positive(search.get('pageSize'), PAGER.defaultPageSize);
    const filters: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = search.get(key);
      if (value !== null && value !== '' && !RESERVED.has(key)) filters[key] = value;
    }
    return {
      page: positive(search.get('page'), 1),
      pageSize: (PAGER.pageSizes as readonly number[]).includes(size) ? size : PAGER.defaultPageSize,
      sort: search.get('sort') || undefined,
      filters,
    };
  }, [search, filterKeys]);

  const write = useCallback(
    (next: ListParams) => {
      const out = new URLSearchParams();
      for (const [key, value] of Object.entries(next.filters)) if (value !== '') out.set(key, value);
      if (next.sort) out.set('sort', next.sort);
      if (next.page !== 1) out.set('page', String(next.page));
      if (next.pageSize !== PAGER.defaultPageSize) out.set('pageSize', String(next.pageSize));
      setSearch(out);
    },
    [setSearch],
  );

  return {
    params,
    /** The query object as the list endpoint takes it. */
    query: { ...params.filters, page: params.page, pageSize: params.pageSize, sort: params.sort },
    setFilters: (filters: Record<string, string>) => write({ ...params, filters, page: 1 }),
    setPage: (page: number, pageSize: number) =>
      write({ ...params, page: pageSize === params.pageSize ? page : 1, pageSize }),
    setSort: (sort: string | undefined) => write({ ...params, sort, page: 1 }),
  };
}
