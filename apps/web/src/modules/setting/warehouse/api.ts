import { warehouseApi } from '@shop/shared/api/warehouse';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { actionPermissions, defineScreen } from '../../../components/crud/screen.ts';

/** Warehouses: query keys, reads and changes (add, edit, status, makeDefault, del) over `warehouseApi`. */
export const warehouses = defineEntity('warehouses', warehouseApi);

/**
 * /warehouse: its test ids, the permission key of each action (making one the default is an edit),
 * its texts and search.
 */
export const warehouseScreen = defineScreen({
  entity: warehouses,
  testId: 'warehouse',
  permissions: actionPermissions('setting_warehouse'),
  texts: { title: 'warehouse:title', add: 'warehouse:add', edit: 'warehouse:edit' },
  search: { keyword: 'warehouse:keyword_placeholder', keywordWidth: 220, enabled: 'warehouse:field.enabled' },
});
