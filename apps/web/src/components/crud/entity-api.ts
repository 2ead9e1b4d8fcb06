import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type InvalidateQueryFilters,
  type Query,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ListResult } from '@shop/shared/api/common';
import type { BodyIn, DataOf, Endpoint, EndpointGroup } from '@shop/shared/contract';
import { callApi } from '../../lib/api-client.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import type { QueryValue } from '../../lib/request.ts';

export type ListQuery = Record<string, QueryValue>;

/**
 * An entity's contracts: usually a list, optionally one record by id, and the changes (add, edit,
 * status, del ...). An entity without a list (the own profile) has changes and keys only.
 */
export type EntityContracts = EndpointGroup & { list?: Endpoint; info?: Endpoint };

type RowOf<G extends EntityContracts> = G['list'] extends Endpoint
  ? DataOf<G['list']> extends ListResult<infer R>
    ? R
    : never
  : never;
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

/** A read to invalidate: its key, or filters (a predicate; `refetchType: 'none'` only marks it stale). */
export type RefreshTarget = QueryKey | InvalidateQueryFilters;
/** The reads an outcome invalidates: fixed, or worked out from the answer (or the failure) and the body. */
export type RefreshTargets<T, B> = readonly RefreshTarget[] | ((outcome: T, body: B) => readonly RefreshTarget[]);

/**
 * What a change reads again once it is answered. Unless an entity or a change says otherwise:
 * the entity's keys and `related` ones, after any answer, and the change is answered only once
 * the reads on screen are fetched again.
 */
export interface RefreshPlan<B = never, R = never> {
  /** after success; the entity's keys and `related` ones when not given */
  success?: RefreshTargets<R, B>;
  /** after a failure; the entity's keys and `related` ones when not given, `[]` for nothing */
  failure?: RefreshTargets<Error, B>;
  /** false: the change is answered at once, the reads are fetched again meanwhile */
  wait?: boolean;
}

/** The plan of screens that refresh after success only and go on at once (a toast, a redirect). */
export const ON_SUCCESS = { failure: [], wait: false } as const satisfies RefreshPlan;

export interface EntityOptions {
  /** Other entities whose reads show this one (a group's name on customers): invalidated with it. */
  related?: readonly QueryKey[];
  /** Changes whose failures the screen shows itself (default add, edit; true: all): the request helper stays quiet. */
  quiet?: readonly string[] | boolean;
  /**
   * Changes that send one Idempotency-Key per logical action (lib/idempotency.ts); default: all.
   * The others get a new key for each request from the request helper (kept across its own retries).
   */
  actionKeys?: readonly string[];
  /** The refresh plan of the entity's changes (a change's own `refresh` overrides it part by part). */
  refresh?: RefreshPlan;
}

export type ChangeHandlers<R, B, C = unknown> = Pick<
  UseMutationOptions<R, Error, B, C>,
  'onMutate' | 'onSuccess' | 'onError'
> & {
  /** What this change reads again, over the entity's plan. */
  refresh?: RefreshPlan<B, R>;
};

export type ChangeOptions<E extends Endpoint, C = unknown> = ChangeHandlers<DataOf<E>, BodyIn<E>, C>;

/**
 * Invalidates the reads `target` names. A first load still under way is cancelled and started
 * again: invalidating alone would hand its answer, read before the change, to the screen (a
 * query without data joins the fetch in flight rather than starting a new one).
 */
async function refreshReads(queryClient: QueryClient, target: RefreshTarget): Promise<void> {
  const filters: InvalidateQueryFilters = Array.isArray(target)
    ? { queryKey: target }
    : (target as InvalidateQueryFilters);
  const firstLoad = (query: Query) =>
    query.state.data === undefined && query.state.fetchStatus === 'fetching' && (filters.predicate?.(query) ?? true);
  await queryClient.cancelQueries({ ...filters, predicate: firstLoad });
  await queryClient.invalidateQueries(filters);
}

/** How far a record is looked for in the lists when the entity has no `info` endpoint (its lists are short). */
const LOOKUP_PAGE_SIZE = 100;

/**
 * An entity of the console built from its contract group (`tagApi`): its query keys, list and
 * record reads, and changes that invalidate its keys (and `related` ones) when they are answered,
 * so a page never invalidates by hand. A change sends one Idempotency-Key per logical action
 * unless the entity says otherwise (`actionKeys`).
 */
export function defineEntity<G extends EntityContracts>(name: string, api: G, options: EntityOptions = {}) {
  const keys = entityKeys(name);
  const isQuiet = (change: string) =>
    typeof options.quiet === 'boolean' ? options.quiet : (options.quiet ?? ['add', 'edit']).includes(change);
  const keyed = (change: string) => options.actionKeys?.includes(change) ?? true;
  const own: readonly RefreshTarget[] = [keys.all, ...(options.related ?? [])];

  // The contract types are generic here; each call is checked where the entity is used.
  const fetchList = (query: ListQuery) =>
    api.list
      ? (callApi(api.list, query as never) as Promise<ListResult<RowOf<G>>>)
      : Promise.reject(new Error(`${name} has no list`));

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

  const invalidate = (queryClient: QueryClient, targets: readonly RefreshTarget[]) =>
    Promise.all(targets.map((target) => refreshReads(queryClient, target))).then(() => undefined);

  /** A change sent by `send` with the action's key; the reads of the plan are invalidated when it is answered. */
  function useSend<B, R, C = unknown>(
    send: (body: B, idempotencyKey: string) => Promise<R>,
    { refresh, ...handlers }: ChangeHandlers<R, B, C> = {},
  ) {
    const queryClient = useQueryClient();
    const action = useIdempotencyKey();
    const plan = { ...options.refresh, ...refresh } as RefreshPlan<B, R>;
    const targets = <T>(given: RefreshTargets<T, B> | undefined, outcome: T, body: B) =>
      typeof given === 'function' ? given(outcome, body) : (given ?? own);
    return useMutation<R, Error, B, C>({
      mutationFn: (body) => action.run(body, (idempotencyKey) => send(body, idempotencyKey)),
      ...handlers,
      onSettled: (data, error, body) => {
        const read = error ? targets(plan.failure, error, body) : targets(plan.success, data as R, body);
        const done = invalidate(queryClient, read);
        return plan.wait === false ? undefined : done;
      },
    });
  }

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

    /** A change through one of the entity's POST contracts, with its body; its reads are refreshed by the plan. */
    useChange<K extends ChangeName<G>, C = unknown>(change: K, handlers: ChangeOptions<G[K], C> = {}) {
      const quiet = isQuiet(change);
      const perAction = keyed(change);
      return useSend<BodyIn<G[K]>, DataOf<G[K]>, C>(
        (body, idempotencyKey) =>
          callApi(api[change] as Endpoint, body as never, {
            idempotencyKey: perAction ? idempotencyKey : undefined,
            quiet,
          }) as Promise<DataOf<G[K]>>,
        handlers,
      );
    },

    /**
     * A change sent another way, with the same key, handlers and refresh: a contract chosen per
     * call (add or edit), an upload, a contract of another group. `send` gets the action's
     * Idempotency-Key; a change that wants a new key per request leaves it.
     */
    useSend,

    /** Invalidates the entity's reads (or `targets`) outside a change: a job the server finished, a reload. */
    useRefresh() {
      const queryClient = useQueryClient();
      return (targets: readonly RefreshTarget[] = own) => invalidate(queryClient, targets);
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
