import { lazyPage, route } from '../../../app/route-entry.ts';
import { DETAIL_PATH, INSPECTION_PATH } from './api.ts';

const InspectionPage = lazyPage(() => import('./inspection-page.tsx'), 'InspectionPage');
const InspectionDetailPage = lazyPage(() => import('./detail-page.tsx'), 'InspectionDetailPage');

export const inspectionRoutes = [
  route(INSPECTION_PATH, 'supply_inspection_index', InspectionPage, { menu: { area: 'supply', order: 85 } }),
  route(DETAIL_PATH, 'supply_inspection_info', InspectionDetailPage),
];
