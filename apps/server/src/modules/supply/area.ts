import { defineServerArea } from '../../platform/area.ts';
import { supplierRoutes } from './supplier/routes.ts';
import { SupplierService } from './supplier/service.ts';

/** Suppliers and the supply chain. */
export const supplyArea = defineServerArea({
  name: 'supply',
  services: ({ db }) => ({ suppliers: new SupplierService(db) }),
  routes: [supplierRoutes],
});
