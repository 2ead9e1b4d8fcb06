import { lazyPage, route } from '../../app/route-entry.ts';
import { ADD_PATH, EDIT_PATH, INFO_PATH, LIST_PATH, SHIP_PATH, WAYBILL_PATH } from './paths.ts';

const OrderListPage = lazyPage(() => import('./list-page.tsx'), 'OrderListPage');
const OrderAddPage = lazyPage(() => import('./add-page.tsx'), 'OrderAddPage');
const OrderInfoPage = lazyPage(() => import('./detail-page.tsx'), 'OrderInfoPage');
const OrderEditPage = lazyPage(() => import('./edit-page.tsx'), 'OrderEditPage');
const OrderShipPage = lazyPage(() => import('./ship-page.tsx'), 'OrderShipPage');
const WaybillPage = lazyPage(() => import('./waybill-page.tsx'), 'WaybillPage');

export const orderRoutes = [
  route(LIST_PATH, 'catalog_order_index', OrderListPage, { menu: { area: 'catalog_order', order: 10 } }),
  route(ADD_PATH, 'catalog_order_addorder', OrderAddPage, { menu: { area: 'catalog_order', order: 20 } }),
  route(INFO_PATH, 'catalog_order_orderinfo', OrderInfoPage),
  route(EDIT_PATH, 'catalog_order_update', OrderEditPage),
  route(SHIP_PATH, 'catalog_order_shipping', OrderShipPage),
  route(WAYBILL_PATH, 'catalog_order_waybill', WaybillPage),
];
