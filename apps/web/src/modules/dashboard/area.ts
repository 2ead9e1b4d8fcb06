import { defineConsoleArea } from '../../app/console-area.ts';
import { dashboardRoutes } from './home/routes.tsx';

/** The dashboard. */
export default defineConsoleArea({ name: 'dashboard', routes: dashboardRoutes });
