import { lazyPage, route } from '../../../app/route-entry.ts';

const LanguagePage = lazyPage(() => import('./language-page.tsx'), 'LanguagePage');

export const languageRoutes = [
  route('/language', 'setting_language', LanguagePage, { menu: { area: 'shezhi', order: 74 } }),
];
