import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { SignInAgreementData } from '@shop/shared/api/agreement';
import { AUTH_STORAGE_KEY, authStore } from '../../../lib/auth-store.ts';
import { i18n, i18nReady } from '../../../lib/i18n.ts';
import { setNavigator } from '../../../lib/navigation.ts';
import { setNotifier } from '../../../lib/notify.ts';
import { AgreementGate } from './agreement-gate.tsx';

const user: SessionUser = {
  ak: 'ak',
  username: 'supplier',
  truename: 'Supplier A Operator',
  adminid: 3,
  supplier: true,
  supplier_id: 1,
  supplier_name: 'Demo Supplier A',
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['index', 'profile'],
  avatar: null,
  agreement: { id: 7, version: 2 },
};
const agreement: SignInAgreementData = {
  id: 7,
  version: 2,
  publishedAt: '2026-01-01T00:00:00.000Z',
  content: { 'zh-CN': '<p>中文条款</p>', en: '<p>English terms</p>', es: '', ja: '' },
  accepted: false,
};

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });
const calls = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url);
const navigated: string[] = [];

function serve(content = agreement.content): void {
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/admin/passport/agreement') return ok({ ...agreement, content });
    if (url === '/admin/passport/agreement/accept') {
      const { id } = JSON.parse(String(init.body)) as { id: number };
      return ok({ id, version: 2, acceptedAt: '2026-01-02T00:00:00.000Z' });
    }
    if (url === '/admin/passport/logout') return ok({ ok: true });
    throw new Error(`unexpected request ${url}`);
  });
}

function open() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <div data-testid="page-behind">console</div>
        <AgreementGate />
      </App>
    </QueryClientProvider>,
  );
}

const dialog = () => screen.queryByTestId('agreement-gate');
const text = () => screen.findByTestId('agreement-gate-text');

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['agreement-gate', 'common']);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  setNotifier({ error: () => undefined, warning: () => undefined, success: () => undefined });
  setNavigator((to) => void navigated.push(to));
  navigated.length = 0;
  authStore.login(user);
  serve();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
  authStore.clear();
  await i18n.changeLanguage('zh-CN');
});

describe('supplier agreement at sign-in', { timeout: 30_000 }, () => {
  it('shows nothing when the session user has nothing to accept (staff, or accepted)', () => {
    authStore.login({ ...user, supplier: false, supplier_id: null, agreement: undefined });
    open();
    expect(dialog()).toBeNull();
    authStore.clear();
    authStore.login({ ...user, agreement: null });
    expect(dialog()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the agreement in the interface language, and cannot be dismissed', async () => {
    open();
    expect((await text()).innerHTML).toBe('<p>English terms</p>');
    expect(screen.getByText(i18n.t('agreement-gate:title', { version: 2 }))).toBeTruthy();
    // no close button; Esc and a click outside leave it open
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.keyDown(screen.getByTestId('agreement-gate-text'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).not.toBeNull();
    fireEvent.mouseDown(wrap!);
    fireEvent.mouseUp(wrap!);
    fireEvent.click(wrap!);
    await new Promise((r) => setTimeout(r, 300));
    expect(dialog()).not.toBeNull();
    expect(screen.getByTestId('agreement-gate-text')).toBeTruthy();
    expect(authStore.get().user?.agreement).toEqual({ id: 7, version: 2 });
    expect(calls('/admin/passport/agreement/accept')).toHaveLength(0);
  });

  it('falls back to a language the agreement is written in', async () => {
    await i18n.changeLanguage('ja');
    serve({ 'zh-CN': '', en: '', es: '<p>Términos</p>', ja: '' });
    open();
    expect((await text()).innerHTML).toBe('<p>Términos</p>');
  });

  it('accepting records it, closes the dialog and clears the stored session user', async () => {
    open();
    await text();
    fireEvent.click(screen.getByTestId('agreement-gate-accept'));
    await waitFor(() => expect(screen.queryByTestId('agreement-gate-text')).toBeNull());
    expect(calls('/admin/passport/agreement/accept')).toHaveLength(1);
    expect(JSON.parse(String(calls('/admin/passport/agreement/accept')[0]![1].body))).toEqual({ id: 7 });
    expect(authStore.get().user?.agreement).toBeNull();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).user.agreement).toBeNull();
    expect(screen.getByTestId('page-behind')).toBeTruthy();
  });

  it('signing out ends the session without accepting', async () => {
    open();
    await text();
    fireEvent.click(screen.getByTestId('agreement-gate-sign-out'));
    await waitFor(() => expect(authStore.get().user).toBeNull());
    expect(calls('/admin/passport/logout')).toHaveLength(1);
    expect(calls('/admin/passport/agreement/accept')).toHaveLength(0);
    expect(navigated).toEqual(['/']);
  });
});
