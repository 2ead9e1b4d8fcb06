import { type PermissionDef, area } from '../../permission-tree.ts';

export const shopPermissions: readonly PermissionDef[] = [
  ...area('shezhi', [
    { key: 'shezhi_module', routes: ['/shop/module', '/shop/moduledata/:id'] },
    { key: 'shezhi_theme', routes: ['/shop/theme', '/customize'] },
    { key: 'shezhi_adv', routes: ['/shop/adv'] },
    { key: 'shezhi_nav', routes: ['/shop/nav'] },
    { key: 'shezhi_pages', routes: ['/shop/pages', '/shop/pagesEdit/:id', '/shop/pagesAdd'] },
  ]),
];
