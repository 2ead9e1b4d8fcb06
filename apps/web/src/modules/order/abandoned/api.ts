import { abandonedApi } from '@shop/shared/api/abandoned';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

/**
 * Abandoned checkouts over `abandonedApi`: one key per confirmed recall (a retry after a network
 * failure queues the e-mails once); failures toasted; the checkouts read again after success.
 */
export const checkouts = defineEntity('abandoned', abandonedApi, { quiet: [], refresh: ON_SUCCESS });

export const abandonedKeys = {
  ...checkouts.keys,
  stats: (filters: Record<string, QueryValue>) => ['abandoned', 'stats', filters] as const,
};

export const fetchAbandoned = (query: Record<string, QueryValue>) => callApi(abandonedApi.list, query);
export const fetchAbandonedStats = (filters: Record<string, QueryValue>) => callApi(abandonedApi.stats, filters);
export const fetchAbandonedInfo = (id: number) => callApi(abandonedApi.info, { id });
