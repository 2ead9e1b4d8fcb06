import type { ListResult } from '@shop/shared/api/common';
import type { LogInfo, LogRow } from '@shop/shared/api/log';
import { get, request, type QueryValue } from '../../../lib/request.ts';

export const logKeys = {
  all: ['logs'] as const,
  list: (query: Record<string, QueryValue>) => ['logs', 'list', query] as const,
  info: (id: number) => ['logs', 'info', id] as const,
};

export const fetchLogs = (query: Record<string, QueryValue>) => get<ListResult<LogRow>>('/admin/setting/log', query);
export const fetchLog = (id: number) => get<LogInfo>('/admin/setting/log/info', { id });

/** The CSV of the filtered log, fetched with the session header and saved as a file. */
export async function exportLogs(filters: Record<string, QueryValue>): Promise<void> {
  const blob = await request<Blob>('/admin/setting/log/export', { method: 'GET', query: filters, responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `operation-log-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
