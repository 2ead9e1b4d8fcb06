import { defineConsoleArea } from '../../app/console-area.ts';
import { loginRoutes } from '../auth/login/routes.tsx';
import { profileRoutes } from '../profile/account/routes.tsx';

/** Signing in and the personal centre. */
export default defineConsoleArea({ name: 'account', routes: [...loginRoutes, ...profileRoutes] });
