import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@shop/shared';
import type { Services } from '../../services.ts';
import { defineRoute } from '../http/define-route.ts';
import type { RequestContext } from '../http/context.ts';

interface Input {
  body: Record<string, unknown> & { version: number };
  ctx: RequestContext;
  services: Services;
}

/**
 * Registers a settings section's read and save endpoints (`settingsSection(...)` of the shared
 * package); the handlers use the section of that name declared with `services.settings.section`.
 */
export function sectionRoutes(section: { name: string; api: { info: Endpoint; edit: Endpoint } }) {
  const read = ({ services }: Input) => services.settings.get(section.name).read();
  const save = ({ body, ctx, services }: Input) => services.settings.get(section.name).save(ctx, body);
  return (app: FastifyInstance): void => {
    defineRoute(app, section.api.info, read as never);
    defineRoute(app, section.api.edit, save as never);
  };
}
