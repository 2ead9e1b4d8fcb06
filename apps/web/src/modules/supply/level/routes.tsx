import { lazyPage, route } from '../../../app/route-entry.ts';

const LevelPage = lazyPage(() => import('./level-page.tsx'), 'LevelPage');
const GroupListPage = lazyPage(() => import('./group-page.tsx'), 'GroupListPage');
const GroupInfoPage = lazyPage(() => import('./group-info-page.tsx'), 'GroupInfoPage');

export const levelRoutes = [
  route('/supplier/level', 'supply_level_index', LevelPage, { menu: { area: 'supply', order: 30 } }),
  route('/supplier/group', 'supply_group_index', GroupListPage, { menu: { area: 'supply', order: 20 } }),
  route('/supplier/groupinfo/:id', 'supply_group_info', GroupInfoPage),
];
