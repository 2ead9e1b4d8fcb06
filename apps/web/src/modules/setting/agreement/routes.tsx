import { lazyPage, route } from '../../../app/route-entry.ts';

const AgreementPage = lazyPage(() => import('./agreement-page.tsx'), 'AgreementPage');

export const agreementRoutes = [
  route('/setting/agreement', 'setting_agreement', AgreementPage, { menu: { area: 'shezhi', order: 4 } }),
];
