import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import { tagApi, type TagRow } from '@shop/shared/api/tag';
import { authStore } from '../../lib/auth-store.ts';
import { i18n, i18nReady } from '../../lib/i18n.ts';
import { CrudListPage } from './crud-list-page.tsx';
import { defineEntity } from './entity-api.ts';
import { actionPermissions, defineScreen, type CrudScreen } from './screen.ts';

const tags = defineEntity('tags', tagApi);
const tagScreen = defineScreen({
  entity: tags,
  testId: 'tag',
  permissions: actionPermissions('tag'),
  texts: { title: 'tag:title', add: 'tag:add', edit: 'tag:edit' },
  search: { keyword: 'tag:keyword_placeholder', enabled: 'tag:field.enabled' },
});
const user: SessionUser = {
  ak: 'ak',
  username: 'admin',
  truename: 'Admin',
  adminid: 1,
  supplier: false,
  supplier_id: null,
  supplier_name: null,
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['tag', 'tag_add'],
  avatar: null,
};

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });

/** The list at `path`, with a filter of its own (`?code=`) when asked. */
function open(path: string, crudScreen: CrudScreen = tagScreen, own = false, addTo?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <CrudListPage<TagRow>
      screen={crudScreen}
      columns={[{ title: 'name', dataIndex: 'name' }]}
      filterKeys={own ? ['code'] : undefined}
      addTo={addTo}
      filters={
        own ? (
          <Form.Item name="code">
            <Input aria-label="code" />
          </Form.Item>
        ) : undefined
      }
    >
      <div data-testid="dialogs" />
    </CrudListPage>
  );
  const router = createMemoryRouter(
    [
      { path: '/tag', element: page },
      { path: '/tagAdd', element: <div data-testid="add-page" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </App>
    </QueryClientProvider>,
  );
}

/** The query of the list request the page sent last. */
const listQuery = () => new URL(fetchMock.mock.calls.at(-1)![0], 'http://console.test').searchParams;

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces('tag');
  // The table measures itself; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  fetchMock.mockResolvedValue(ok({ list: [], total: 0, page: 1, pageSize: 20 }));
  vi.stubGlobal('fetch', fetchMock);
  authStore.login(user);
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

// The first antd table render is slow on a busy machine.
describe('the list screen of the console kit', { timeout: 30_000 }, () => {
  it("shows the screen's title, its add button and its dialogs", async () => {
    open('/tag');
    const list = await screen.findByTestId('tag-list');
    expect(list.querySelector('h2')?.textContent).toBe(i18n.t('tag:title'));
    expect(screen.getByTestId('tag-add').textContent).toContain(i18n.t('tag:add'));
    expect(screen.getByTestId('dialogs')).toBeTruthy();
  });

  it('goes to the add page of a screen whose form is a page of its own', async () => {
    open('/tag', tagScreen, false, '/tagAdd');
    (await screen.findByTestId('tag-add')).click();
    expect(await screen.findByTestId('add-page')).toBeTruthy();
    expect(screen.queryByTestId('dialogs')).toBeNull();
  });

  it('has no add button for who lacks the add key', async () => {
    authStore.login({ ...user, power: ['tag'] });
    open('/tag');
    await screen.findByTestId('tag-list');
    expect(screen.queryByTestId('tag-add')).toBeNull();
  });

  it('lays out the standard search around its own filters: keyword, own, enabled', async () => {
    open('/tag', tagScreen, true);
    await screen.findByTestId('tag-list');
    const keyword = screen.getByLabelText(i18n.t('tag:keyword_placeholder'));
    const code = screen.getByLabelText('code');
    const enabled = screen.getByLabelText(i18n.t('tag:field.enabled'));
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(keyword, code)).toBe(true);
    expect(follows(code, enabled)).toBe(true);
  });

  it('reads the standard and its own filter keys from the URL, and no others', async () => {
    open('/tag?keyword=eco&status=enabled&code=A1&other=x', tagScreen, true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const query = listQuery();
    expect(query.get('keyword')).toBe('eco');
    expect(query.get('status')).toBe('enabled');
    expect(query.get('code')).toBe('A1');
    expect(query.has('other')).toBe(false);
  });

  it('shows no filters bar for a screen without search or filters of its own', async () => {
    open('/tag?keyword=eco', { ...tagScreen, search: undefined });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('filters-search')).toBeNull();
    expect(listQuery().has('keyword')).toBe(false);
  });
});
