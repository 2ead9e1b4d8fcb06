import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { authApi } from '../../api/auth.ts';
import { profileApi } from '../../api/profile.ts';
import { accountUploadApi } from '../../api/upload.ts';
import { accountPermissions } from './permissions.ts';

export const accountArea = defineSharedArea({
  name: 'account',
  permissions: accountPermissions,
  endpoints: [authApi, profileApi, accountUploadApi],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
