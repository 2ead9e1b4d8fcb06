import { defineSupplyPart } from '../part.ts';

export const settlementPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
