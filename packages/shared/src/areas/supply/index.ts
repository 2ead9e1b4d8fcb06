import { defineSharedArea, NO_ERRORS, NO_MESSAGES } from '../../area.ts';
import { supplierApi } from '../../api/admin.ts';
import { applicationEntity } from './application.ts';
import { bankEntity } from './bank.ts';
import { inspectionEntity } from './inspection.ts';
import { invoiceEntity } from './invoice.ts';
import { levelEntity } from './level.ts';
import { logisticsEntity } from './logistics.ts';
import { supplyPermissions } from './permissions.ts';
import { settlementEntity } from './settlement.ts';
import { supplierEntity } from './supplier.ts';
import { tenderEntity } from './tender.ts';
import { violationEntity } from './violation.ts';

export const supplyArea = defineSharedArea({
  name: 'supply',
  permissions: supplyPermissions,
  endpoints: [supplierApi],
  errors: NO_ERRORS,
  messages: NO_MESSAGES,
  entities: [
    supplierEntity,
    applicationEntity,
    levelEntity,
    violationEntity,
    bankEntity,
    invoiceEntity,
    settlementEntity,
    tenderEntity,
    inspectionEntity,
    logisticsEntity,
  ],
});
