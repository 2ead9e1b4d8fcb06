import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tagApi } from '@shop/shared/api/tag';
import { i18nReady } from '../../lib/i18n.ts';
import { setNotifier } from '../../lib/notify.ts';
import { defineEntity } from './entity-api.ts';

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
const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });
const header = (call: FetchArgs, name: string) => (call[1].headers as Record<string, string>)[name];

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
  setNotifier({ error: () => undefined, warning: () => undefined, success: () => undefined });
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
});
