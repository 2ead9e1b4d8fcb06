import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import type { PlannedInfo, PlannedPreviewData } from '@shop/shared/api/planned';
import { authStore } from '../../../lib/auth-store.ts';
import { PlannedFormPage } from './form-page.tsx';
import { PlannedListPage } from './list-page.tsx';
import { preparePageTests, renderRoutes } from '../../../test/pages.tsx';

// The planned tasks' list and form (with its dry-run preview), on answers of the server.

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
  power: ['setting', 'autotasks', 'autotasks_add', 'autotasks_edit', 'autotasks_status', 'autotasks_del'],
  avatar: null,
};
const task: PlannedInfo = {
  id: 3,
  name: 'Storefront activity',
  enabled: true,
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-20T00:00:00.000Z',
  everyMinutes: 120,
  perRun: 3,
  maxTotal: 60,
  countries: [
    { country: 'US', weight: 5 },
    { country: 'DE', weight: 3 },
  ],
  activities: ['customer_group_discount'],
  runs: 2,
  generatedCount: 6,
  nextRunAt: '2026-11-25T02:00:00.000Z',
  lastRunAt: '2026-11-25T00:00:00.000Z',
  lastResult: { status: 'done', generated: 3, at: '2026-11-25T00:00:00.000Z', reason: '' },
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
  version: 4,
};
const preview: PlannedPreviewData = {
  reason: '',
  count: 1,
  currency: 'USD',
  remaining: 54,
  countries: [{ country: 'US', count: 1 }],
  orders: [
    {
      country: 'US',
      customerId: 9,
      customerName: 'Emma Johnson',
      lines: [{ sku: 'TEE-01', name: 'Cotton tee', quantity: 2, unitPrice: 1500 }],
      subtotal: 3000,
      discount: 150,
      shippingFee: 500,
      tax: 0,
      total: 3350,
    },
  ],
  totals: { subtotal: 3000, discount: 150, total: 3350 },
  skipped: 0,
};

type FetchArgs = [string, RequestInit?];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<unknown>>>;
const ok = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ code: 200, msg: 'ok', data }) });
const path = (url: string) => new URL(url, 'http://console.test').pathname;
const requests = (p: string) => fetchMock.mock.calls.filter(([url]) => path(url) === p);
const sent = (p: string) => JSON.parse(String(requests(p)[0]![1]!.body)) as Record<string, unknown>;

function serve(): void {
  fetchMock.mockImplementation(async (url) => {
    const p = path(url);
    if (p === '/admin/setting/planned') return ok({ list: [task], total: 1, page: 1, pageSize: 20 });
    if (p === '/admin/setting/planned/info') return ok(task);
    if (p === '/admin/setting/planned/preview') return ok(preview);
    if (p === '/admin/setting/planned/edit') return ok({ ...task, version: 5 });
    throw new Error(`unexpected request ${url}`);
  });
}

function open(at: string) {
  return renderRoutes(
    [
      { path: '/planned', element: <PlannedListPage /> },
      { path: '/plannedAdd', element: <PlannedFormPage /> },
    ],
    at,
  );
}

preparePageTests(['planned', 'common']);
beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<unknown>>();
  vi.stubGlobal('fetch', fetchMock);
  authStore.login(user);
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('planned task pages', { timeout: 30_000 }, () => {
  it('lists a task with its progress against the cap and last result; no delete once it made orders', async () => {
    open('/planned');
    expect((await screen.findByTestId('planned-name')).textContent).toBe('Storefront activity');
    expect(screen.getByTestId('planned-generated').textContent).toContain('6 / 60');
    expect(screen.getByTestId('planned-last-result').textContent).toBe('Made 3');
    expect(screen.getByText('United States · 5')).toBeTruthy();
    const del = screen.getByRole('button', { name: /generated 6 orders/ });
    expect(del.hasAttribute('disabled')).toBe(true);
  });

  it('edits a task from ?id= and previews its next run with the form as it stands', async () => {
    const router = open('/plannedAdd?id=3');
    const name = await screen.findByTestId('planned-name-input');
    expect((name as HTMLInputElement).value).toBe('Storefront activity');
    fireEvent.change(screen.getByTestId('planned-per-run'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('planned-preview-run'));
    const card = screen.getByTestId('planned-preview');
    await within(card).findByText('Emma Johnson');
    expect(sent('/admin/setting/planned/preview')).toMatchObject({
      id: 3,
      perRun: 4,
      maxTotal: 60,
      countries: task.countries,
      startsAt: task.startsAt,
    });
    expect(within(card).getAllByText('$33.50').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('planned-form-submit'));
    await waitFor(() => expect(requests('/admin/setting/planned/edit')).toHaveLength(1));
    expect(sent('/admin/setting/planned/edit')).toMatchObject({ id: 3, version: 4, perRun: 4, name: task.name });
    await waitFor(() => expect(router.state.location.pathname).toBe('/planned'));
  });
});
