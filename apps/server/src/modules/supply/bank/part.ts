import type { SupplierSettings } from '@shop/shared/api/settings';
import type { SettingsSection } from '../../../platform/settings/settings-service.ts';
import { defineSupplyPart } from '../part.ts';
import { bankRoutes } from './routes.ts';
import { BankChangeService } from './service.ts';

/** Bank card changes: the supplier's request, the staff review, the payout hold (`bankHold`). */
export const bankPart = defineSupplyPart({
  services: ({ db, notifications, settings }, core) => {
    const bankChanges = new BankChangeService(db, {
      lifecycle: core.supplierLifecycle,
      notifications,
      supplierDefaults: () => settings.get('supplier') as unknown as SettingsSection<SupplierSettings>,
    });
    core.approvalQueue.register(bankChanges.queueSource());
    return { bankChanges };
  },
  routes: [bankRoutes],
});

export { bankHold } from './hold.ts';
