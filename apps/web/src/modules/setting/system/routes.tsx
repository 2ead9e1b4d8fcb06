import { lazyPage, route } from '../../../app/route-entry.ts';

const SystemSettingsPage = lazyPage(() => import('./system-page.tsx'), 'SystemSettingsPage');

export const systemSettingsRoutes = [
  route('/system', 'setting_system', SystemSettingsPage, { menu: { area: 'shezhi', order: 90 } }),
];
