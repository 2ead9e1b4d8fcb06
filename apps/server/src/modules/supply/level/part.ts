import { defineSupplyPart } from '../part.ts';

export const levelPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
