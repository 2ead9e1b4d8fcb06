import { lazy } from 'react';
import type { RouteEntry } from '../../../app/route-types.ts';

export const watermarkRoutes: RouteEntry[] = [
  {
    path: '/setting/watermark',
    titleKey: 'perm:setting_watermark',
    permission: 'setting_watermark',
    menu: { area: 'shezhi', order: 40 },
    element: lazy(() => import('./settings-page.tsx').then((m) => ({ default: m.WatermarkSettingsPage }))),
  },
];
