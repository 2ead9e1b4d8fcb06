import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const violationEntity = defineSharedEntity({
  name: 'violation',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
