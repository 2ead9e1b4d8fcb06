import { z } from 'zod';
import { IMAGE_LIMITS } from '../constants.ts';
import { idParam, isoDate, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';

export const FEEDBACK_STATUSES = ['new', 'processing', 'resolved', 'closed'] as const;
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

export const feedbackAddBody = z.object({
  suggest: z.string().trim().min(1, 'required').max(2000),
  mail: z.string().trim().max(128).optional().default(''),
  imgs: z.array(z.string().regex(/^\/files\/[A-Za-z0-9._-]+$/, 'invalid')).max(IMAGE_LIMITS.feedbackMaxImages).default([]),
});

export const feedbackListQuery = pageQuery.extend({
  keyword: searchText,
  status: feedbackStatus.optional(),
  supplierId: idParam.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: sortParam(['id', 'createdAt']),
});

export const feedbackRow = z.object({
  id: z.number().int(),
  suggest: z.string(),
  mail: z.string(),
  imgs: z.array(z.string()),
  status: feedbackStatus,
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  authorName: z.string(),
  reply: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const feedbackListData = listData(feedbackRow);

export const feedbackStatusBody = z.object({
  id: idParam,
  version: versionField,
  status: feedbackStatus,
  reply: z.string().trim().max(2000).optional(),
});

export const uploadData = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() });

export type FeedbackRow = z.infer<typeof feedbackRow>;
export type FeedbackAddBody = z.infer<typeof feedbackAddBody>;
