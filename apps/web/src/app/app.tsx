import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { PageLoading } from './page-loading.tsx';
import { Providers } from './providers.tsx';
import { ROUTES } from './registry.ts';
import { preloadFirstScreen } from './boot.ts';
import { buildRoutes, ShellLayout } from './router.tsx';

preloadFirstScreen(window.location.pathname, ROUTES, ShellLayout);
const router = createBrowserRouter(buildRoutes(ROUTES));
setNavigator((to, options) => void router.navigate(to, options));

export function App(): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </Suspense>
  );
}
