import { z } from 'zod';
import { IMAGE_LIMITS } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, isoDate, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';

export const FEEDBACK_STATUSES = ['new', 'processing', 'resolved', 'closed'] as const;
export const feedbackStatus = z.enum(FEEDBACK_STATUSES);

export const feedbackAddBody = z.object({
  suggest: z.string().trim().min(1, 'required').max(2000),
  mail: z.string().trim().max(128).optional().default(''),
  imgs: z
    .array(z.string().regex(/^\/files\/[A-Za-z0-9._-]+$/, 'invalid'))
    .max(IMAGE_LIMITS.feedbackMaxImages)
    .default([]),
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

export const uploadData = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** The endpoints of /feedback: supplier users send it, platform staff handle it. */
export const feedbackApi = {
  add: endpoint({
    method: 'POST',
    path: '/admin/help/suggest/add',
    whileRestricted: true,
    permission: 'help_suggest_add',
    summary: 'Send feedback (supplier users)',
    body: feedbackAddBody,
    data: feedbackRow,
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/help/suggest',
    permission: 'help_suggest',
    summary: 'Feedback received',
    query: feedbackListQuery,
    data: feedbackListData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/help/suggest/info',
    permission: 'help_suggest',
    summary: 'One feedback entry',
    query: idQuery,
    data: feedbackRow,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/help/suggest/status',
    permission: 'help_suggest_status',
    summary: "Change a feedback entry's status, with an optional reply",
    body: feedbackStatusBody,
    data: feedbackRow,
  }),
};

export type FeedbackRow = z.infer<typeof feedbackRow>;
export type FeedbackAddBody = z.infer<typeof feedbackAddBody>;
