import { defineSharedArea } from '../../area.ts';
import { customerApi } from '../../api/customer.ts';
import { customerGroupApi } from '../../api/customer-group.ts';
import { customerErrors, customerMessages } from './errors.ts';
import { customerPermissions } from './permissions.ts';

export const customerArea = defineSharedArea({
  name: 'customer',
  permissions: customerPermissions,
  endpoints: [customerApi, customerGroupApi],
  errors: customerErrors,
  messages: customerMessages,
});
