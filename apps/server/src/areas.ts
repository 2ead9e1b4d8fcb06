import { accountArea } from './modules/account/area.ts';
import { catalogArea } from './modules/catalog/area.ts';
import { customerArea } from './modules/customer/area.ts';
import { dashboardArea } from './modules/dashboard/area.ts';
import { helpArea } from './modules/help/area.ts';
import { orderArea } from './modules/order/area.ts';
import { settingArea } from './modules/setting/area.ts';
import { supplyArea } from './modules/supply/area.ts';

/**
 * THE list of server areas, one line each. The app builds their services, registers their routes,
 * figures and jobs in this order; the `Services` type is inferred from it.
 */
export const SERVER_AREAS = [
  accountArea,
  dashboardArea,
  settingArea,
  helpArea,
  supplyArea,
  catalogArea,
  orderArea,
  customerArea,
] as const;
