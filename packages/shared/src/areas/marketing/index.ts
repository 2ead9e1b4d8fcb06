import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { marketingPermissions } from './permissions.ts';

export const marketingArea = defineSharedArea({
  name: 'marketing',
  permissions: marketingPermissions,
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
