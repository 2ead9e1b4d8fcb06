import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { TaxClassRow } from '@shop/shared/api/tax';
import { authStore } from '../../../lib/auth-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { TaxClassListPage } from './class-list-page.tsx';
import { preparePageTests, renderRoutes } from '../../../test/pages.tsx';

// /taxclass on answers of the server: the default class, why a class cannot be deleted, making one the default.

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
  power: ['setting', 'setting_taxclass'],
  avatar: null,
};
const row = (c: Partial<TaxClassRow> & Pick<TaxClassRow, 'id' | 'name'>): TaxClassRow => ({
  description: '',
  isDefault: false,
  ruleCount: 0,
  productCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 2,
  ...c,
});
const classes = [
  row({ id: 1, name: 'Standard', isDefault: true, ruleCount: 5, productCount: 30 }),
  row({ id: 2, name: 'Reduced rate', description: 'Food and books', ruleCount: 4, productCount: 1 }),
  row({ id: 3, name: 'Exempt' }),
];

type FetchArgs = [string, RequestInit?];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });
const path = (url: string) => new URL(url, 'http://console.test').pathname;
const requests = (p: string) => fetchMock.mock.calls.filter(([url]) => path(url) === p);

preparePageTests(['tax-class', 'common']);
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  authStore.login(user);
  fetchMock.mockImplementation(async (url) => {
    const p = path(url);
    if (p === '/admin/setting/taxclass') return ok({ list: classes, total: 3, page: 1, pageSize: 20 });
    if (p === '/admin/setting/taxclass/default') return ok({ ...classes[2], isDefault: true, updatedAt: '' });
    if (p === '/admin/setting/taxclass/del') return ok({ ok: true });
    throw new Error(`unexpected request ${url}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

function open() {
  return renderRoutes([{ path: '/taxclass', element: <TaxClassListPage /> }], '/taxclass');
}

describe('/taxclass', { timeout: 30_000 }, () => {
  it('marks the default class and says why the default and a class in use cannot be deleted', async () => {
    open();
    const list = await screen.findByTestId('tax-class-list');
    await within(list).findByText('Reduced rate');
    expect(within(list).getByTestId('tax-class-default-1').textContent).toBe(i18n.t('tax-class:default'));
    const locked = within(list).getByRole('button', { name: new RegExp(i18n.t('tax-class:default_locked')) });
    expect(locked).toHaveProperty('disabled', true);
    const inUse = i18n.t('tax-class:in_use', { products: 1, rules: 4 });
    expect(within(list).getByRole('button', { name: `${i18n.t('common:action.delete')}: ${inUse}` })).toHaveProperty(
      'disabled',
      true,
    );
    // the unused class goes after confirming; the default one has no "make default"
    expect(within(list).queryByTestId('tax-class-make-default-1')).toBeNull();
    fireEvent.click(within(list).getByTestId('tax-class-delete-3'));
    fireEvent.click(await screen.findByTestId('tax-class-delete-confirm-3'));
    await waitFor(() => expect(requests('/admin/setting/taxclass/del')).toHaveLength(1));
    expect(JSON.parse(String(requests('/admin/setting/taxclass/del')[0]![1]!.body))).toEqual({ id: 3 });
  });

  it('makes a class the default after explaining what that changes', async () => {
    open();
    fireEvent.click(await screen.findByTestId('tax-class-make-default-3'));
    expect(await screen.findByText(i18n.t('tax-class:confirm_default_hint', { name: 'Exempt' }))).toBeTruthy();
    fireEvent.click(screen.getByTestId('tax-class-make-default-confirm-3'));
    await waitFor(() => expect(requests('/admin/setting/taxclass/default')).toHaveLength(1));
    expect(JSON.parse(String(requests('/admin/setting/taxclass/default')[0]![1]!.body))).toEqual({ id: 3, version: 2 });
    expect(await screen.findByText(i18n.t('tax-class:default_done', { name: 'Exempt' }))).toBeTruthy();
  });
});
