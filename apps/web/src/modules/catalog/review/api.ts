import type { ReviewInfo, ReviewRow, ReviewStatus } from '@shop/shared/api/catalog-review';
import type { ProductRow } from '@shop/shared/api/catalog-product';
import type { ListResult } from '@shop/shared/api/common';
import { get, post, type QueryValue } from '../../../lib/request.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (query: Record<string, QueryValue>) => ['reviews', 'list', query] as const,
  info: (id: number) => ['reviews', 'info', id] as const,
  products: (keyword: string) => ['reviews', 'product-choices', keyword] as const,
};

export const fetchReviews = (query: Record<string, QueryValue>) => get<ListResult<ReviewRow>>('/admin/catalog/review', query);
export const fetchReview = (id: number) => get<ReviewInfo>('/admin/catalog/review/info', { id });
/** Products for the review filter, searched by name, number or SKU. */
export const fetchProductChoices = (keyword: string) => get<ListResult<ProductRow>>('/admin/catalog/product', { keyword: keyword || undefined, pageSize: 20 });

/** passed or failed; to_be_reviewed sets audited reviews back to pending */
export const auditReviews = (ids: number[], status: ReviewStatus) => post('/admin/catalog/review/audit', { ids, status });
export const replyReview = (id: number, version: number, reply: string) => post<ReviewInfo>('/admin/catalog/review/reply', { id, version, reply });
