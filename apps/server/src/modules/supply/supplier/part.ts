import { defineSupplyPart } from '../part.ts';
import { supplierRoutes } from './routes.ts';
import { SupplierService } from './service.ts';

/** Suppliers: the register, profiles, lifecycle actions, the detail screen and the supplier's own view. */
export const supplierPart = defineSupplyPart({
  services: ({ db }) => ({ suppliers: new SupplierService(db) }),
  routes: [supplierRoutes],
  jobs: ({ jobs, supplierLifecycle }) => {
    // bans and suspensions whose end has passed return to enabled (every ten minutes)
    jobs.schedule('supply.lifecycle.lift', '*/10 * * * *', async () => ({
      result: { lifted: await supplierLifecycle.liftEnded() },
    }));
  },
});
