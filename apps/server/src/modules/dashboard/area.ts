import { defineServerArea } from '../../platform/area.ts';
import { apiRoutes } from './routes.ts';

/** The dashboard, the top bar's counters and the live channel's binding; the figures come from the other areas. */
export const dashboardArea = defineServerArea({
  name: 'dashboard',
  services: () => ({}),
  routes: [apiRoutes],
});
