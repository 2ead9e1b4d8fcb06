/**
 * THE permission manifest. One entry per key: its parent in the tree, its label key, the console
 * routes it opens and the API endpoints it guards. The server refuses to start when a route's
 * permission disagrees with this list; the console's sidebar, guards and the group permission
 * tree read it too.
 *
 * `supplier: true` marks keys granted to supplier users (the supplier permission set).
 * `implicit: true` marks keys every signed-in user holds (own profile, messages); they are not
 * shown in the group permission tree.
 */
export interface PermissionDef {
  key: string;
  parent: string | null;
  routes?: string[];
  api?: string[];
  supplier?: boolean;
  implicit?: boolean;
}

type Def = Omit<PermissionDef, 'parent'>;

function area(key: string, children: Def[], extra: Omit<Def, 'key'> = {}): PermissionDef[] {
  return [{ key, parent: null, ...extra }, ...children.map((c) => ({ ...c, parent: key }))];
}
function sub(parent: string, key: string, children: Def[], extra: Omit<Def, 'key'> = {}): PermissionDef[] {
  return [{ key, parent, ...extra }, ...children.map((c) => ({ ...c, parent: key }))];
}
function under(parent: string, children: Def[]): PermissionDef[] {
  return children.map((c) => ({ ...c, parent }));
}

export const PERMISSIONS: readonly PermissionDef[] = [
  // Personal centre: held by every signed-in user.
  {
    key: 'profile', parent: null, implicit: true,
    routes: ['/profile/index', '/profile/edit'],
    api: [
      'GET /api/admin/power', 'POST /admin/passport/logout',
      'GET /admin/profile', 'POST /admin/profile/edit', 'POST /admin/profile/password',
      'GET /admin/profile/sessions', 'POST /admin/profile/sessions/revoke',
      'GET /admin/api/message', 'GET /admin/api/BindAdmin', 'GET /admin/api/dashboard',
      'POST /admin/upload/image',
    ],
  },
  { key: 'index', parent: null, supplier: true, routes: ['/dashboard'] },

  ...area('catalog_order', [
    { key: 'catalog_order_index', routes: ['/order/management'], supplier: true, api: ['GET /admin/order', 'GET /admin/order/export', 'GET /admin/order/choices', 'POST /admin/order/export/start', 'GET /admin/order/export/job', 'GET /admin/order/export/file'] },
    { key: 'catalog_order_orderinfo', routes: ['/order/orderInfo/:id'], supplier: true, api: ['GET /admin/order/info'] },
    { key: 'catalog_order_update', routes: ['/order/orderEdit/:id'], api: ['POST /admin/order/edit/quote', 'POST /admin/order/edit', 'POST /admin/order/complete', 'GET /admin/order/edit/pick/products', 'GET /admin/order/edit/pick/customers'] },
    { key: 'catalog_order_addorder', routes: ['/order/orderAdd'], api: ['POST /admin/order/quote', 'POST /admin/order/add', 'GET /admin/order/pick/products', 'GET /admin/order/pick/customers'] },
    { key: 'catalog_order_pay', api: ['POST /admin/order/pay'] },
    { key: 'catalog_order_cancel', api: ['POST /admin/order/cancel'] },
    { key: 'catalog_order_split', api: ['POST /admin/order/split'] },
    { key: 'catalog_order_merge', api: ['POST /admin/order/merge'] },
    { key: 'catalog_order_shipping', routes: ['/order/ship/:oid/:pid'], supplier: true, api: ['POST /admin/order/ship', 'POST /admin/order/shipment/cancel'] },
    { key: 'catalog_order_waybill', routes: ['/order/transportation'], supplier: true },
    {
      key: 'catalog_order_abandoned', routes: ['/order/abandoned'],
      api: ['GET /admin/order/abandoned', 'GET /admin/order/abandoned/stats', 'GET /admin/order/abandoned/info', 'POST /admin/order/abandoned/recall'],
    },
    {
      key: 'catalog_order_logistics', routes: ['/order/logistics'], supplier: true,
      api: [
        'GET /admin/order/logistics', 'GET /admin/order/logistics/info', 'GET /admin/order/logistics/choices', 'GET /admin/order/logistics/import/template',
        'POST /admin/order/logistics/track', 'POST /admin/order/logistics/import',
      ],
    },
  ], { supplier: true }),

  ...area('catalog_product', [
    {
      // The detail route shows any product read-only; the screen offers editing to holders of
      // catalog_product_edit and the empty "new product" form to holders of catalog_product_add.
      key: 'catalog_product_index', routes: ['/product/product', '/product/product/detail3'], supplier: true,
      api: ['GET /admin/catalog/product', 'GET /admin/catalog/product/info', 'GET /admin/catalog/product/export', 'GET /admin/catalog/product/options'],
    },
    // Each form reads its choices (categories, tags, warehouses ...) under its own key, as it uploads
    // pictures: a right to add or edit products works without the right to list them.
    {
      key: 'catalog_product_add', supplier: true,
      api: ['POST /admin/catalog/product/add', 'POST /admin/upload/product/add', 'GET /admin/catalog/product/options/add'],
    },
    {
      key: 'catalog_product_edit', supplier: true,
      api: [
        'POST /admin/catalog/product/edit', 'POST /admin/catalog/product/tags', 'POST /admin/catalog/product/warning', 'POST /admin/catalog/product/changeprice',
        'POST /admin/upload/product/edit', 'GET /admin/catalog/product/options/edit',
      ],
    },
    { key: 'catalog_product_del', supplier: true, api: ['POST /admin/catalog/product/del'] },
    { key: 'catalog_product_status', supplier: true, api: ['POST /admin/catalog/product/status'] },
    {
      key: 'catalog_product_inventory', routes: ['/product/inventory'], supplier: true,
      api: ['GET /admin/catalog/product/inventory', 'GET /admin/catalog/inventory/ledger', 'GET /admin/catalog/inventory/warehouses'],
    },
    { key: 'catalog_product_inventory_adjust', supplier: true, api: ['POST /admin/catalog/inventory/adjust'] },
    {
      key: 'catalog_product_import', routes: ['/product/product/import'], supplier: true,
      api: ['POST /api/import/products', 'GET /api/import/products/template', 'GET /api/import/products/job'],
    },
    { key: 'catalog_stock_status_index', routes: ['/product/stockstatus'], api: ['GET /admin/catalog/stockstatus', 'GET /admin/catalog/stockstatus/info'] },
    { key: 'catalog_stock_status_edit', api: ['POST /admin/catalog/stockstatus/add', 'POST /admin/catalog/stockstatus/edit', 'POST /admin/catalog/stockstatus/del'] },
    {
      key: 'catalog_attribute_index', routes: ['/apply/status', '/product/attributeGroup'],
      api: ['GET /admin/catalog/attribute', 'GET /admin/catalog/attribute/info', 'GET /admin/catalog/attributegroup', 'GET /admin/catalog/attributegroup/info'],
    },
    {
      key: 'catalog_attribute_edit',
      api: [
        'POST /admin/catalog/attribute/add', 'POST /admin/catalog/attribute/edit', 'POST /admin/catalog/attribute/del',
        'POST /admin/catalog/attributegroup/add', 'POST /admin/catalog/attributegroup/edit', 'POST /admin/catalog/attributegroup/del',
      ],
    },
    { key: 'catalog_option_index', routes: ['/product/option'], api: ['GET /admin/catalog/option', 'GET /admin/catalog/option/info'] },
    { key: 'catalog_option_edit', api: ['POST /admin/catalog/option/add', 'POST /admin/catalog/option/edit', 'POST /admin/catalog/option/del'] },
    { key: 'catalog_filter_index', routes: ['/product/filter'], api: ['GET /admin/catalog/filter', 'GET /admin/catalog/filter/info'] },
    { key: 'catalog_filter_edit', api: ['POST /admin/catalog/filter/add', 'POST /admin/catalog/filter/edit', 'POST /admin/catalog/filter/del'] },
  ], { supplier: true }),
  ...sub('catalog_product', 'catalog_category', [
    { key: 'catalog_category_index', routes: ['/product/classify'], api: ['GET /admin/catalog/category', 'GET /admin/catalog/category/info'] },
    { key: 'catalog_category_add', routes: ['/product/classifyAdd/:pid'], api: ['POST /admin/catalog/category/add', 'POST /admin/upload/category/add'] },
    {
      key: 'catalog_category_edit', routes: ['/product/classifyEdit/:pid/:cid'],
      api: ['POST /admin/catalog/category/edit', 'POST /admin/catalog/category/status', 'POST /admin/catalog/category/sort', 'POST /admin/upload/category/edit'],
    },
    { key: 'catalog_category_del', api: ['POST /admin/catalog/category/del'] },
  ]),
  ...sub('catalog_product', 'catalog_review', [
    { key: 'catalog_review_index', routes: ['/product/comment'], supplier: true, api: ['GET /admin/catalog/review'] },
    { key: 'catalog_review_info', routes: ['/product/reviewInfo/:id'], supplier: true, api: ['GET /admin/catalog/review/info'] },
    { key: 'catalog_review_audit', api: ['POST /admin/catalog/review/audit'] },
    { key: 'catalog_review_reply', supplier: true, api: ['POST /admin/catalog/review/reply'] },
  ], { supplier: true }),

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

  ...area('kefu', [
    { key: 'push_inbox', routes: ['/chat/inbox'], supplier: true },
    { key: 'push_order', routes: ['/chat/ordermessage'], supplier: true },
    { key: 'push_tender', routes: ['/chat/tendermessage'], supplier: true },
    { key: 'push_chat', routes: ['/chat/customerService'] },
    { key: 'push_supply', routes: ['/chat/supplierService'] },
  ], { supplier: true }),

  ...area('supply', [
    { key: 'supply_supplier_index', routes: ['/supplier/supplierlist'] },
    { key: 'supply_supplier_info', routes: ['/supplier/supplierinfo/:id'] },
    { key: 'supply_group_index', routes: ['/supplier/group'] },
    { key: 'supply_group_info', routes: ['/supplier/groupinfo/:id'] },
    { key: 'supply_apply_index', routes: ['/supplier/supplierapply'] },
    { key: 'supply_apply_audit', routes: ['/supplier/supplierapply/:id'] },
    { key: 'supply_bank_audit' },
    { key: 'supply_violation_index', routes: ['/supplier/violation'] },
    { key: 'supply_mark', routes: ['/supplier/mark'] },
    { key: 'supply_mark_footlist' },
    { key: 'supply_invoice_index', routes: ['/supplier/invoice'] },
    { key: 'supply_chat', routes: ['/supplier/chat'] },
    { key: 'supply_inspection_index', routes: ['/supplier/inspection'], supplier: true },
    { key: 'supply_inspection_info', routes: ['/supplier/inspection/detail'], supplier: true },
    { key: 'supply_products_index', routes: ['/supplier/supplydemand'], supplier: true },
    { key: 'supply_products_info', routes: ['/supplier/bidsupplydemand'], supplier: true },
    { key: 'supply_order_index', supplier: true },
    { key: 'supply_tender', routes: ['/supplier/bidding'], supplier: true },
    { key: 'supply_tender_info', routes: ['/supplier/biddingInfo'], supplier: true },
    { key: 'supply_settlement_index', routes: ['/supplier/settlement'], supplier: true },
    { key: 'supply_settlement_footlist', routes: ['/supplier/amount'], supplier: true },
    { key: 'supply_logistics_index', routes: ['/supplier/logistics'], supplier: true },
    { key: 'supply_logistics_add', routes: ['/supplier/logisticsAdd'], supplier: true },
    { key: 'supply_logistics_edit', routes: ['/supplier/logisticsEdit/:id'], supplier: true },
    { key: 'supply_logistics_info', routes: ['/supplier/logisticsInfo/:id'], supplier: true },
    { key: 'supply_profile_invoice', routes: ['/profile/invoice'], supplier: true },
  ], { supplier: true }),

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

  ...area('statistics', [
    { key: 'statistics_order', routes: ['/statistics/order'] },
    { key: 'statistics_customer', routes: ['/traffic'] },
    { key: 'statistics_transform', routes: ['/transform'] },
    { key: 'statistics_search', routes: ['/searchsta'] },
    { key: 'statistics_supply', routes: ['/supply'], supplier: true },
    { key: 'statistics_product', routes: ['/productsta'] },
    { key: 'statistics_user', routes: ['/usersta'] },
  ], { supplier: true }),

  ...area('shezhi', [
    { key: 'shezhi_module', routes: ['/shop/module', '/shop/moduledata/:id'] },
    { key: 'shezhi_theme', routes: ['/shop/theme', '/customize'] },
    { key: 'shezhi_adv', routes: ['/shop/adv'] },
    { key: 'shezhi_nav', routes: ['/shop/nav'] },
    { key: 'shezhi_pages', routes: ['/shop/pages', '/shop/pagesEdit/:id', '/shop/pagesAdd'] },
  ]),
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
    { key: 'tag_add', api: ['POST /admin/setting/tag/add'] },
    { key: 'tag_edit', api: ['POST /admin/setting/tag/edit'] },
    { key: 'tag_status', api: ['POST /admin/setting/tag/status'] },
    { key: 'tag_del', api: ['POST /admin/setting/tag/del'] },
  ], { routes: ['/tag'], api: ['GET /admin/setting/tag', 'GET /admin/setting/tag/info'] }),
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

  ...area('help', [
    { key: 'help_center', routes: ['/help'], supplier: true },
    { key: 'help_suggest', routes: ['/feedback'], api: ['GET /admin/help/suggest', 'GET /admin/help/suggest/info'] },
    { key: 'help_suggest_status', api: ['POST /admin/help/suggest/status'] },
    { key: 'help_suggest_add', supplier: true, api: ['POST /admin/help/suggest/add', 'POST /admin/upload/feedback'] },
  ], { supplier: true }),
];

export type PermissionKey = string;

const byKey = new Map(PERMISSIONS.map((p) => [p.key, p]));

export function getPermission(key: string): PermissionDef | undefined {
  return byKey.get(key);
}

export function isPermissionKey(key: string): boolean {
  return byKey.has(key);
}

/** Keys every signed-in user holds. */
export const IMPLICIT_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => p.implicit).map((p) => p.key);

/** The supplier permission set: what a supplier user account holds. */
export const SUPPLIER_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => p.supplier || p.implicit).map((p) => p.key);

/** Every key a platform super administrator holds. Supplier-only screens are left out. */
export const ALL_PERMISSIONS: readonly string[] = PERMISSIONS
  .filter((p) => p.key !== 'supply_profile_invoice' && p.key !== 'help_suggest_add')
  .map((p) => p.key);

/** Keys that may be assigned to a management group (implicit keys are never stored). */
export const ASSIGNABLE_PERMISSIONS: readonly string[] = PERMISSIONS.filter((p) => !p.implicit).map((p) => p.key);

/** The endpoint ("METHOD /path") -> key map derived from the manifest. */
export const API_PERMISSIONS: ReadonlyMap<string, string> = new Map(
  PERMISSIONS.flatMap((p) => (p.api ?? []).map((endpoint) => [endpoint, p.key] as const)),
);

export interface PermissionTreeNode {
  key: string;
  children: PermissionTreeNode[];
}

/** The assignable keys as a tree, in manifest order. */
export function permissionTree(): PermissionTreeNode[] {
  const nodes = new Map<string, PermissionTreeNode>();
  const roots: PermissionTreeNode[] = [];
  for (const p of PERMISSIONS) {
    if (p.implicit) continue;
    const node: PermissionTreeNode = { key: p.key, children: [] };
    nodes.set(p.key, node);
    const parent = p.parent ? nodes.get(p.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * Normalises a set of keys as a group editor would save it: unknown keys are reported, implicit
 * keys dropped, and the ancestors of every granted key added so that the tree stays consistent.
 */
export function normalisePermissions(keys: readonly string[]): { keys: string[]; unknown: string[] } {
  const out = new Set<string>();
  const unknown: string[] = [];
  for (const key of keys) {
    const def = byKey.get(key);
    if (!def) { unknown.push(key); continue; }
    if (def.implicit) continue;
    let cur: PermissionDef | undefined = def;
    while (cur) {
      out.add(cur.key);
      cur = cur.parent ? byKey.get(cur.parent) : undefined;
    }
  }
  return { keys: ASSIGNABLE_PERMISSIONS.filter((k) => out.has(k)), unknown };
}

/** Console routes whose permission is `key` (first route is the entry point). */
export function routesOf(key: string): string[] {
  return byKey.get(key)?.routes ?? [];
}

/** The permission that guards a console path pattern (e.g. '/order/orderInfo/:id'). */
export function permissionOfRoute(pattern: string): string | undefined {
  for (const p of PERMISSIONS) if (p.routes?.includes(pattern)) return p.key;
  return undefined;
}
