import type { FastifyInstance } from 'fastify';
import {
  idQuery, logisticsChoicesData, logisticsImportData, logisticsImportQuery, logisticsInfo, logisticsListData, logisticsListQuery, logisticsTrackBody,
  TRACKING_IMPORT,
} from '@shop/shared';
import { formatBytes } from '../../../platform/files/file-service.ts';
import { readUploadedFile } from '../../../platform/files/routes.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { trackingTemplate } from './tracking-csv.ts';

const FILE_ERRORS = {
  tooLarge: (maxBytes: number) => new AppError('import.failed', {}, { fields: [{ field: 'file', key: 'too_big', params: { limit: formatBytes(maxBytes) } }] }),
  malformed: () => new AppError('import.failed', {}, { fields: [{ field: 'file', key: 'required' }] }),
};

export function logisticsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/order/logistics', permission: 'catalog_order_logistics',
    summary: 'Shipments with provider, waybill, order, status, dates, late flag and last tracking event; filters, sort, pager (suppliers: their own)',
    schema: { query: logisticsListQuery, data: logisticsListData },
    handler: ({ query, ctx, services }) => services.logistics.list(ctx.scope, query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/logistics/info', permission: 'catalog_order_logistics',
    summary: 'One shipment with its lines and tracking events',
    schema: { query: idQuery, data: logisticsInfo },
    handler: ({ query, ctx, services }) => services.logistics.info(ctx.scope, query.id),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/logistics/choices', permission: 'catalog_order_logistics',
    summary: 'Logistics providers and (staff) suppliers for the filters',
    schema: { data: logisticsChoicesData },
    handler: ({ ctx, services }) => services.logistics.choices(ctx.scope),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/logistics/track', permission: 'catalog_order_logistics',
    summary: 'Add a tracking event by hand; a delivered event delivers the shipment, and the order when all its shipments are delivered',
    schema: { body: logisticsTrackBody, data: logisticsInfo },
    handler: ({ body, ctx, services }) => services.logistics.track(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/order/logistics/import', permission: 'catalog_order_logistics',
    summary: 'Import tracking events from CSV (multipart field "file"; columns waybill,time,status,location,description). '
      + '?dryRun=true lists every row\'s errors and writes nothing; otherwise a file with any error is refused and a clean one recorded all or nothing',
    bodyLimit: TRACKING_IMPORT.maxBytes + 64 * 1024,
    schema: { query: logisticsImportQuery, data: logisticsImportData },
    handler: async ({ req, query, ctx, services }) => {
      const file = await readUploadedFile(req, TRACKING_IMPORT.maxBytes, 'file', FILE_ERRORS);
      return services.logistics.import(ctx, file.data, query.dryRun);
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/order/logistics/import/template', permission: 'catalog_order_logistics',
    summary: 'The tracking import template (CSV header and an example row)',
    raw: true,
    handler: async ({ reply }) => {
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="tracking-import-template.csv"');
      return reply.send(trackingTemplate());
    },
  });
}
