import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { listData, pageQuery } from './common.ts';

/**
 * The shop front's product search (public: no console session). It finds sellable products (on
 * the shelf, of the platform or of an enabled supplier) by a name in any language, the number or a
 * SKU, and records each search (the first page of a non-empty keyword) with its result count: the
 * keywords shoppers search without results become demand suggestions on the supply board.
 */
export const SHOP_SEARCH_LIMITS = {
  /** characters of a keyword, after trimming */
  keywordMax: 100,
  /** the deepest page answered */
  pageMax: 100,
  /** requests per IP and window (ms) */
  rate: { max: 60, timeWindow: 60_000 },
} as const;

/** A keyword as it is searched and recorded: trimmed, lower-cased, inner whitespace collapsed, bounded. */
export function normalizeKeyword(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SHOP_SEARCH_LIMITS.keywordMax);
}

export const shopSearchQuery = pageQuery.extend({
  page: z.coerce.number().int().min(1).max(SHOP_SEARCH_LIMITS.pageMax).default(1),
  keyword: z.string().trim().max(SHOP_SEARCH_LIMITS.keywordMax).default(''),
  /** the language of the answered names (default: the request's language) */
  lang: z.enum(LANGUAGES).optional(),
});

/** What the shop front shows of a product: nothing a shopper may not see. */
export const shopProduct = z.object({
  id: z.number().int(),
  /** in the asked language, or the first filled one */
  name: z.string(),
  /** minor units of `currency` */
  price: z.number().int(),
  currency: z.string(),
  image: z.string().nullable(),
});

export const shopSearchApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/shop/search',
    permission: null,
    summary: 'Shop front: sellable products by name (any language), number or SKU; the search is recorded',
    query: shopSearchQuery,
    data: listData(shopProduct),
  }),
};

export type ShopSearchQuery = z.output<typeof shopSearchQuery>;
export type ShopProduct = z.output<typeof shopProduct>;
