import { lazyPage, route } from '../../../app/route-entry.ts';

const DashboardPage = lazyPage(() => import('./dashboard-page.tsx'), 'DashboardPage');

export const dashboardRoutes = [
  route('/dashboard', 'index', DashboardPage, { titleKey: 'route:dashboard', menu: { area: 'index', order: 0 } }),
];
