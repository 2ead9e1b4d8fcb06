import { getPermission } from '@shop/shared/permissions';
import { categoryRoutes } from '../modules/catalog/category/routes.tsx';
import { dictionaryRoutes } from '../modules/catalog/dictionary/routes.tsx';
import { inventoryRoutes } from '../modules/catalog/inventory/routes.tsx';
import { reviewRoutes } from '../modules/catalog/review/routes.tsx';
import { loginRoutes } from '../modules/auth/login/routes.tsx';
import { productRoutes } from '../modules/catalog/product/routes.tsx';
import { dashboardRoutes } from '../modules/dashboard/home/routes.tsx';
import { feedbackRoutes } from '../modules/help/feedback/routes.tsx';
import { profileRoutes } from '../modules/profile/account/routes.tsx';
import { adminRoutes } from '../modules/setting/admin/routes.tsx';
import { groupRoutes } from '../modules/setting/group/routes.tsx';
import { logRoutes } from '../modules/setting/log/routes.tsx';
import { systemRoutes } from '../modules/system/pages/routes.tsx';
import type { RouteEntry } from './route-types.ts';

/** THE route registry: every screen of the console, from each module's routes.tsx. */
export const ROUTES: readonly RouteEntry[] = [
  ...loginRoutes,
  ...dashboardRoutes,
  ...productRoutes,
  ...adminRoutes,
  ...groupRoutes,
  ...logRoutes,
  ...profileRoutes,
  ...feedbackRoutes,
  ...categoryRoutes,
  ...inventoryRoutes,
  ...dictionaryRoutes,
  ...reviewRoutes,
  ...systemRoutes,
];

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
