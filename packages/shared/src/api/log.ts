import { z } from 'zod';
import { idParam, isoDate, listData, pageQuery, sortParam } from './common.ts';

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

export type LogListQuery = z.infer<typeof logListQuery>;
export type LogRow = z.infer<typeof logRow>;
export type LogInfo = z.infer<typeof logInfo>;
export type DiffEntry = z.infer<typeof diffEntry>;
