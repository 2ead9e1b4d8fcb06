import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { supplierApi } from '../../api/admin.ts';
import { applicationEntity } from './application.ts';
import { bankEntity } from './bank.ts';
import { invoiceEntity } from './invoice.ts';
import { levelEntity } from './level.ts';
import { supplyPermissions } from './permissions.ts';
import { supplierEntity } from './supplier.ts';
import { violationEntity } from './violation.ts';

export const supplyArea = defineSharedArea({
  name: 'supply',
  permissions: supplyPermissions,
  endpoints: [supplierApi],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
  entities: [supplierEntity, applicationEntity, levelEntity, violationEntity, bankEntity, invoiceEntity],
});
