import { defineServerArea } from '../../platform/area.ts';
import { passportRoutes } from './passport/routes.ts';
import { PassportService } from './passport/service.ts';
import { profileRoutes } from './profile/routes.ts';
import { ProfileService } from './profile/service.ts';

/** Signing in and out, and the personal centre every signed-in user has. */
export const accountArea = defineServerArea({
  name: 'account',
  services: ({ db, sessions, settings, system, files }) => ({
    passport: new PassportService(db, sessions, settings, system),
    profile: new ProfileService(db, sessions, files),
  }),
  routes: [passportRoutes, profileRoutes],
});
