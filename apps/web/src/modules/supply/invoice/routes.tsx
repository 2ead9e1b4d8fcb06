import { lazyPage, route } from '../../../app/route-entry.ts';
import { AUDIT_PATH, OWN_PATH } from './api.ts';

const InvoiceAuditPage = lazyPage(() => import('./audit-page.tsx'), 'InvoiceAuditPage');
const OwnInvoicePage = lazyPage(() => import('./own-page.tsx'), 'OwnInvoicePage');

export const invoiceRoutes = [
  route(AUDIT_PATH, 'supply_invoice_index', InvoiceAuditPage, { menu: { area: 'supply', order: 80 } }),
  // reached from the user menu of supplier users
  route(OWN_PATH, 'supply_profile_invoice', OwnInvoicePage),
];
