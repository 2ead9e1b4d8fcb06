import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, route } from './route-entry.ts';

const Page = () => <span data-testid="page">loaded</span>;

describe('registry entries', () => {
  it('loads a screen from the named export of its module when it first shows', async () => {
    let loads = 0;
    const Lazy = lazyPage(async () => {
      loads += 1;
      return { TagListPage: Page, other: 1 };
    }, 'TagListPage');
    expect(loads).toBe(0);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect((await screen.findByTestId('page')).textContent).toBe('loaded');
    expect(loads).toBe(1);
  });

  it("titles an entry with its permission's label unless it names a title", () => {
    expect(route('/tag', 'tag', Page, { menu: { area: 'shezhi', order: 40 } })).toEqual({
      path: '/tag',
      titleKey: 'perm:tag',
      permission: 'tag',
      element: Page,
      menu: { area: 'shezhi', order: 40 },
    });
    expect(route('/admin', 'setting_admin_index', Page, { titleKey: 'route:admin' }).titleKey).toBe('route:admin');
    expect(route('/', null, Page, { titleKey: 'route:login', public: true })).toEqual({
      path: '/',
      titleKey: 'route:login',
      permission: null,
      element: Page,
      public: true,
    });
  });
});
