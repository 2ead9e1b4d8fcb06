import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { supplierApi } from '../../api/admin.ts';
import { supplyPermissions } from './permissions.ts';

export const supplyArea = defineSharedArea({
  name: 'supply',
  permissions: supplyPermissions,
  endpoints: [supplierApi],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
