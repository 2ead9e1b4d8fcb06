import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shop/shared/permissions';
import type { SessionUser } from '@shop/shared/api/auth';
import { authStore } from '../lib/auth-store.ts';
import { i18nReady } from '../lib/i18n.ts';
import { ROUTES } from './registry.ts';
import type { RouteEntry } from './route-types.ts';
import { buildRoutes } from './router.tsx';

const user: SessionUser = {
  ak: 'ak',
  username: 'sales',
  truename: 'Sales',
  adminid: 2,
  supplier: false,
  supplier_id: null,
  supplier_name: null,
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['index', 'log'],
  avatar: null,
};

function Where(): ReactNode {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const page = (id: string) => () => (
  <div>
    <span data-testid={id} />
    <Where />
  </div>
);

const entries: RouteEntry[] = [
  { path: '/', titleKey: 'route:login', permission: null, public: true, element: page('login') },
  { path: '/dashboard', titleKey: 'route:dashboard', permission: 'index', element: page('dashboard') },
  { path: '/log', titleKey: 'route:log', permission: 'log', element: page('log') },
  { path: '/admin', titleKey: 'route:admin', permission: 'setting_admin_index', element: page('admin') },
  { path: '/404', titleKey: 'route:not_found', permission: null, element: page('not-found') },
];

function TestLayout(): ReactNode {
  return (
    <div data-testid="shell">
      <Outlet />
    </div>
  );
}

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(entries, TestLayout), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(async () => {
  await i18nReady;
});

afterEach(() => authStore.clear());

describe('route guards', () => {
  it('sends a visitor without a session to login, remembering the page', async () => {
    const router = open('/log?actor=ann');
    expect(await screen.findByTestId('login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/log?actor=ann')}`);
  });

  it('sends unknown paths to /404', async () => {
    authStore.login(user);
    const router = open('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('unknown paths without a session end on login with redirect=/404', async () => {
    const router = open('/nowhere');
    await screen.findByTestId('login');
    expect(router.state.location.search).toBe('?redirect=%2F404');
  });

  it('shows the no-permission page naming the missing permission', async () => {
    authStore.login(user);
    open('/admin');
    const denied = await screen.findByTestId('no-permission', undefined, { timeout: 5000 });
    expect(denied.getAttribute('data-permission')).toBe('setting_admin_index');
    expect(denied.textContent).toContain('setting_admin_index');
    // the permission's label in the interface language (zh-CN by default)
    expect(denied.textContent).toContain('管理员');
    expect(screen.queryByTestId('admin')).toBeNull();
  });

  it('renders a permitted screen inside the shell', async () => {
    authStore.login(user);
    open('/log');
    expect(await screen.findByTestId('log')).toBeTruthy();
    expect(screen.getByTestId('shell')).toBeTruthy();
  });
});

describe('route registry', () => {
  // The registry is assembled from the areas' declarations; the manifest names every screen a
  // permission opens, so each registered path must be one the manifest knows, and appear once.
  it("holds each screen once, and only screens the manifest names (or the shell's own)", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const named = new Set(PERMISSIONS.flatMap((p) => p.routes ?? []));
    const shellOwn = ['/', '/404'];
    // Public pages (a supplier application, its status) need no permission: the manifest has no key for them.
    const publicPages = ROUTES.filter((r) => r.public === true && r.permission === null).map((r) => r.path);
    expect(paths.filter((p) => !named.has(p) && !shellOwn.includes(p) && !publicPages.includes(p))).toEqual([]);
  });

  it('registers every screen of the areas built so far', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/admin',
      '/setting/group',
      '/log',
      '/profile/index',
      '/profile/edit',
      '/feedback',
      '/404',
      '/customize',
      '/product/product',
      '/product/product/import',
      '/tag',
      '/warehouse',
      '/user/userlist',
      '/order/management',
      '/order/abandoned',
      '/order/logistics',
    ]) {
      expect(paths(), path).toContain(path);
    }
  });
  const paths = () => ROUTES.map((r) => r.path);

  it('uses only permission keys from the manifest, and menu areas that are top-level keys', () => {
    const keys = new Set(PERMISSIONS.map((p) => p.key));
    const areas = new Set(PERMISSIONS.filter((p) => p.parent === null).map((p) => p.key));
    for (const route of ROUTES) {
      if (route.permission) expect(keys.has(route.permission), route.path).toBe(true);
      if (route.menu) expect(areas.has(route.menu.area), route.path).toBe(true);
    }
  });

  it('agrees with the manifest about which permission opens which route', () => {
    for (const route of ROUTES.filter((r) => r.permission && r.permission !== 'profile')) {
      const def = PERMISSIONS.find((p) => p.key === route.permission);
      expect(def?.routes ?? [], route.path).toContain(route.path);
    }
  });

  it('keeps /customize outside the shell', () => {
    expect(ROUTES.find((r) => r.path === '/customize')?.shell).toBe(false);
  });
});
