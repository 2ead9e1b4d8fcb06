import type { DataOf } from '@shop/shared/contract';
import { logisticsApi } from '@shop/shared/api/logistics';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { request, type QueryValue } from '../../../lib/request.ts';

/**
 * Shipments over `logisticsApi`: the forms show the server's field errors themselves (quiet), a
 * retry after a network failure records once, and shipments are read again after success.
 */
export const shipments = defineEntity('logistics', logisticsApi, { quiet: true, refresh: ON_SUCCESS });

export const logisticsKeys = {
  ...shipments.keys,
  lateCount: ['logistics', 'late-count'] as const,
  choices: ['logistics', 'choices'] as const,
};

export const fetchShipments = (query: Record<string, QueryValue>) => callApi(logisticsApi.list, query);
/** How many shipments are late now (the late view's badge): one row is enough for the exact total. */
export const fetchLateCount = async () => (await fetchShipments({ late: 'true', pageSize: 10 })).total;
export const fetchShipment = (id: number) => callApi(logisticsApi.info, { id });
export const fetchLogisticsChoices = () => callApi(logisticsApi.choices);

const fileBody = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};
type ImportData = DataOf<typeof logisticsApi.import>;
// The upload goes through the request helper with the contract's path and types: the contract's
// `multipart: true` is not kept as a literal type, so callApi does not yet accept a FormData for it.
const upload = (file: File, options: { dryRun?: boolean; idempotencyKey?: string }) =>
  request<ImportData>(logisticsApi.import.path, {
    method: logisticsApi.import.method,
    query: options.dryRun ? { dryRun: 'true' } : undefined,
    body: fileBody(file),
    idempotencyKey: options.idempotencyKey,
    quiet: true,
  });
/** Dry run: every row checked, nothing written. */
export const checkTrackingFile = (file: File) => upload(file, { dryRun: true });
/** Records the events of a clean file, all or nothing. */
export const importTrackingFile = (file: File, idempotencyKey: string) => upload(file, { idempotencyKey });
export const downloadTrackingTemplate = () => downloadFile(logisticsApi.importTemplate, 'tracking-import-template.csv');
