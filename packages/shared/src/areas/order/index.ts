import { defineSharedArea } from '../../area.ts';
import { abandonedApi } from '../../api/abandoned.ts';
import { logisticsApi } from '../../api/logistics.ts';
import { orderApi } from '../../api/order.ts';
import { orderErrors, orderMessages } from './errors.ts';
import { orderPermissions } from './permissions.ts';

export const orderArea = defineSharedArea({
  name: 'order',
  permissions: orderPermissions,
  endpoints: [orderApi, abandonedApi, logisticsApi],
  errors: orderErrors,
  messages: orderMessages,
});
