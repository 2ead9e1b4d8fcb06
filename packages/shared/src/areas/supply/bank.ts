import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const bankEntity = defineSharedEntity({
  name: 'bank',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
