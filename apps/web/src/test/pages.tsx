import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll } from 'vitest';
import { i18n, i18nReady } from '../lib/i18n.ts';

// What the page tests share: rendering routes as the console does, picking an option of a select, the i18n set-up.

/** Renders `routes` at `at` inside a fresh query client (no retries), antd's App and a Suspense boundary. */
export function renderRoutes(routes: RouteObject[], at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </App>
    </QueryClientProvider>,
  );
  return router;
}

/** Opens an antd select, types `label` and picks the option showing it. */
export async function chooseOption(testId: string, label: string) {
  const select = screen.getByTestId(testId).closest('.ant-select') ?? screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  // typed, so that the option is among the few the list renders
  fireEvent.change(select.querySelector('input')!, { target: { value: label } });
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options.at(-1)!);
}

/** Before the file's tests: i18n in English with `namespaces` loaded, and a ResizeObserver, which jsdom lacks. */
export function preparePageTests(namespaces: string[]) {
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(namespaces);
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
}
