import { defineSupplyPart } from '../part.ts';

export const inspectionPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
