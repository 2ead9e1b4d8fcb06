import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileApi } from '@shop/shared/api/profile';
import { tagApi } from '@shop/shared/api/tag';
import { i18nReady } from '../../lib/i18n.ts';
import { setNotifier } from '../../lib/notify.ts';
import { defineEntity, ON_SUCCESS } from './entity-api.ts';

const tags = defineEntity('tags', tagApi, { related: [['products']] });
const saved = {
  id: 3,
  name: 'Eco',
  sort: 0,
  enabled: false,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  version: 2,
  productCount: 0,
};

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
let toasts: string[];
const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });
const header = (call: FetchArgs, name: string) => (call[1].headers as Record<string, string>)[name];
const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(tags.keys.list({ page: 1 }), { list: [], total: 0, page: 1, pageSize: 20 });
  queryClient.setQueryData(['products', 'list', {}], { list: [], total: 0, page: 1, pageSize: 20 });
  queryClient.setQueryData(['warehouses', 'list', {}], { list: [], total: 0, page: 1, pageSize: 20 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

beforeAll(async () => {
  await i18nReady;
});
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  setNotifier({ error: (text) => void toasts.push(text), warning: () => undefined, success: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('an entity of the console kit', () => {
  it('has one key factory: all, list(query), info(id)', () => {
    expect(tags.keys.all).toEqual(['tags']);
    expect(tags.keys.list({ page: 2 })).toEqual(['tags', 'list', { page: 2 }]);
    expect(tags.keys.info(5)).toEqual(['tags', 'info', 5]);
  });

  it('invalidates its own and the related reads when a change settles, and no others', async () => {
    const { queryClient, wrapper } = setup();
    fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: saved }));
    const { result } = renderHook(() => tags.useChange('status'), { wrapper });
    await act(() => result.current.mutateAsync({ id: 3, status: false, version: 1 }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/admin/setting/tag/status');
    await waitFor(() => expect(queryClient.getQueryState(tags.keys.list({ page: 1 }))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['products', 'list', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['warehouses', 'list', {}])?.isInvalidated).toBe(false);
  });

  it('starts a first load under way again when a change settles, so the screen shows what it changed', async () => {
    const { wrapper } = setup();
    const answers: ((rows: number) => void)[] = [];
    const { result } = renderHook(
      () => ({
        read: useQuery({
          queryKey: [...tags.keys.all, 'report'],
          queryFn: () => new Promise<number>((resolve) => void answers.push(resolve)),
        }),
        status: tags.useChange('status'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: saved }));
    const change = act(() => result.current.status.mutateAsync({ id: 3, status: false, version: 1 }));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(4); // the answer read before the change arrives late
    answers[1]!(3);
    await change;
    await waitFor(() => expect(result.current.read.data).toBe(3));
  });

  it('invalidates after a refusal too', async () => {
    const { queryClient, wrapper } = setup();
    fetchMock.mockResolvedValue(answer(409, { code: 409, msg: 'stale', data: null }));
    const { result } = renderHook(() => tags.useChange('del'), { wrapper });
    await act(() => result.current.mutateAsync({ id: 3 }).catch(() => undefined));
    await waitFor(() => expect(queryClient.getQueryState(tags.keys.list({ page: 1 }))?.isInvalidated).toBe(true));
  });

  it('sends one Idempotency-Key per action: the same after a network failure, a new one after an answer', async () => {
    vi.useFakeTimers();
    try {
      const { wrapper } = setup();
      const { result } = renderHook(() => tags.useChange('edit'), { wrapper });
      const body = { id: 3, version: 1, name: 'Eco', sort: 0 };
      fetchMock.mockRejectedValue(new TypeError('offline'));
      const first = result.current.mutateAsync(body).catch(() => undefined);
      await vi.runAllTimersAsync();
      await first;
      fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: saved }));
      await act(() => result.current.mutateAsync(body));
      await act(() => result.current.mutateAsync(body));
      const keys = fetchMock.mock.calls.map((call) => header(call, 'Idempotency-Key'));
      expect(new Set(keys.slice(0, -1)).size).toBe(1);
      expect(keys.at(-1)).not.toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds a record in its lists when it has no info endpoint', async () => {
    const { customerGroupApi } = await import('@shop/shared/api/customer-group');
    const groups = defineEntity('customer-groups', customerGroupApi);
    const { queryClient, wrapper } = setup();
    const row = {
      id: 4,
      name: { 'zh-CN': '会员', en: 'Members', es: '', ja: '' },
      discountPercent: 5,
      isDefault: false,
      sort: 10,
      customerCount: 0,
      createdAt: '',
      version: 1,
    };
    queryClient.setQueryData(groups.keys.list({ page: 1 }), { list: [row], total: 1, page: 1, pageSize: 20 });
    const { result } = renderHook(() => groups.useRecord(4), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(row));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes after success only under ON_SUCCESS, and answers without waiting for the reads', async () => {
    const plain = defineEntity('tags', tagApi, { related: [['products']], refresh: ON_SUCCESS });
    const { queryClient, wrapper } = setup();
    fetchMock.mockResolvedValue(answer(409, { code: 409, msg: 'stale', data: null }));
    const { result } = renderHook(
      () => ({
        // an active read whose refetch never ends: only a change that does not wait can be answered
        list: useQuery({ queryKey: plain.keys.list({ page: 1 }), queryFn: () => new Promise<never>(() => undefined) }),
        del: plain.useChange('del'),
      }),
      { wrapper },
    );
    await act(() => result.current.del.mutateAsync({ id: 3 }).catch(() => undefined));
    expect(invalidated(queryClient, plain.keys.list({ page: 1 }))).toBe(false);
    fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: { ok: true } }));
    await act(() => result.current.del.mutateAsync({ id: 3 }));
    expect(invalidated(queryClient, plain.keys.list({ page: 1 }))).toBe(true);
    expect(invalidated(queryClient, ['products', 'list', {}])).toBe(true);
    // The refetch it started never ends: once the hook has re-rendered, the read stays fetching.
    await waitFor(() => expect(result.current.list.fetchStatus).toBe('fetching'));
  });

  it("invalidates what a change's plan names, worked out from the answer or the failure", async () => {
    const plain = defineEntity('tags', tagApi, { refresh: ON_SUCCESS });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () =>
        plain.useChange('status', {
          refresh: {
            success: (data) => [plain.keys.info(data.id), { queryKey: ['products'], refetchType: 'none' }],
            failure: (error) => (error.message === 'gone' ? [['warehouses']] : []),
          },
        }),
      { wrapper },
    );
    queryClient.setQueryData(plain.keys.info(3), saved);
    fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: saved }));
    await act(() => result.current.mutateAsync({ id: 3, status: false, version: 1 }));
    expect(invalidated(queryClient, plain.keys.info(3))).toBe(true);
    expect(invalidated(queryClient, ['products', 'list', {}])).toBe(true);
    expect(invalidated(queryClient, plain.keys.list({ page: 1 }))).toBe(false);
    fetchMock.mockResolvedValue(answer(404, { code: 404, msg: 'gone', data: null }));
    await act(() => result.current.mutateAsync({ id: 3, status: false, version: 1 }).catch(() => undefined));
    expect(invalidated(queryClient, ['warehouses', 'list', {}])).toBe(true);
  });

  it('sends through a function of its own (useSend) with the action key, and refreshes like a change', async () => {
    const plain = defineEntity('tags', tagApi, { refresh: ON_SUCCESS });
    const { queryClient, wrapper } = setup();
    const send = vi.fn(async (body: { name: string }, key: string) => ({ ...body, key }));
    const { result } = renderHook(() => plain.useSend(send), { wrapper });
    const first = await act(() => result.current.mutateAsync({ name: 'a' }));
    const second = await act(() => result.current.mutateAsync({ name: 'a' }));
    expect(first.key).toMatch(/\S/);
    expect(second.key).not.toBe(first.key);
    expect(invalidated(queryClient, plain.keys.list({ page: 1 }))).toBe(true);
  });

  it('gives a change outside `actionKeys` a new Idempotency-Key per request, after a network failure too', async () => {
    vi.useFakeTimers();
    try {
      const plain = defineEntity('tags', tagApi, { actionKeys: [] });
      const { wrapper } = setup();
      const { result } = renderHook(() => plain.useChange('edit'), { wrapper });
      const body = { id: 3, version: 1, name: 'Eco', sort: 0 };
      fetchMock.mockRejectedValue(new TypeError('offline'));
      const first = result.current.mutateAsync(body).catch(() => undefined);
      await vi.runAllTimersAsync();
      await first;
      const failed = fetchMock.mock.calls.length;
      fetchMock.mockResolvedValue(answer(200, { code: 200, msg: 'ok', data: saved }));
      await act(() => result.current.mutateAsync(body));
      const keys = fetchMock.mock.calls.map((call) => header(call, 'Idempotency-Key'));
      expect(new Set(keys.slice(0, failed)).size).toBe(1);
      expect(keys.at(-1)).not.toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every change quiet with `quiet: true`; an entity without a list has changes and keys', async () => {
    const own = defineEntity('profile', profileApi, { quiet: true });
    const { wrapper } = setup();
    fetchMock.mockResolvedValue(answer(409, { code: 409, msg: 'wrong password', data: null }));
    const { result } = renderHook(() => own.useChange('password'), { wrapper });
    await act(() => result.current.mutateAsync({ currentPassword: 'a', newPassword: 'b' }).catch(() => undefined));
    expect(fetchMock.mock.calls[0]![0]).toBe('/admin/profile/password');
    expect(toasts).toEqual([]);
    expect(own.keys.all).toEqual(['profile']);
    await expect(own.fetchList({})).rejects.toThrow('profile has no list');
  });

  it('invalidates its reads, or the given ones, outside a change (useRefresh)', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => tags.useRefresh(), { wrapper });
    await act(() => result.current([['warehouses']]));
    expect(invalidated(queryClient, ['warehouses', 'list', {}])).toBe(true);
    expect(invalidated(queryClient, tags.keys.list({ page: 1 }))).toBe(false);
    await act(() => result.current());
    expect(invalidated(queryClient, tags.keys.list({ page: 1 }))).toBe(true);
    expect(invalidated(queryClient, ['products', 'list', {}])).toBe(true);
  });
});
