import type { SessionUser } from '@shop/shared/api/auth';
import { IMPLICIT_PERMISSIONS } from '@shop/shared/permissions';
import { useCallback } from 'react';
import { createStore, readJson, useStore, type Store } from './store.ts';

export const AUTH_STORAGE_KEY = 'shop.auth';

export interface AuthState {
  user: SessionUser | null;
  /** Permission map as the server sends it: { key: true } */
  power: Record<string, boolean>;
}

export interface AuthStore extends Store<AuthState> {
  login(user: SessionUser): void;
  setPower(power: Record<string, boolean>): void;
  clear(): void;
  can(permission: string | null | undefined): boolean;
}

/** Implicit keys (own profile, messages) are held by every signed-in user. */
function holds(power: Record<string, boolean>, permission: string | null | undefined): boolean {
  if (!permission) return true;
  return power[permission] === true || IMPLICIT_PERMISSIONS.includes(permission);
}

const empty: AuthState = { user: null, power: {} };

function storageOrUndefined(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The session user and the permission map; persisted so that a reload keeps the session. */
export function createAuthStore(storage: Storage | undefined = storageOrUndefined()): AuthStore {
  const saved = readJson<AuthState>(storage, AUTH_STORAGE_KEY);
  const initial = saved?.user ? { user: saved.user, power: saved.power ?? {} } : empty;
  const store = createStore<AuthState>(initial, (value) => {
    if (value.user) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
    else storage?.removeItem(AUTH_STORAGE_KEY);
  });
  return {
    ...store,
    login(user) {
      store.set({ user, power: Object.fromEntries(user.power.map((key) => [key, true])) });
    },
    setPower(power) {
      store.set((prev) =>
        prev.user ? { user: { ...prev.user, power: Object.keys(power).filter((k) => power[k]) }, power } : prev,
      );
    },
    clear() {
      store.set(empty);
    },
    can(permission) {
      return holds(store.get().power, permission);
    },
  };
}

export const authStore = createAuthStore();

export function useAuth(): AuthState {
  return useStore(authStore);
}

export function useCan(): (permission: string | null | undefined) => boolean {
  const { power } = useAuth();
  return useCallback((permission) => holds(power, permission), [power]);
}
