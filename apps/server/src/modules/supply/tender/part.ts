import { defineSupplyPart } from '../part.ts';

export const tenderPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
