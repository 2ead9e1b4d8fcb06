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

// The shell (and its toasts) unmounts when the session ends, so the reason travels to the login page.
let carriedNotice: string | null = null;

/** The reason the last session ended (e.g. expiry); the login page shows it. */
export function sessionNotice(): string | null {
  return carriedNotice;
}

/** Shown once: the login page forgets it after displaying it. */
export function clearSessionNotice(): void {
  carriedNotice = null;
}

/** Session over (code 300 or logout): clear everything and go to login, remembering where we were. */
export function endSession(options: { remember?: boolean; notice?: string } = { remember: true }): void {
  clearAllState();
  // Several requests can fail together: the first one has already brought the user to the login
  // page, and remembering "/?redirect=..." as the place to return to would lose the real one.
  if (options.remember !== false && window.location.pathname === '/') return;
  carriedNotice = options.notice ?? null;
  const here = `${window.location.pathname}${window.location.search}`;
  navigate(options.remember === false ? '/' : loginPath(here), { replace: true });
}
