import type { z } from 'zod';
import { pushApi, pushLogApi, type PushAudience, type pushPreviewBody } from '@shop/shared/api/push';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import type { QueryValue } from '../../../lib/request.ts';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { defineScreen } from '../../../components/crud/screen.ts';

/** E-mail pushes over `pushApi`; a change also refreshes the log's reads. */
export const pushes = defineEntity('pushes', pushApi, { related: [['push-log']] });

/** /push: one key (`push_email`) guards every action. */
export const pushScreen = defineScreen({
  entity: pushes,
  testId: 'push',
  permissions: { add: 'push_email', edit: 'push_email', del: 'push_email' },
  texts: { title: 'push:title', add: 'push:add', edit: 'push:edit' },
  search: { keyword: 'push:keyword_placeholder', keywordWidth: 220 },
});

export const pushLogKeys = {
  all: ['push-log'] as const,
  pushes: (query: Record<string, QueryValue>) => ['push-log', 'pushes', query] as const,
  list: (query: Record<string, QueryValue>) => ['push-log', 'list', query] as const,
};

export const fetchSentPushes = (query: Record<string, QueryValue>) => callApi(pushLogApi.pushes, query);
export const fetchPushLog = (query: Record<string, QueryValue>) => callApi(pushLogApi.list, query);
export const countAudience = (audience: PushAudience) => callApi(pushApi.count, { audience }, { quiet: true });
export const previewPush = (body: z.input<typeof pushPreviewBody>) => callApi(pushApi.preview, body);

/** The CSV of the filtered recipients, saved as a file. */
export function exportPushLog(filters: Record<string, QueryValue>): Promise<void> {
  return downloadFile(pushLogApi.export, `push-log-${new Date().toISOString().slice(0, 10)}.csv`, filters);
}
