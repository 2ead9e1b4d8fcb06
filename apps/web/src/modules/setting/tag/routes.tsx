import { lazyPage, route } from '../../../app/route-entry.ts';

const TagListPage = lazyPage(() => import('./list-page.tsx'), 'TagListPage');

export const tagRoutes = [route('/tag', 'tag', TagListPage, { menu: { area: 'shezhi', order: 40 } })];
