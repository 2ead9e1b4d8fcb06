import { defineSupplyPart } from '../part.ts';

export const bankPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
