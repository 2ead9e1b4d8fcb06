import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { GuardedRoute, RequireSession } from './guards.tsx';
import { PageLoading } from './page-loading.tsx';
import { lazyPage } from './route-entry.ts';
import type { RouteEntry } from './route-types.ts';

export const ShellLayout = lazyPage(() => import('../shell/layout.tsx'), 'ShellLayout');

export interface RouteHandle {
  entry: RouteEntry;
}

function withSuspense(Layout: ComponentType): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout />
    </Suspense>
  );
}

/** The router's tree, built from the registry only. `layout` is replaceable for tests. */
export function buildRoutes(entries: readonly RouteEntry[], layout: ComponentType = ShellLayout): RouteObject[] {
  const page = (entry: RouteEntry): RouteObject => ({
    path: entry.path,
    element: <GuardedRoute entry={entry} />,
    handle: { entry } satisfies RouteHandle,
  });
  return [
    ...entries
      .filter((e) => e.public)
      .map((entry) => {
        const Page = entry.element;
        return {
          path: entry.path,
          element: (
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          ),
          handle: { entry },
        };
      }),
    {
      element: <RequireSession />,
      children: [
        ...entries.filter((e) => !e.public && e.shell === false).map(page),
        { element: withSuspense(layout), children: entries.filter((e) => !e.public && e.shell !== false).map(page) },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}
