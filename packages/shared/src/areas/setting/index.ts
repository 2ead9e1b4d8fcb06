import { defineSharedArea } from '../../area.ts';
import { settingErrors, settingMessages } from './errors.ts';
import { tagApi } from '../../api/tag.ts';
import { settingPermissions } from './permissions.ts';

export const settingArea = defineSharedArea({
  name: 'setting',
  permissions: settingPermissions,
  endpoints: [tagApi],
  errors: settingErrors,
  messages: settingMessages,
});
