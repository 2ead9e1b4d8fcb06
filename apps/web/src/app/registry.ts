import { getPermission } from '@shop/shared/permissions';
import { abandonedRoutes } from '../modules/abandoned/routes.tsx';
import { categoryRoutes } from '../modules/catalog/category/routes.tsx';
import { dictionaryRoutes } from '../modules/catalog/dictionary/routes.tsx';
import { importRoutes } from '../modules/catalog/import/routes.tsx';
import { inventoryRoutes } from '../modules/catalog/inventory/routes.tsx';
import { reviewRoutes } from '../modules/catalog/review/routes.tsx';
import { loginRoutes } from '../modules/auth/login/routes.tsx';
import { logisticsRoutes } from '../modules/logistics/routes.tsx';
import { productRoutes } from '../modules/catalog/product/routes.tsx';
import { customerRoutes } from '../modules/customer/customer/routes.tsx';
import { customerGroupRoutes } from '../modules/customer/group/routes.tsx';
import { dashboardRoutes } from '../modules/dashboard/home/routes.tsx';
import { feedbackRoutes } from '../modules/help/feedback/routes.tsx';
import { orderRoutes } from '../modules/order/routes.tsx';
import { profileRoutes } from '../modules/profile/account/routes.tsx';
import { adminRoutes } from '../modules/setting/admin/routes.tsx';
import { groupRoutes } from '../modules/setting/group/routes.tsx';
import { logRoutes } from '../modules/setting/log/routes.tsx';
import { tagRoutes } from '../modules/setting/tag/routes.tsx';
import { warehouseRoutes } from '../modules/setting/warehouse/routes.tsx';
import { watermarkRoutes } from '../modules/setting/watermark/routes.tsx';
import { systemRoutes } from '../modules/system/pages/routes.tsx';
import type { RouteEntry } from './route-types.ts';

/** THE route registry: every screen of the console, from each module's routes.tsx. */
export const ROUTES: readonly RouteEntry[] = [
  ...loginRoutes,
  ...dashboardRoutes,
  ...orderRoutes,
  ...abandonedRoutes,
  ...logisticsRoutes,
  ...productRoutes,
  ...importRoutes,
  ...adminRoutes,
  ...groupRoutes,
  ...logRoutes,
  ...tagRoutes,
  ...warehouseRoutes,
  ...watermarkRoutes,
  ...profileRoutes,
  ...feedbackRoutes,
  ...categoryRoutes,
  ...inventoryRoutes,
  ...dictionaryRoutes,
  ...reviewRoutes,
  ...customerRoutes,
  ...customerGroupRoutes,
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
