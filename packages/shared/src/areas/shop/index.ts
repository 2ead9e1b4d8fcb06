import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { shopPermissions } from './permissions.ts';

export const shopArea = defineSharedArea({
  name: 'shop',
  permissions: shopPermissions,
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
