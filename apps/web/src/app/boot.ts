import { matchRoutes } from 'react-router';
import { authStore } from '../lib/auth-store.ts';
import { initialLanguage, LOCALE_FILES } from '../lib/i18n.ts';
import { preloadPage } from './route-entry.ts';
import type { RouteEntry } from './route-types.ts';

/** The namespaces the shell (sidebar, tabs, breadcrumbs, top bar) draws with. */
const SHELL_NAMESPACES = ['route', 'perm', 'shell'];

/** Fetches the files of these namespaces in the starting language now, before a screen asks for them. */
function preloadNamespaces(namespaces: readonly string[]): void {
  const language = initialLanguage();
  for (const namespace of namespaces)
    for (const load of LOCALE_FILES.get(`${language}/${namespace}`) ?? []) void load().catch(() => undefined);
}

/**
 * Starts, at once and side by side, what the first screen will ask for one after another: the
 * shell's module and texts and the screen's own module. Without it each waits for the one before
 * it to be loaded and drawn (the shell, then its texts, then the screen): four round trips in a
 * row before the screen's data is even asked for.
 */
export function preloadFirstScreen(
  pathname: string,
  routes: readonly RouteEntry[],
  shell: { preload: () => Promise<void> },
): void {
  const entry = matchRoutes(
    routes.map((r) => ({ path: r.path, entry: r })),
    pathname,
  )?.[0]?.route.entry;
  if (!entry) return;
  if (!entry.public && !authStore.get().user) return; // the login page comes first
  void preloadPage(entry.element);
  if (entry.public || entry.shell === false) return;
  void shell.preload();
  preloadNamespaces(SHELL_NAMESPACES);
}
