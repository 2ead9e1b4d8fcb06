import { defineSupplyPart } from '../part.ts';

export const invoicePart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
