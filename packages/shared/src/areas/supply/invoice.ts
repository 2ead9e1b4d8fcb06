import { defineSharedEntity, NO_ERRORS, NO_MESSAGES } from '../../area.ts';

export const invoiceEntity = defineSharedEntity({
  name: 'invoice',
  permissions: [],
  endpoints: [],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
});
