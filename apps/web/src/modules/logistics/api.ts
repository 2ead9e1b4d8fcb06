import type { ListResult } from '@shop/shared/api/common';
import type { LogisticsChoices, LogisticsImportData, LogisticsInfo, LogisticsRow, LogisticsTrackBody } from '@shop/shared/api/logistics';
import { downloadFile } from '../../lib/download.ts';
import { get, post, request, type QueryValue } from '../../lib/request.ts';

export const logisticsKeys = {
  all: ['logistics'] as const,
  list: (query: Record<string, QueryValue>) => ['logistics', 'list', query] as const,
  lateCount: ['logistics', 'late-count'] as const,
  info: (id: number) => ['logistics', 'info', id] as const,
  choices: ['logistics', 'choices'] as const,
};

export const fetchShipments = (query: Record<string, QueryValue>) => get<ListResult<LogisticsRow>>('/admin/order/logistics', query);
/** How many shipments are late now (the late view's badge): one row is enough for the exact total. */
export const fetchLateCount = async () => (await fetchShipments({ late: 'true', pageSize: 10 })).total;
export const fetchShipment = (id: number) => get<LogisticsInfo>('/admin/order/logistics/info', { id });
export const fetchLogisticsChoices = () => get<LogisticsChoices>('/admin/order/logistics/choices');

/** The form shows the server's field errors itself (quiet). */
export const addTrackingEvent = (body: LogisticsTrackBody, idempotencyKey: string) =>
  post<LogisticsInfo>('/admin/order/logistics/track', body, { idempotencyKey, quiet: true });

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};
/** Dry run: every row checked, nothing written. */
export const checkTrackingFile = (file: File) =>
  request<LogisticsImportData>('/admin/order/logistics/import', { method: 'POST', query: { dryRun: 'true' }, body: fileBody(file), quiet: true });
/** Records the events of a clean file, all or nothing. */
export const importTrackingFile = (file: File, idempotencyKey: string) =>
  request<LogisticsImportData>('/admin/order/logistics/import', { method: 'POST', body: fileBody(file), idempotencyKey, quiet: true });
export const downloadTrackingTemplate = () => downloadFile('/admin/order/logistics/import/template', 'tracking-import-template.csv');
