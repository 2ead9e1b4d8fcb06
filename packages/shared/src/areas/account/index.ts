import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { accountPermissions } from './permissions.ts';

export const accountArea = defineSharedArea({
  name: 'account',
  permissions: accountPermissions,
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
