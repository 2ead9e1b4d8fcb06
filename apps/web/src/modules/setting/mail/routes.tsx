import { lazyPage, route } from '../../../app/route-entry.ts';

const MailSettingsPage = lazyPage(() => import('./mail-page.tsx'), 'MailSettingsPage');

export const mailSettingsRoutes = [
  route('/setting/mail', 'setting_mail', MailSettingsPage, { menu: { area: 'shezhi', order: 36 } }),
];
