import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const logisticsEntity = defineSharedEntity({
  name: 'logistics',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
