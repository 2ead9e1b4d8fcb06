import { defineConsoleArea } from '../../app/console-area.ts';
import { customerRoutes } from './customer/routes.tsx';
import { customerGroupRoutes } from './group/routes.tsx';

/** Customers and customer groups. */
export default defineConsoleArea({ name: 'customer', routes: [...customerRoutes, ...customerGroupRoutes] });
