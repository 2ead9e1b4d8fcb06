import { defineSupplyPart } from '../part.ts';
import { logisticsRoutes } from './routes.ts';
import { ShipmentService } from './service.ts';

/** The supply-chain logistics platform: shipments to the warehouses, declarations, tracking and receipt. */
export const logisticsPart = defineSupplyPart({
  services: ({ db, notifications }, core) => ({
    shipments: new ShipmentService(db, { notifications, inspections: () => core.links.inspections }),
  }),
  routes: [logisticsRoutes],
});
