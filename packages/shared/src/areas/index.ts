import { accountArea } from './account/index.ts';
import { catalogArea } from './catalog/index.ts';
import { customerArea } from './customer/index.ts';
import { dashboardArea } from './dashboard/index.ts';
import { helpArea } from './help/index.ts';
import { marketingArea } from './marketing/index.ts';
import { messagesArea } from './messages/index.ts';
import { orderArea } from './order/index.ts';
import { settingArea } from './setting/index.ts';
import { shopArea } from './shop/index.ts';
import { statisticsArea } from './statistics/index.ts';
import { supplyArea } from './supply/index.ts';

/**
 * THE list of areas, one line each, in the order of the permission tree and the sidebar. A new
 * area adds its line here (and one on the server, `apps/server/src/areas.ts`); nothing else in
 * the shared package is edited for it.
 */
export const SHARED_AREAS = [
  accountArea,
  dashboardArea,
  orderArea,
  catalogArea,
  customerArea,
  messagesArea,
  supplyArea,
  marketingArea,
  statisticsArea,
  shopArea,
  settingArea,
  helpArea,
] as const;
