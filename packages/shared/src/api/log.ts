import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, isoDate, listData, pageQuery, sortParam } from './common.ts';

export const logFilters = z.object({
  actorId: idParam.optional(),
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const logListQuery = pageQuery.extend(logFilters.shape).extend({ sort: sortParam(['id']) });

export const logRow = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const logListData = listData(logRow);

export const diffEntry = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const logInfo = logRow.extend({
  supplierId: z.number().int().nullable(),
  requestId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  diff: z.array(diffEntry),
});

/** The endpoints of /log: the operation log, read-only. */
export const logApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/log',
    permission: 'log',
    summary: 'The operation log, filtered',
    query: logListQuery,
    data: logListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/log/info',
    permission: 'log',
    summary: 'One log entry with its before/after diff',
    query: idQuery,
    data: logInfo,
  }),
  export: endpoint({
    method: 'GET',
    path: '/admin/setting/log/export',
    permission: 'log',
    summary: 'The filtered log as CSV',
    query: logFilters,
    file: true,
  }),
};

export type LogListQuery = z.infer<typeof logListQuery>;
export type LogRow = z.infer<typeof logRow>;
export type LogInfo = z.infer<typeof logInfo>;
export type DiffEntry = z.infer<typeof diffEntry>;
