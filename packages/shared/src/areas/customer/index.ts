import { defineSharedArea } from '../../area.ts';
import { customerErrors, customerMessages } from './errors.ts';
import { customerPermissions } from './permissions.ts';

export const customerArea = defineSharedArea({
  name: 'customer',
  permissions: customerPermissions,
  endpoints: [],
  errors: customerErrors,
  messages: customerMessages,
});
