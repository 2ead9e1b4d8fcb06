import { bankAuditApi, bankOwnApi } from '@shop/shared/api/supply-bank';
import { defineEntity } from '../../../components/crud/entity-api.ts';

/**
 * Bank card changes, staff side (`supply_bank_audit`): a decision also refreshes the supplier's
 * own view (the same records) and the approval queue's reads.
 */
export const bankAudit = defineEntity('supplyBankAudit', bankAuditApi, {
  related: [['supplyBankOwn'], ['supplyQueue']],
  quiet: ['decide'],
});

/** Bank card changes, the supplier user's side (`supply_bank_own`). */
export const bankOwn = defineEntity('supplyBankOwn', bankOwnApi, {
  related: [['supplyBankAudit']],
  quiet: ['submit'],
});

/** The query keys of the two overviews. */
export const overviewKey = {
  own: ['supplyBankOwn', 'overview'] as const,
  staff: (supplierId: number) => ['supplyBankAudit', 'supplier', supplierId] as const,
};
