import { authStore } from './auth-store.ts';
import { loginPath, navigate } from './navigation.ts';
import { ui } from './ui-store.ts';

// Other holders of client state (the query cache, which the login route does not load) register here.
const clearers = new Set<() => void>();

export function onClearState(clear: () => void): () => void {
  clearers.add(clear);
  return () => clearers.delete(clear);
}

/** Clears every piece of client state: session user, permissions, shell state, cached server data. */
export function clearAllState(): void {
  authStore.clear();
  ui.reset();
  for (const clear of clearers) clear();
}

/** Session over (code 300 or logout): clear everything and go to login, remembering where we were. */
export function endSession(options: { remember?: boolean } = { remember: true }): void {
  clearAllState();
  const here = `${window.location.pathname}${window.location.search}`;
  navigate(options.remember === false ? '/' : loginPath(here), { replace: true });
}
