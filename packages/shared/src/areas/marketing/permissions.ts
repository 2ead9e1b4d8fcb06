import { type PermissionDef, area } from '../../permission-tree.ts';

export const marketingPermissions: readonly PermissionDef[] = [
  ...area('marketing', [
    { key: 'marketing_flashsale_index', routes: ['/sell/flashsale'] },
    { key: 'marketing_flashsale_add', routes: ['/sell/flashadd'] },
    { key: 'marketing_flashsale_edit', routes: ['/sell/flashedit/:id'] },
    { key: 'marketing_flashsale_del' },
    { key: 'marketing_flashsale_statistics', routes: ['/sell/flashstatistics/:id'] },
    { key: 'marketing_coupon_index', routes: ['/sell/coupon'] },
    { key: 'marketing_coupon_add', routes: ['/sell/couponadd'] },
    { key: 'marketing_coupon_edit', routes: ['/sell/couponedit/:id'] },
    { key: 'marketing_coupon_del' },
    { key: 'marketing_coupon_statistics', routes: ['/sell/couponstatistics/:id'] },
    { key: 'marketing_coupon_analytics', routes: ['/sell/coupon/analytics'] },
  ]),
];
