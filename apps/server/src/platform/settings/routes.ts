import type { FastifyInstance } from 'fastify';
import type { settingsSection } from '@shop/shared';
import { defineRoute } from '../http/define-route.ts';

/**
 * Registers a settings section's read and save endpoints (`settingsSection(...)` of the shared
 * package); the handlers use the section of that name declared with `services.settings.section`.
 */
export function sectionRoutes(section: Pick<ReturnType<typeof settingsSection>, 'name' | 'api'>) {
  return (app: FastifyInstance): void => {
    defineRoute(app, section.api.info, ({ services }) => services.settings.get(section.name).read());
    defineRoute(app, section.api.edit, ({ body, ctx, services }) =>
      services.settings.get(section.name).save(ctx, body as never),
    );
  };
}
