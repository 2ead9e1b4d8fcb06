import { abandonedApi } from '@shop/shared/api/abandoned';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const abandonedKeys = {
  all: ['abandoned'] as const,
  list: (query: Record<string, QueryValue>) => ['abandoned', 'list', query] as const,
  stats: (filters: Record<string, QueryValue>) => ['abandoned', 'stats', filters] as const,
  info: (id: number) => ['abandoned', 'info', id] as const,
};

export const fetchAbandoned = (query: Record<string, QueryValue>) => callApi(abandonedApi.list, query);
export const fetchAbandonedStats = (filters: Record<string, QueryValue>) => callApi(abandonedApi.stats, filters);
export const fetchAbandonedInfo = (id: number) => callApi(abandonedApi.info, { id });
/** One key per confirmed recall: a retry after a network failure queues the e-mails once. */
export const recallCheckouts = (ids: number[], idempotencyKey: string) => callApi(abandonedApi.recall, { ids }, { idempotencyKey });
