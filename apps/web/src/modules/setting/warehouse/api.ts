import { warehouseApi } from '@shop/shared/api/warehouse';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** Warehouses: query keys, reads and changes (add, edit, status, makeDefault, del) over `warehouseApi`. */
export const warehouses = defineEntity('warehouses', warehouseApi);

/** /warehouse: its test ids and the permission key of each action (making one the default is an edit). */
export const warehouseScreen = defineScreen({
  entity: warehouses,
  testId: 'warehouse',
  permissions: {
    add: 'setting_warehouse_add',
    edit: 'setting_warehouse_edit',
    status: 'setting_warehouse_status',
    del: 'setting_warehouse_del',
  },
});
