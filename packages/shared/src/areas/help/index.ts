import { defineSharedArea } from '../../area.ts';
import { helpErrors, helpMessages } from './errors.ts';
import { feedbackApi } from '../../api/feedback.ts';
import { helpUploadApi } from '../../api/upload.ts';
import { helpPermissions } from './permissions.ts';

export const helpArea = defineSharedArea({
  name: 'help',
  permissions: helpPermissions,
  endpoints: [feedbackApi, helpUploadApi],
  errors: helpErrors,
  messages: helpMessages,
});
