import { defineConsoleArea } from '../../app/console-area.ts';
import { feedbackRoutes } from './feedback/routes.tsx';

/** Help centre and feedback. */
export default defineConsoleArea({ name: 'help', routes: feedbackRoutes });
