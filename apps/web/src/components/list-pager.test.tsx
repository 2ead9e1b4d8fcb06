import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGER } from '@shop/shared/constants';
import { i18nReady } from '../lib/i18n.ts';
import { ListPage } from './list-page.tsx';

interface Row {
  id: number;
  name: string;
}

/** The pager's parts in the order the page shows them, named as `PAGER.layout` names them. */
function pagerLayout(container: HTMLElement): string[] {
  const pager = container.querySelector('ul.ant-pagination')!;
  const parts: string[] = [];
  const add = (part: string) => parts.at(-1) !== part && parts.push(part);
  for (const item of Array.from(pager.children)) {
    const has = (cls: string) => item.classList.contains(cls);
    if (has('ant-pagination-total-text')) {
      add('total');
      if (item.querySelector('.ant-select')) add('sizes');
    } else if (has('ant-pagination-prev')) add('prev');
    else if (has('ant-pagination-next')) add('next');
    else if (has('ant-pagination-item') || has('ant-pagination-jump-prev') || has('ant-pagination-jump-next'))
      add('pager');
    else if (has('ant-pagination-options')) {
      if (item.querySelector('.ant-pagination-options-size-changer')) add('sizes');
      if (item.querySelector('.ant-pagination-options-quick-jumper')) add('jumper');
    }
  }
  return parts;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderList(path: string) {
  const rows: Row[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <App>
            <ListPage<Row>
              title="List"
              filterKeys={[]}
              columns={[{ title: 'Name', dataIndex: 'name' }]}
              rowKey="id"
              queryKey={(query) => ['rows', query]}
              fetch={async (query) => ({
                list: rows,
                total: 95,
                page: Number(query.page),
                pageSize: Number(query.pageSize),
              })}
            />
            <Where />
          </App>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18nReady;
  // The table measures itself; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

// The first antd table render is slow on a busy machine.
describe('the list page pager', { timeout: 30_000 }, () => {
  it('lays out total, sizes, prev, pager, next, jumper as the spec writes it', async () => {
    const { container } = renderList('/list?page=2');
    await screen.findByText('Row 20');
    expect(pagerLayout(container)).toEqual(PAGER.layout.split(', '));
    expect(container.querySelector('.ant-pagination-total-text')!.textContent).toContain('95');
  });

  it('changes the page size in the URL and starts again at page 1', async () => {
    renderList('/list?page=3&keyword=x');
    await screen.findByText('Row 20');
    fireEvent.mouseDown(
      screen.getByTestId('pager-sizes').querySelector('.ant-select-selector') ?? screen.getByTestId('pager-sizes'),
    );
    const sizes = await screen.findAllByText((text) => text.startsWith('50 '));
    fireEvent.click(sizes.at(-1)!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?pageSize=50'));
  });
});
