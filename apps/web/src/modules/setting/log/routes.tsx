import { lazyPage, route } from '../../../app/route-entry.ts';

const LogListPage = lazyPage(() => import('./list-page.tsx'), 'LogListPage');

export const logRoutes = [
  route('/log', 'log', LogListPage, { titleKey: 'route:log', menu: { area: 'shezhi', order: 30 } }),
];
