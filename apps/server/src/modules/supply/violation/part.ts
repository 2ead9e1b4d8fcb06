import { defineSupplyPart } from '../part.ts';

export const violationPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
