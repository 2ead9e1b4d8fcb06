import { lazyPage, route } from '../../../app/route-entry.ts';

const CustomizePage = lazyPage(() => import('./customize-page.tsx'), 'CustomizePage');

export const customizeRoutes = [
  route('/customize', 'shezhi_theme', CustomizePage, { titleKey: 'route:customize', shell: false }),
];
