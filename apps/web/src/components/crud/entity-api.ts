import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ListResult } from '@shop/shared/api/common';
import type { BodyIn, DataOf, Endpoint, EndpointGroup } from '@shop/shared/contract';
import { callApi } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import type { QueryValue } from '../../lib/request.ts';

export type ListQuery = Record<string, QueryValue>;

/** An entity's contracts: a list, optionally one record by id, and the changes (add, edit, status, del ...). */
export type EntityContracts = EndpointGroup & { list: Endpoint; info?: Endpoint };

type RowOf<G extends EntityContracts> = DataOf<G['list']> extends ListResult<infer R> ? R : never;
/** One record as the edit dialog reads it: `info` when the entity has it, else the list's row. */
export type RecordOf<G extends EntityContracts> = G['info'] extends Endpoint ? DataOf<G['info']> : RowOf<G>;
/** The names of the contracts that change something (POST). */
export type ChangeName<G extends EntityContracts> = {
  [K in keyof G & string]: G[K]['method'] extends 'POST' ? K : never;
}[keyof G & string];

export interface EntityKeys {
  all: readonly [string];
  list: (query: ListQuery) => readonly [string, 'list', ListQuery];
  info: (id: number) => readonly [string, 'info', number];
}

/** The one query-key factory shape: everything of an entity starts with its name. */
export function entityKeys(name: string): EntityKeys {
  return {
    all: [name] as const,
    list: (query) => [name, 'list', query] as const,
    info: (id) => [name, 'info', id] as const,
  };
}

export interface EntityOptions {
  /** Other entities whose reads show this one (a group's name on customers): invalidated with it. */
  related?: readonly (readonly unknown[])[];
  /** Changes whose failures the form shows itself (add, edit): the request helper stays quiet. */
  quiet?: readonly string[];
}

export type ChangeOptions<E extends Endpoint> = Pick<
  UseMutationOptions<DataOf<E>, Error, BodyIn<E>>,
  'onSuccess' | 'onError'
>;

/** How far a record is looked for in the lists when the entity has no `info` endpoint (its lists are short). */
const LOOKUP_PAGE_SIZE = 100;

/**
 * An entity of the console built from its contract group (`tagApi`): its query keys, list and
 * record reads, and changes that invalidate its keys (and `related` ones) when they settle, so a
 * page never invalidates by hand. Every change sends one Idempotency-Key per logical action.
 */
export function defineEntity<G extends EntityContracts>(name: string, api: G, options: EntityOptions = {}) {
  const keys = entityKeys(name);
  const quiet = new Set<string>(options.quiet ?? ['add', 'edit']);

  // The contract types are generic here; each call is checked where the entity is used.
  const fetchList = (query: ListQuery) =>
    callApi(api.list as Endpoint, query as never) as Promise<ListResult<RowOf<G>>>;

  /** The rows of this entity in the cached lists (for a default sort, a record without `info`). */
  const cachedRows = (queryClient: QueryClient): RowOf<G>[] =>
    queryClient
      .getQueriesData<ListResult<RowOf<G>>>({ queryKey: [name, 'list'] })
      .flatMap(([, data]) => data?.list ?? []);

  const fetchRecord = async (queryClient: QueryClient, id: number): Promise<RecordOf<G>> => {
    if (api.info) return (await callApi(api.info, { id } as never)) as RecordOf<G>;
    const byId = (rows: RowOf<G>[]) => rows.find((row) => (row as { id?: unknown }).id === id);
    const found = byId(cachedRows(queryClient)) ?? byId((await fetchList({ pageSize: LOOKUP_PAGE_SIZE })).list);
    if (!found) throw new Error(`${name} ${id} not found`);
    return found as RecordOf<G>;
  };

  const invalidate = (queryClient: QueryClient) =>
    Promise.all([keys.all, ...(options.related ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  return {
    name,
    api,
    keys,
    fetchList,
    cachedRows,

    /** One page of the list (the list screen reads it through `ListPage`; pickers and options here). */
    useList(query: ListQuery, { enabled = true }: { enabled?: boolean } = {}) {
      return useQuery({
        queryKey: keys.list(query),
        queryFn: () => fetchList(query),
        placeholderData: keepPreviousData,
        enabled,
      });
    },

    /** One record for an edit dialog or page; off while `id` is null. */
    useRecord(id: number | null) {
      const queryClient = useQueryClient();
      return useQuery({
        queryKey: keys.info(id ?? 0),
        queryFn: () => fetchRecord(queryClient, id ?? 0),
        enabled: id !== null,
      });
    },

    /** A change through one of the entity's POST contracts; the entity's reads are invalidated on settle. */
    useChange<K extends ChangeName<G>>(change: K, handlers: ChangeOptions<G[K]> = {}) {
      const queryClient = useQueryClient();
      const action = useIdempotencyKey();
      return useMutation<DataOf<G[K]>, Error, BodyIn<G[K]>>({
        mutationFn: (body) =>
          action.run(
            body,
            (idempotencyKey) =>
              callApi(api[change] as Endpoint, body as never, { idempotencyKey, quiet: quiet.has(change) }) as Promise<
                DataOf<G[K]>
              >,
          ),
        ...handlers,
        onSettled: () => invalidate(queryClient),
      });
    },
  };
}

export type Entity<G extends EntityContracts> = ReturnType<typeof defineEntity<G>>;

/**
 * Any entity, as the kit's list pieces take it (`api` says which contracts it must have). Their
 * changes are typed loosely inside the kit; each entity's own types are checked where it is defined.
 */
export interface AnyEntity<C extends EndpointGroup = EndpointGroup> {
  name: string;
  api: C;
  keys: EntityKeys;
  fetchList: (query: ListQuery) => Promise<ListResult<unknown>>;
  useChange: (change: never, handlers?: never) => unknown;
}
