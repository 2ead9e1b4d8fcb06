import { defineServerArea } from '../../platform/area.ts';
import { CustomerAddressService } from './address-service.ts';
import { registerCustomerFigures } from './figures.ts';
import { CustomerGroupService } from './group-service.ts';
import { customerRoutes } from './routes.ts';
import { CustomerService } from './service.ts';

/** Customers, their addresses and customer groups (platform data: no supplier reaches them). */
export const customerArea = defineServerArea({
  name: 'customer',
  services: ({ db, settings }) => ({
    customers: new CustomerService(db, async () => Number((await settings.get('member').current()).passwordMin)),
    customerAddresses: new CustomerAddressService(db),
    customerGroups: new CustomerGroupService(db),
  }),
  routes: [customerRoutes],
  figures: registerCustomerFigures,
});
