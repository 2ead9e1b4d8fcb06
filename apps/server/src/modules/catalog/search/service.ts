import type { Language, ListResult } from '@shop/shared';
import { normalizeKeyword, type ShopProduct, type ShopSearchQuery } from '@shop/shared/api/catalog-shop-search';
import type { Db } from '../../../platform/db/database.ts';
import { nameIn } from '../scope.ts';
import { shopSearchRepository as repo } from './repository.ts';

/** How long searches are kept: a year and a month (the suggestions read at most a year). */
export const SEARCH_KEEP_DAYS = 400;

/**
 * The shop front's product search. The first page of a search with a keyword is recorded (one
 * insert, after the count it records); later pages of the same search and empty keywords are not.
 */
export class ShopSearchService {
  constructor(private readonly db: Db) {}

  async search(lang: Language, q: ShopSearchQuery): Promise<ListResult<ShopProduct>> {
    const keyword = normalizeKeyword(q.keyword);
    const found = await repo.search(this.db, keyword, q);
    if (keyword && q.page === 1) await repo.record(this.db, { keyword, lang, results: found.total });
    return {
      list: found.list.map((p) => ({ ...p, name: nameIn(p.name, lang) })),
      total: found.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** Forgets the searches older than SEARCH_KEEP_DAYS (the nightly job); answers how many. */
  prune(now = new Date()): Promise<number> {
    return repo.prune(this.db, new Date(now.getTime() - SEARCH_KEEP_DAYS * 86_400_000));
  }
}
