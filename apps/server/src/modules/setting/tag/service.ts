import type { TagAddBody, TagEditBody, TagInfo, TagListQuery } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { tagRepository, tagTable } from './repository.ts';

/** Product tags (settings /tag): list, add, edit, enable or disable, delete when no product carries it. */
export class TagService {
  constructor(private readonly db: Db) {}

  async list(q: TagListQuery) {
    return { ...(await tagRepository.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<TagInfo> {
    const t = await tagTable.find(this.db, id);
    if (!t) throw new AppError('common.not_found');
    return {
      ...tagRepository.toRow(t),
      productCount: await tagRepository.productCount(this.db, id),
      updatedAt: t.updatedAt.toISOString(),
    };
  }

  /** A taken name answers 'Tag already exists' on the name field (spec). */
  async add(ctx: RequestContext, body: TagAddBody): Promise<TagInfo> {
    const row = await tagTable.insert(this.db, ctx, { name: body.name, sort: body.sort, enabled: body.enabled });
    return this.info(row.id);
  }

  async edit(ctx: RequestContext, body: TagEditBody): Promise<TagInfo> {
    await tagTable.update(this.db, ctx, body.id, body.version, { name: body.name, sort: body.sort });
    return this.info(body.id);
  }

  /**
   * A disabled tag is no longer offered for new choices on the product form; the products that
   * carry it keep it (and show it) until someone takes it off.
   */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<TagInfo> {
    await tagTable.setEnabled(this.db, ctx, id, enabled, version);
    return this.info(id);
  }

  /**
   * Refused while any product carries the tag. Taking it off those products silently would rewrite
   * (and log) up to every product of the shop in one request and lose what the products were tagged
   * with; disabling keeps the history and stops new use. The tag row is locked first and product
   * saves read the tags they name with FOR SHARE, so a product tagged meanwhile is counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await tagTable.remove(this.db, ctx, id, async (tx) => {
      const used = await tagRepository.productCount(tx, id);
      if (used > 0) throw new AppError('tag.in_use', { count: used });
    });
    return { ok: true };
  }
}
