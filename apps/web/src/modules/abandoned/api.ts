import type { AbandonedInfo, AbandonedRecallData, AbandonedRow, AbandonedStats } from '@shop/shared/api/abandoned';
import type { ListResult } from '@shop/shared/api/common';
import { get, post, type QueryValue } from '../../lib/request.ts';

export const abandonedKeys = {
  all: ['abandoned'] as const,
  list: (query: Record<string, QueryValue>) => ['abandoned', 'list', query] as const,
  stats: (filters: Record<string, QueryValue>) => ['abandoned', 'stats', filters] as const,
  info: (id: number) => ['abandoned', 'info', id] as const,
};

export const fetchAbandoned = (query: Record<string, QueryValue>) => get<ListResult<AbandonedRow>>('/admin/order/abandoned', query);
export const fetchAbandonedStats = (filters: Record<string, QueryValue>) => get<AbandonedStats>('/admin/order/abandoned/stats', filters);
export const fetchAbandonedInfo = (id: number) => get<AbandonedInfo>('/admin/order/abandoned/info', { id });
/** One key per confirmed recall: a retry after a network failure queues the e-mails once. */
export const recallCheckouts = (ids: number[], idempotencyKey: string) =>
  post<AbandonedRecallData>('/admin/order/abandoned/recall', { ids }, { idempotencyKey });
