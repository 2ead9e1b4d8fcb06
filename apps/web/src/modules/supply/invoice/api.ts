import { invoiceAuditApi, invoiceOwnApi } from '@shop/shared/api/supply-invoice';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** Invoices, staff side (`supply_invoice_index`): a decision refreshes the supplier's list and the approval queue. */
export const invoiceAudit = defineEntity('supplyInvoiceAudit', invoiceAuditApi, {
  related: [['supplyInvoiceOwn'], ['supplyQueue']],
  quiet: ['decide'],
});

/** Invoices, the supplier user's side (`supply_profile_invoice`). */
export const invoiceOwn = defineEntity('supplyInvoiceOwn', invoiceOwnApi, {
  related: [['supplyInvoiceAudit'], ['supplyQueue']],
  quiet: ['add', 'upload'],
});

export const invoiceAuditScreen = defineScreen({
  entity: invoiceAudit,
  testId: 'invoice',
  permissions: {},
  texts: { title: 'invoice:title' },
  search: { keyword: 'invoice:keyword', keywordWidth: 180 },
});

export const invoiceOwnScreen = defineScreen({
  entity: invoiceOwn,
  testId: 'own-invoice',
  permissions: { add: 'supply_profile_invoice' },
  texts: { title: 'invoice:own_title', add: 'invoice:add' },
  search: { keyword: 'invoice:keyword', keywordWidth: 180 },
});

export const AUDIT_PATH = '/supplier/invoice';
export const OWN_PATH = '/profile/invoice';
