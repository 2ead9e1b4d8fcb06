import { lazyPage, route } from '../../../app/route-entry.ts';

const GroupListPage = lazyPage(() => import('./list-page.tsx'), 'GroupListPage');

export const groupRoutes = [
  route('/setting/group', 'setting_group_index', GroupListPage, {
    titleKey: 'route:group',
    menu: { area: 'shezhi', order: 20 },
  }),
];
