import type { SupplierSettings } from '@shop/shared/api/settings';
import type { SettingsSection } from '../../../platform/settings/settings-service.ts';
import { defineSupplyPart } from '../part.ts';
import { invoiceRoutes } from './routes.ts';
import { InvoiceService } from './service.ts';

/** Supplier invoices: uploads or e-invoice links, the expected amount, the staff audit. */
export const invoicePart = defineSupplyPart({
  services: ({ db, notifications, settings }, core) => {
    const invoices = new InvoiceService(db, {
      notifications,
      supplierDefaults: () => settings.get('supplier') as unknown as SettingsSection<SupplierSettings>,
    });
    core.approvalQueue.register(invoices.queueSource());
    return { invoices };
  },
  routes: [invoiceRoutes],
  jobs: ({ jobs, invoices }) => {
    // uploads no invoice names are removed after a day (every night)
    jobs.schedule('supply.invoice.files.sweep', '17 3 * * *', async () => ({
      result: { removed: await invoices.sweepFiles() },
    }));
  },
});
