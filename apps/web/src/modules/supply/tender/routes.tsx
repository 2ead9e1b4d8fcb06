import { lazyPage, route } from '../../../app/route-entry.ts';
import { DEMAND_INFO_PATH, DEMAND_PATH, TENDER_INFO_PATH, TENDER_PATH } from './api.ts';

const DemandPage = lazyPage(() => import('./demand-page.tsx'), 'DemandPage');
const DemandInfoPage = lazyPage(() => import('./demand-info-page.tsx'), 'DemandInfoPage');
const TenderPage = lazyPage(() => import('./tender-page.tsx'), 'TenderPage');
const TenderInfoPage = lazyPage(() => import('./tender-info-page.tsx'), 'TenderInfoPage');

export const tenderRoutes = [
  route(DEMAND_PATH, 'supply_products_index', DemandPage, { menu: { area: 'supply', order: 90 } }),
  route(DEMAND_INFO_PATH, 'supply_products_info', DemandInfoPage),
  route(TENDER_PATH, 'supply_tender', TenderPage, { menu: { area: 'supply', order: 91 } }),
  route(TENDER_INFO_PATH, 'supply_tender_info', TenderInfoPage),
];
