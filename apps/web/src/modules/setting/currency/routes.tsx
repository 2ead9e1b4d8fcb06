import { lazyPage, route } from '../../../app/route-entry.ts';

const CurrencyListPage = lazyPage(() => import('./list-page.tsx'), 'CurrencyListPage');

export const currencyRoutes = [
  route('/currency', 'setting_currency', CurrencyListPage, { menu: { area: 'shezhi', order: 72 } }),
];
