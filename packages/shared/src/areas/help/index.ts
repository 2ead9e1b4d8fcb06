import { defineSharedArea } from '../../area.ts';
import { helpErrors, helpMessages } from './errors.ts';
import { helpPermissions } from './permissions.ts';

export const helpArea = defineSharedArea({
  name: 'help',
  permissions: helpPermissions,
  endpoints: [],
  errors: helpErrors,
  messages: helpMessages,
});
