import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { messagesPermissions } from './permissions.ts';

export const messagesArea = defineSharedArea({
  name: 'messages',
  permissions: messagesPermissions,
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
