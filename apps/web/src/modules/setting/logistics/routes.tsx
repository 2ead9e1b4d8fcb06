import { lazyPage, route } from '../../../app/route-entry.ts';

const LogisticsProviderListPage = lazyPage(() => import('./list-page.tsx'), 'LogisticsProviderListPage');

export const logisticsProviderRoutes = [
  route('/logistics', 'setting_logistics', LogisticsProviderListPage, { menu: { area: 'shezhi', order: 60 } }),
];
