import { defineSupplyPart } from '../part.ts';

export const applicationPart = defineSupplyPart({
  services: () => ({}),
  routes: [],
});
