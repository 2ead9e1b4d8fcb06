import type { Language } from '@shop/shared';
import type { Services } from '../../services.ts';
import type { Scope } from './context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    lang: Language;
    scope?: Scope;
  }
  interface FastifyContextConfig {
    declared?: boolean;
  }
}
