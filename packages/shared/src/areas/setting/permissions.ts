import { type PermissionDef, sub, under } from '../../permission-tree.ts';

export const settingPermissions: readonly PermissionDef[] = [
  ...sub('shezhi', 'setting', [
    { key: 'setting_store', routes: ['/setting'], api: ['POST /admin/upload/logo'] },
    { key: 'setting_agreement' },
    { key: 'setting_watermark', routes: ['/setting/watermark'], api: ['GET /admin/setting/watermark', 'POST /admin/setting/watermark/edit', 'POST /admin/upload/watermark'] },
    { key: 'setting_member' },
    { key: 'setting_supplier' },
    { key: 'setting_mail' },
    {
      key: 'setting_group_index', routes: ['/setting/group'],
      api: ['GET /admin/setting/group', 'GET /admin/setting/group/info', 'GET /admin/setting/group/tree'],
    },
    { key: 'setting_group_add', api: ['POST /admin/setting/group/add'] },
    { key: 'setting_group_edit', api: ['POST /admin/setting/group/edit'] },
    { key: 'setting_group_del', api: ['POST /admin/setting/group/del'] },
    { key: 'setting_group_status', api: ['POST /admin/setting/group/status'] },
    {
      key: 'setting_admin_index', routes: ['/admin'],
      api: ['GET /admin/setting/admin', 'GET /admin/setting/admin/info', 'GET /admin/api/group', 'GET /admin/api/suppliers'],
    },
    { key: 'setting_admin_add', api: ['POST /admin/setting/admin/add'] },
    { key: 'setting_admin_edit', api: ['POST /admin/setting/admin/edit'] },
    { key: 'setting_admin_del', api: ['POST /admin/setting/admin/del'] },
    { key: 'setting_admin_status', api: ['POST /admin/setting/admin/status'] },
    { key: 'setting_admin_password', api: ['POST /admin/setting/admin/password'] },
  ]),
  // Tags: `tag` reads the list; each change has its own key under it.
  ...sub('setting', 'tag', [
    { key: 'tag_add' },
    { key: 'tag_edit' },
    { key: 'tag_status' },
    { key: 'tag_del' },
  ], { routes: ['/tag'] }),
  ...under('setting', [
    { key: 'log', routes: ['/log'], api: ['GET /admin/setting/log', 'GET /admin/setting/log/info', 'GET /admin/setting/log/export'] },
    { key: 'setting_nation', routes: ['/nation'] },
    { key: 'setting_language', routes: ['/language'] },
    { key: 'setting_region', routes: ['/region'] },
    { key: 'setting_system', routes: ['/system'] },
    { key: 'setting_currency', routes: ['/currency'] },
    { key: 'setting_tax', routes: ['/tax'] },
    { key: 'setting_taxclass', routes: ['/taxclass'] },
    { key: 'setting_logistics', routes: ['/logistics'] },
    { key: 'setting_shipping', routes: ['/shipping', '/shippingEdit/:id', '/shippingAdd', '/shippingareaEdit/:sid/:aid', '/shippingareaAdd/:sid'] },
  ]),
  // Warehouses: `setting_warehouse` reads the list; each change has its own key under it.
  ...sub('setting', 'setting_warehouse', [
    { key: 'setting_warehouse_add', api: ['POST /admin/setting/warehouse/add'] },
    { key: 'setting_warehouse_edit', api: ['POST /admin/setting/warehouse/edit', 'POST /admin/setting/warehouse/default'] },
    { key: 'setting_warehouse_status', api: ['POST /admin/setting/warehouse/status'] },
    { key: 'setting_warehouse_del', api: ['POST /admin/setting/warehouse/del'] },
  ], { routes: ['/warehouse'], api: ['GET /admin/setting/warehouse', 'GET /admin/setting/warehouse/info'] }),
  ...under('setting', [
    { key: 'setting_payment', routes: ['/payment', '/paymentEdit/:pid'] },
    { key: 'push_email', routes: ['/push'] },
    { key: 'push_email_log', routes: ['/push/log'] },
    { key: 'autotasks', routes: ['/planned', '/plannedAdd'] },
  ]),
];
