import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../../platform/http/define-route.ts';

export function supplierRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/api/suppliers', permission: 'setting_admin_index',
    summary: 'Suppliers to choose from when creating a supplier account',
    handler: ({ services }) => services.suppliers.options(),
  });
}
