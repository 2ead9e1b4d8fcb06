import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const settlementEntity = defineSharedEntity({
  name: 'settlement',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
