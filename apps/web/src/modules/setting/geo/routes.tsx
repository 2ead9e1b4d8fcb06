import { lazyPage, route } from '../../../app/route-entry.ts';

const NationListPage = lazyPage(() => import('./nation-page.tsx'), 'NationListPage');
const RegionListPage = lazyPage(() => import('./region-page.tsx'), 'RegionListPage');

export const geoRoutes = [
  route('/nation', 'setting_nation', NationListPage, { menu: { area: 'shezhi', order: 44 } }),
  route('/region', 'setting_region', RegionListPage, { menu: { area: 'shezhi', order: 45 } }),
];
