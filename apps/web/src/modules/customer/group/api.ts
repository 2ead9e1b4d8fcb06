import { customerGroupApi } from '@shop/shared/api/customer-group';
import { defineEntity, entityKeys } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';
import { customerKeys } from '../customer/api.ts';

/**
 * Customer groups over `customerGroupApi`; customers show their group and the members settings the
 * default one, so their reads follow its changes.
 */
export const customerGroups = defineEntity('customer-groups', customerGroupApi, {
  related: [customerKeys.all, entityKeys('settings-member').all],
});

/** /setting/vip: its test ids and texts, no search; one key guards every change. */
const edit = 'customer_group_edit';
export const customerGroupScreen = defineScreen({
  entity: customerGroups,
  testId: 'customer-group',
  permissions: { add: edit, edit, del: edit },
  texts: { title: 'customer-group:title', add: 'customer-group:add', edit: 'customer-group:edit' },
});
