import { type PermissionDef, sub, under, entityPermissions } from '../../permission-tree.ts';

export const settingPermissions: readonly PermissionDef[] = [
  ...sub('shezhi', 'setting', [
    { key: 'setting_store', routes: ['/setting'] },
    { key: 'setting_agreement', routes: ['/setting/agreement'] },
    { key: 'setting_watermark', routes: ['/setting/watermark'] },
    { key: 'setting_member', routes: ['/setting/member'] },
    { key: 'setting_supplier', routes: ['/setting/supplier'] },
    { key: 'setting_mail', routes: ['/setting/mail'] },
    ...entityPermissions('setting_group', ['index', 'add', 'edit', 'del', 'status'], {
      index: { routes: ['/setting/group'] },
    }),
    ...entityPermissions('setting_admin', ['index', 'add', 'edit', 'del', 'status'], { index: { routes: ['/admin'] } }),
    { key: 'setting_admin_password' },
  ]),
  // Tags: `tag` reads the list; each change has its own key under it.
  ...sub('setting', 'tag', [{ key: 'tag_add' }, { key: 'tag_edit' }, { key: 'tag_status' }, { key: 'tag_del' }], {
    routes: ['/tag'],
  }),
  ...under('setting', [
    { key: 'log', routes: ['/log'] },
    { key: 'setting_nation', routes: ['/nation'] },
    { key: 'setting_language', routes: ['/language'] },
    { key: 'setting_region', routes: ['/region'] },
    { key: 'setting_system', routes: ['/system'] },
    { key: 'setting_currency', routes: ['/currency'] },
    { key: 'setting_tax', routes: ['/tax'] },
    { key: 'setting_taxclass', routes: ['/taxclass'] },
    { key: 'setting_logistics', routes: ['/logistics'] },
    {
      key: 'setting_shipping',
      routes: [
        '/shipping',
        '/shippingEdit/:id',
        '/shippingAdd',
        '/shippingareaEdit/:sid/:aid',
        '/shippingareaAdd/:sid',
      ],
    },
  ]),
  // Warehouses: `setting_warehouse` reads the list; each change has its own key under it.
  ...sub(
    'setting',
    'setting_warehouse',
    [
      { key: 'setting_warehouse_add' },
      { key: 'setting_warehouse_edit' },
      { key: 'setting_warehouse_status' },
      { key: 'setting_warehouse_del' },
    ],
    { routes: ['/warehouse'] },
  ),
  ...under('setting', [
    { key: 'setting_payment', routes: ['/payment', '/paymentEdit/:pid'] },
    { key: 'push_email', routes: ['/push'] },
    { key: 'push_email_log', routes: ['/push/log'] },
  ]),
  // Planned auto-order tasks: `autotasks` reads the list and previews a run; each change has its own key under it.
  ...sub(
    'setting',
    'autotasks',
    [{ key: 'autotasks_add' }, { key: 'autotasks_edit' }, { key: 'autotasks_status' }, { key: 'autotasks_del' }],
    { routes: ['/planned', '/plannedAdd'] },
  ),
];
