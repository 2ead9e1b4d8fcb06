import { logApi } from '@shop/shared/api/log';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const logKeys = {
  all: ['logs'] as const,
  list: (query: Record<string, QueryValue>) => ['logs', 'list', query] as const,
  info: (id: number) => ['logs', 'info', id] as const,
};

export const fetchLogs = (query: Record<string, QueryValue>) => callApi(logApi.list, query);
export const fetchLog = (id: number) => callApi(logApi.info, { id });

/** The CSV of the filtered log, fetched with the session header and saved as a file. */
export function exportLogs(filters: Record<string, QueryValue>): Promise<void> {
  return downloadFile(logApi.export, `operation-log-${new Date().toISOString().slice(0, 10)}.csv`, filters);
}
