import { defineSharedArea } from '../../area.ts';
import { orderErrors, orderMessages } from './errors.ts';
import { orderPermissions } from './permissions.ts';

export const orderArea = defineSharedArea({
  name: 'order',
  permissions: orderPermissions,
  endpoints: [],
  errors: orderErrors,
  messages: orderMessages,
});
