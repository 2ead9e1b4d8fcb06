import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { dashboardApi } from '../../api/messages.ts';
import { dashboardPermissions } from './permissions.ts';

export const dashboardArea = defineSharedArea({
  name: 'dashboard',
  permissions: dashboardPermissions,
  endpoints: [dashboardApi],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
