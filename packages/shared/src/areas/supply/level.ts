import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const levelEntity = defineSharedEntity({
  name: 'level',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
