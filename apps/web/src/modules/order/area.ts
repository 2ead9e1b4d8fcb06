import { defineConsoleArea } from '../../app/console-area.ts';
import { abandonedRoutes } from '../abandoned/routes.tsx';
import { logisticsRoutes } from '../logistics/routes.tsx';
import { orderRoutes } from './routes.tsx';

/** Orders, abandoned checkouts and the logistics center. */
export default defineConsoleArea({ name: 'order', routes: [...orderRoutes, ...abandonedRoutes, ...logisticsRoutes] });
