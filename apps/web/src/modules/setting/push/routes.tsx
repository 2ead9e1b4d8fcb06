import { lazyPage, route } from '../../../app/route-entry.ts';

const PushListPage = lazyPage(() => import('./list-page.tsx'), 'PushListPage');
const PushLogPage = lazyPage(() => import('./log-page.tsx'), 'PushLogPage');

export const pushRoutes = [
  route('/push', 'push_email', PushListPage, { menu: { area: 'shezhi', order: 85 } }),
  route('/push/log', 'push_email_log', PushLogPage, { menu: { area: 'shezhi', order: 86 } }),
];
