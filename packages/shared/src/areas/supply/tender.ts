import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const tenderEntity = defineSharedEntity({
  name: 'tender',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
