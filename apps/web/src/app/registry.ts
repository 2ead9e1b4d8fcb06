import { getPermission } from '@shop/shared/permissions';
import { lazyPage, route } from './route-entry.ts';
import type { RouteEntry } from './route-types.ts';

/**
 * Every screen of every area, found by the `routes.tsx` files under modules/<area>/ (each exports
 * its registry entries): an area or an entity adds screens by adding that file, not by editing a
 * list here.
 */
const routeFiles = import.meta.glob<Record<string, readonly RouteEntry[]>>('../modules/**/routes.tsx', { eager: true });
const AREA_ROUTES: readonly RouteEntry[] = Object.values(routeFiles).flatMap((m) => Object.values(m).flat());

const NotFoundPage = lazyPage(() => import('../shell/not-found-page.tsx'), 'NotFoundPage');

/** Screens of the shell itself. */
const SHELL_ROUTES: readonly RouteEntry[] = [route('/404', null, NotFoundPage, { titleKey: 'route:not_found' })];

/** THE route registry: every screen of the console, the shell's and the areas'. */
export const ROUTES: readonly RouteEntry[] = [...SHELL_ROUTES, ...AREA_ROUTES];

export function findRoute(path: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  return routes.find((r) => r.path === path);
}

/** The top-level manifest key (area) a permission belongs to. */
export function areaOf(permission: string | null): string | null {
  let def = permission ? getPermission(permission) : undefined;
  while (def?.parent) def = getPermission(def.parent);
  return def?.key ?? null;
}

/** The first screen of an area the user may open, in menu order. */
export function firstScreenOf(
  area: string,
  can: (permission: string | null) => boolean,
  routes: readonly RouteEntry[] = ROUTES,
): RouteEntry | undefined {
  return routes
    .filter((r) => r.menu && r.menu.area === area && can(r.permission))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))[0];
}
