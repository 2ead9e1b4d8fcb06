import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { statisticsPermissions } from './permissions.ts';

export const statisticsArea = defineSharedArea({
  name: 'statistics',
  permissions: statisticsPermissions,
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
