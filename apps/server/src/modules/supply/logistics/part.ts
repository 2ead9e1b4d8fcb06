import { defineSupplyPart } from '../part.ts';

export const logisticsPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
