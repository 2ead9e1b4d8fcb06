import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shop/shared/api/auth';
import { AUTH_STORAGE_KEY, authStore, createAuthStore } from './auth-store.ts';
import { queryClient } from './query-client.ts';
import { clearAllState } from './session.ts';
import { UI_STORAGE_KEY, ui, uiStore } from './ui-store.ts';

const supplierUser: SessionUser = {
  ak: 'ak-supplier',
  username: 'supplier',
  truename: 'Supplier One',
  adminid: 7,
  supplier: true,
  supplier_id: 3,
  supplier_name: 'Acme',
  base_url: 'http://shop.test',
  socket: '/ws',
  power: ['index', 'help_suggest_add'],
  avatar: null,
};

describe('auth store', () => {
  it('login stores the user and the permission map', () => {
    const store = createAuthStore(localStorage);
    store.login(supplierUser);
    expect(store.get().user?.username).toBe('supplier');
    expect(store.get().power).toEqual({ index: true, help_suggest_add: true });
    expect(store.can('help_suggest_add')).toBe(true);
    expect(store.can('setting_admin_index')).toBe(false);
    // implicit keys (own profile) are held by every signed-in user
    expect(store.can('profile')).toBe(true);
  });

  it('survives a reload: a store created from localStorage has the same session', () => {
    createAuthStore(localStorage).login(supplierUser);
    const reloaded = createAuthStore(localStorage);
    expect(reloaded.get().user).toEqual(supplierUser);
    expect(reloaded.get().power.index).toBe(true);
  });

  it('setPower replaces the map from /api/admin/power', () => {
    const store = createAuthStore(localStorage);
    store.login(supplierUser);
    store.setPower({ index: true, log: true });
    expect(createAuthStore(localStorage).get().power).toEqual({ index: true, log: true });
  });

  it('ignores damaged stored state', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(createAuthStore(localStorage).get().user).toBeNull();
  });

  it('logout clears everything: user, permissions, shell state, cached server data', () => {
    authStore.login(supplierUser);
    ui.setSidebar(false);
    ui.resetTabs({ path: '/log', titleKey: 'route:log' });
    queryClient.setQueryData(['profile', 'info'], { id: 7 });

    clearAllState();

    expect(authStore.get()).toEqual({ user: null, power: {} });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(createAuthStore(localStorage).get().user).toBeNull();
    expect(uiStore.get().tabs.list).toEqual([]);
    expect(uiStore.get().sidebar.opened).toBe(true);
    expect(localStorage.getItem(UI_STORAGE_KEY)).not.toContain('false');
    expect(queryClient.getQueryData(['profile', 'info'])).toBeUndefined();
  });
});
