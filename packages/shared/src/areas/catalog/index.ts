import { defineSharedArea } from '../../area.ts';
import { catalogErrors, catalogMessages } from './errors.ts';
import { catalogPermissions } from './permissions.ts';

export const catalogArea = defineSharedArea({
  name: 'catalog',
  permissions: catalogPermissions,
  endpoints: [],
  errors: catalogErrors,
  messages: catalogMessages,
});
