import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const inspectionEntity = defineSharedEntity({
  name: 'inspection',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
