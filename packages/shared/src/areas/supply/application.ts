import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const applicationEntity = defineSharedEntity({
  name: 'application',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
