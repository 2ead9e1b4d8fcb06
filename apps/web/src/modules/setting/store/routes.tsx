import { lazyPage, route } from '../../../app/route-entry.ts';

const StoreSettingsPage = lazyPage(() => import('./store-page.tsx'), 'StoreSettingsPage');
const MemberSettingsPage = lazyPage(() => import('./member-page.tsx'), 'MemberSettingsPage');
const SupplierSettingsPage = lazyPage(() => import('./supplier-page.tsx'), 'SupplierSettingsPage');

// Store information opens the settings menu; members and suppliers follow it.
export const storeSettingsRoutes = [
  route('/setting', 'setting_store', StoreSettingsPage, { menu: { area: 'shezhi', order: 1 } }),
  route('/setting/member', 'setting_member', MemberSettingsPage, { menu: { area: 'shezhi', order: 2 } }),
  route('/setting/supplier', 'setting_supplier', SupplierSettingsPage, { menu: { area: 'shezhi', order: 3 } }),
];
