import { getPermission } from '@shop/shared/permissions';
import { lazy } from 'react';
import type { ConsoleArea } from './console-area.ts';
import type { RouteEntry } from './route-types.ts';

/** Every console area, found by its `modules/<area>/area.ts`: no list to edit when an area is added. */
const areaFiles = import.meta.glob<{ default: ConsoleArea }>('../modules/*/area.ts', { eager: true });
export const AREAS: readonly ConsoleArea[] = Object.values(areaFiles).map((m) => m.default);

/** Screens of the shell itself. */
const SHELL_ROUTES: readonly RouteEntry[] = [
  {
    path: '/404',
    titleKey: 'route:not_found',
    permission: null,
    element: lazy(() => import('../shell/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage }))),
  },
];

/** THE route registry: every screen of the console, from the shell and the areas' declarations. */
export const ROUTES: readonly RouteEntry[] = [...SHELL_ROUTES, ...AREAS.flatMap((a) => a.routes)];

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
export function firstScreenOf(area: string, can: (permission: string | null) => boolean, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  return routes
    .filter((r) => r.menu && r.menu.area === area && can(r.permission))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))[0];
}
