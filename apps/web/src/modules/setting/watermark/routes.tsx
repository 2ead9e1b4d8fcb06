import { lazyPage, route } from '../../../app/route-entry.ts';

const WatermarkSettingsPage = lazyPage(() => import('./settings-page.tsx'), 'WatermarkSettingsPage');

export const watermarkRoutes = [
  route('/setting/watermark', 'setting_watermark', WatermarkSettingsPage, { menu: { area: 'shezhi', order: 40 } }),
];
