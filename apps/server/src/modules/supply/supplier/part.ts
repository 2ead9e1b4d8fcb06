import type { SupplierSettings } from '@shop/shared';
import type { SettingsSection } from '../../../platform/settings/settings-service.ts';
import { defineSupplyPart } from '../part.ts';
import { DocumentStore } from './document-store.ts';
import { SupplierDocuments } from './documents.ts';
import { ProfileChanges } from './profile-changes.ts';
import { supplierRoutes } from './routes.ts';
import { SupplierService } from './service.ts';

/** Suppliers: the register, profiles, lifecycle actions, the detail screen and the supplier's own view. */
export const supplierPart = defineSupplyPart({
  services: ({ db, sessions, files, notifications, settings }, { supplierLifecycle, approvalQueue }) => {
    const store = new DocumentStore(files.dir);
    const defaults = () => (settings.get('supplier') as unknown as SettingsSection<SupplierSettings>).current();
    const documents = new SupplierDocuments({ db, store, lifecycle: supplierLifecycle, notifications, defaults });
    const profileChanges = new ProfileChanges({ db, store, documents, lifecycle: supplierLifecycle, notifications });
    approvalQueue.register(profileChanges.queueSource());
    return {
      suppliers: new SupplierService(db, sessions, supplierLifecycle),
      supplierDocumentStore: store,
      supplierDocuments: documents,
      profileChanges,
    };
  },
  routes: [supplierRoutes],
  jobs: ({ jobs, supplierLifecycle, supplierDocuments }) => {
    // bans and suspensions whose end has passed return to enabled (every ten minutes)
    jobs.schedule('supply.lifecycle.lift', '*/10 * * * *', async () => ({
      result: { lifted: await supplierLifecycle.liftEnded() },
    }));
    // documents about to expire: warned once per step (daily, early morning)
    jobs.schedule('supply.documents.expiry', '15 6 * * *', async () => ({
      result: { warned: await supplierDocuments.warnExpiring() },
    }));
  },
});
