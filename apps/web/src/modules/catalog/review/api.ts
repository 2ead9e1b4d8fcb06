import { reviewApi, type ReviewStatus } from '@shop/shared/api/catalog-review';
import { productApi } from '@shop/shared/api/catalog-product';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (query: Record<string, QueryValue>) => ['reviews', 'list', query] as const,
  info: (id: number) => ['reviews', 'info', id] as const,
  products: (keyword: string) => ['reviews', 'product-choices', keyword] as const,
};

export const fetchReviews = (query: Record<string, QueryValue>) => callApi(reviewApi.list, query);
export const fetchReview = (id: number) => callApi(reviewApi.info, { id });
/** Products for the review filter, searched by name, number or SKU. */
export const fetchProductChoices = (keyword: string) => callApi(productApi.list, { keyword: keyword || undefined, pageSize: 20 });

/** passed or failed; to_be_reviewed sets audited reviews back to pending */
export const auditReviews = (ids: number[], status: ReviewStatus) => callApi(reviewApi.audit, { ids, status });
export const replyReview = (id: number, version: number, reply: string) => callApi(reviewApi.reply, { id, version, reply });
