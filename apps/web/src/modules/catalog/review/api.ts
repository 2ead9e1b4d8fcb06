import { reviewApi } from '@shop/shared/api/catalog-review';
import { productApi } from '@shop/shared/api/catalog-product';
import { defineEntity, ON_SUCCESS } from '../../../components/crud/entity-api.ts';
import { callApi } from '../../../lib/api-client.ts';
import type { QueryValue } from '../../../lib/request.ts';

/** Reviews over `reviewApi`: audits and replies are toasted on failure, keyed per request, read again after success. */
export const reviews = defineEntity('reviews', reviewApi, { quiet: [], actionKeys: [], refresh: ON_SUCCESS });

export const reviewKeys = {
  ...reviews.keys,
  products: (keyword: string) => ['reviews', 'product-choices', keyword] as const,
};

export const fetchReviews = (query: Record<string, QueryValue>) => callApi(reviewApi.list, query);
export const fetchReview = (id: number) => callApi(reviewApi.info, { id });
/** Products for the review filter, searched by name, number or SKU. */
export const fetchProductChoices = (keyword: string) =>
  callApi(productApi.list, { keyword: keyword || undefined, pageSize: 20 });
