import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { dashboardPermissions } from './permissions.ts';

export const dashboardArea = defineSharedArea({
  name: 'dashboard',
  permissions: dashboardPermissions,
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
