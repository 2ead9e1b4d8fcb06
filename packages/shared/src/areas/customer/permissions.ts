import { type PermissionDef, area } from '../../permission-tree.ts';

export const customerPermissions: readonly PermissionDef[] = [
  // Customers are platform data: no customer key is in the supplier set.
  ...area('customer_customer', [
    { key: 'customer_customer_index', routes: ['/user/userlist'], api: ['GET /admin/customer', 'GET /admin/customer/options'] },
    { key: 'customer_customer_info', routes: ['/user/userinfo/:id'], api: ['GET /admin/customer/info'] },
    { key: 'customer_customer_add', api: ['POST /admin/customer/add'] },
    {
      key: 'customer_customer_edit',
      api: ['POST /admin/customer/edit', 'POST /admin/customer/address/add', 'POST /admin/customer/address/edit', 'POST /admin/customer/address/del'],
    },
    { key: 'customer_customer_status', api: ['POST /admin/customer/status'] },
    { key: 'customer_group_index', routes: ['/setting/vip'], api: ['GET /admin/customer/group'] },
    {
      key: 'customer_group_edit',
      api: ['POST /admin/customer/group/add', 'POST /admin/customer/group/edit', 'POST /admin/customer/group/del', 'POST /admin/customer/group/default'],
    },
  ]),
];
