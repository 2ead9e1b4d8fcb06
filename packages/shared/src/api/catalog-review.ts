import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { batchResult } from './catalog-product.ts';
import { idParam, idQuery, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { localizedData } from './catalog-common.ts';

export const REVIEW_STATUSES = ['to_be_reviewed', 'passed', 'failed'] as const;

export const reviewListQuery = pageQuery.extend({
  productId: idParam.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  keyword: searchText,
  sort: sortParam(['id', 'rating']),
});
export const reviewRow = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: localizedData,
  supplierId: z.number().int().nullable(),
  customerName: z.string(),
  rating: z.number().int(),
  content: z.string(),
  status: z.enum(REVIEW_STATUSES),
  replied: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const reviewListData = listData(reviewRow);
export const reviewInfo = reviewRow.extend({
  reply: z.string(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
});

export const reviewAuditBody = z.object({
  ids: z
    .array(idParam)
    .min(1, 'required')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
  /** passed or failed; to_be_reviewed sets an audited review back to pending */
  status: z.enum(REVIEW_STATUSES),
});
export const reviewReplyBody = z.object({
  id: idParam,
  version: versionField,
  reply: z.string().trim().min(1, 'required').max(2000),
});

/** The endpoints of /product/comment (reviews: audit by the platform, replies). */
export const reviewApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/catalog/review',
    permission: 'catalog_review_index',
    summary: 'List product reviews',
    query: reviewListQuery,
    data: reviewListData,
    supplier: { access: 'list' },
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/catalog/review/info',
    permission: 'catalog_review_info',
    summary: 'One review with its reply',
    query: idQuery,
    data: reviewInfo,
    supplier: { access: 'read', table: 'reviews', field: 'id' },
  }),
  audit: endpoint({
    method: 'POST',
    path: '/admin/catalog/review/audit',
    permission: 'catalog_review_audit',
    summary: 'Pass or fail reviews, or set audited ones back to be reviewed',
    body: reviewAuditBody,
    data: batchResult,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/admin/catalog/review/reply',
    permission: 'catalog_review_reply',
    summary: 'Reply to a review (a supplier: to reviews of its own products)',
    body: reviewReplyBody,
    data: reviewInfo,
    supplier: { access: 'change', table: 'reviews', field: 'id' },
  }),
};

export type ReviewListQuery = z.infer<typeof reviewListQuery>;
export type ReviewRow = z.infer<typeof reviewRow>;
export type ReviewInfo = z.infer<typeof reviewInfo>;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
