import { defineServerArea } from '../../platform/area.ts';
import { supplierRoutes } from '../system/supplier/routes.ts';
import { SupplierService } from '../system/supplier/service.ts';

/** Suppliers and the supply chain. */
export const supplyArea = defineServerArea({
  name: 'supply',
  services: ({ db }) => ({ suppliers: new SupplierService(db) }),
  routes: [supplierRoutes],
});
