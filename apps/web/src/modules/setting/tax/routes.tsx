import { lazyPage, route } from '../../../app/route-entry.ts';

const TaxClassListPage = lazyPage(() => import('./class-list-page.tsx'), 'TaxClassListPage');
const TaxRuleListPage = lazyPage(() => import('./rule-list-page.tsx'), 'TaxRuleListPage');

export const taxRoutes = [
  route('/taxclass', 'setting_taxclass', TaxClassListPage, { menu: { area: 'shezhi', order: 66 } }),
  route('/tax', 'setting_tax', TaxRuleListPage, { menu: { area: 'shezhi', order: 67 } }),
];
