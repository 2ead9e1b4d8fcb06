import { lazy } from 'react';
import { defineConsoleArea } from '../../app/console-area.ts';

/** Shop design. */
export default defineConsoleArea({
  name: 'shop',
  routes: [
    {
      path: '/customize',
      titleKey: 'route:customize',
      permission: 'shezhi_theme',
      shell: false,
      element: lazy(() => import('./customize/customize-page.tsx').then((m) => ({ default: m.CustomizePage }))),
    },
  ],
});
