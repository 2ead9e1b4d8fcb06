import { lazyPage, route } from '../../../app/route-entry.ts';

const ShippingListPage = lazyPage(() => import('./list-page.tsx'), 'ShippingListPage');
const ShippingTemplatePage = lazyPage(() => import('./template-page.tsx'), 'ShippingTemplatePage');
const ShippingAreaPage = lazyPage(() => import('./area-page.tsx'), 'ShippingAreaPage');

/** The templates' list, a template's page (with its areas and the calculator) and an area's page. */
export const shippingRoutes = [
  route('/shipping', 'setting_shipping', ShippingListPage, { menu: { area: 'shezhi', order: 65 } }),
  route('/shippingAdd', 'setting_shipping', ShippingTemplatePage),
  route('/shippingEdit/:id', 'setting_shipping', ShippingTemplatePage),
  route('/shippingareaAdd/:sid', 'setting_shipping', ShippingAreaPage),
  route('/shippingareaEdit/:sid/:aid', 'setting_shipping', ShippingAreaPage),
];
