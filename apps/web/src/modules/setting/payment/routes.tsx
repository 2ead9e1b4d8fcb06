import { lazyPage, route } from '../../../app/route-entry.ts';
import { LIST_PATH } from './api.ts';

const PaymentListPage = lazyPage(() => import('./list-page.tsx'), 'PaymentListPage');
const PaymentFormPage = lazyPage(() => import('./form-page.tsx'), 'PaymentFormPage');

export const paymentRoutes = [
  route(LIST_PATH, 'setting_payment', PaymentListPage, { menu: { area: 'shezhi', order: 70 } }),
  route('/paymentEdit/:pid', 'setting_payment', PaymentFormPage),
];
