import { supplierRegisterApi } from '@shop/shared/api/supply-supplier';
import { supplierOwnApi } from '@shop/shared/api/supply-supplier-own';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** The supplier register; a change also refreshes the merchant center's reads. */
export const suppliers = defineEntity('suppliers', supplierRegisterApi, {
  related: [['supplier-own'], ['supplier-documents'], ['supplier-trail'], ['supplier-changes']],
  quiet: ['add', 'edit', 'move'],
});
/** The signed-in supplier's merchant center. */
export const ownSupplier = defineEntity('supplier-own', supplierOwnApi, {
  related: [['supplier-own-standing']],
  quiet: ['edit'],
});

/** /supplier/supplierlist: keys `supply_supplier_*`; adding and editing in a dialog. */
export const supplierScreen = defineScreen({
  entity: suppliers,
  testId: 'supplier',
  permissions: { add: 'supply_supplier_add', edit: 'supply_supplier_edit', status: 'supply_supplier_status' },
  texts: { title: 'supplier:title', add: 'supplier:add', edit: 'supplier:edit' },
  search: { keyword: 'supplier:keyword_placeholder', keywordWidth: 240 },
});

export const LIST_PATH = '/supplier/supplierlist';
export const MERCHANT_PATH = '/profile/merchant';
export const infoPath = (id: number, tab?: string) => `/supplier/supplierinfo/${id}${tab ? `?tab=${tab}` : ''}`;
