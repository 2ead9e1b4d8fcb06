import { type PermissionDef, area } from '../../permission-tree.ts';

export const customerPermissions: readonly PermissionDef[] = [
  // Customers are platform data: no customer key is in the supplier set.
  ...area('customer_customer', [
    { key: 'customer_customer_index', routes: ['/user/userlist'] },
    { key: 'customer_customer_info', routes: ['/user/userinfo/:id'] },
    { key: 'customer_customer_add' },
    { key: 'customer_customer_edit' },
    { key: 'customer_customer_status' },
    { key: 'customer_group_index', routes: ['/setting/vip'] },
    { key: 'customer_group_edit' },
  ]),
];
