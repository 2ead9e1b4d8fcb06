import { lazyPage, route } from '../../../app/route-entry.ts';

const AdminListPage = lazyPage(() => import('./list-page.tsx'), 'AdminListPage');

export const adminRoutes = [
  route('/admin', 'setting_admin_index', AdminListPage, {
    titleKey: 'route:admin',
    menu: { area: 'shezhi', order: 10 },
  }),
];
