import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import { authStore } from '../lib/auth-store.ts';
import { preloadFirstScreen } from './boot.ts';
import { lazyPage, route } from './route-entry.ts';

/** A lazily loaded screen that counts how often its module is asked for. */
function counted() {
  const loads = { n: 0 };
  const page = lazyPage(async () => {
    loads.n += 1;
    return { Page: () => null };
  }, 'Page');
  return { page, loads };
}

afterEach(() => authStore.clear());

describe('the first screen is fetched at start', () => {
  it("fetches the screen's module and the shell's side by side for a signed-in user", () => {
    const shell = counted();
    const detail = counted();
    const other = counted();
    const routes = [
      route('/order/detail/:id', 'order_detail', detail.page),
      route('/order/index', 'order_index', other.page),
    ];
    authStore.login({ adminid: 1, username: 'admin', power: ['order_detail'] } as unknown as SessionUser);
    preloadFirstScreen('/order/detail/42', routes, shell.page);
    expect([detail.loads.n, shell.loads.n, other.loads.n]).toEqual([1, 1, 0]);
  });

  it('fetches only the login page before a sign-in, and nothing for an unknown path', () => {
    const shell = counted();
    const login = counted();
    const guarded = counted();
    const routes = [
      route('/', null, login.page, { titleKey: 'route:login', public: true }),
      route('/order/index', 'order_index', guarded.page),
    ];
    preloadFirstScreen('/', routes, shell.page);
    preloadFirstScreen('/order/index', routes, shell.page);
    preloadFirstScreen('/nowhere', routes, shell.page);
    expect([login.loads.n, guarded.loads.n, shell.loads.n]).toEqual([1, 0, 0]);
  });
});
