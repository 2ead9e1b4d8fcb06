import type { FastifyInstance } from 'fastify';
import { supplierApi } from '@shop/shared';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function supplierRoutes(app: FastifyInstance): void {
  defineRoute(app, supplierApi.options, ({ services }) => services.suppliers.options());
}
