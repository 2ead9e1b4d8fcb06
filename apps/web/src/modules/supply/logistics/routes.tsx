import { lazyPage, route } from '../../../app/route-entry.ts';

const ShipmentListPage = lazyPage(() => import('./list-page.tsx'), 'ShipmentListPage');
const ShipmentFormPage = lazyPage(() => import('./form-page.tsx'), 'ShipmentFormPage');
const ShipmentInfoPage = lazyPage(() => import('./info-page.tsx'), 'ShipmentInfoPage');

/** The supply-chain logistics platform: the shipments, their add and edit pages and a shipment's page. */
export const logisticsRoutes = [
  route('/supplier/logistics', 'supply_logistics_index', ShipmentListPage, { menu: { area: 'supply', order: 120 } }),
  route('/supplier/logisticsAdd', 'supply_logistics_add', ShipmentFormPage),
  route('/supplier/logisticsEdit/:id', 'supply_logistics_edit', ShipmentFormPage),
  route('/supplier/logisticsInfo/:id', 'supply_logistics_info', ShipmentInfoPage),
];
