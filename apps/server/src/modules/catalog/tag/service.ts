import { and, eq, sql } from 'drizzle-orm';
import type { TagAddBody, TagEditBody, TagInfo, TagListQuery } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { violatedConstraint } from '../scope.ts';
import { tagRepository, type TagRecord } from './repository.ts';
import { tags } from './table.ts';

const snapshot = (t: TagRecord) => ({ name: t.name, sort: t.sort, enabled: t.enabled, version: t.version });

/** A taken name answers 'Tag already exists' on the name field (spec). */
function mapConflict(err: unknown): never {
  if (violatedConstraint(err) === 'tags_name_key') throw fieldConflict('tag.name_taken', 'name');
  throw err;
}

/** Product tags (settings /tag): list, add, edit, enable or disable, delete when no product carries it. */
export class TagService {
  constructor(private readonly db: Db) {}

  async list(q: TagListQuery) {
    return { ...(await tagRepository.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<TagInfo> {
    const t = await tagRepository.find(this.db, id);
    if (!t) throw new AppError('common.not_found');
    return { ...tagRepository.toRow(t), productCount: await tagRepository.productCount(this.db, id), updatedAt: t.updatedAt.toISOString() };
  }

  async add(ctx: RequestContext, body: TagAddBody): Promise<TagInfo> {
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx.insert(tags).values({ name: body.name, sort: body.sort, enabled: body.enabled }).returning();
      await recordAudit(tx, ctx, { action: 'tag.add', entity: 'tag', entityId: row!.id, after: snapshot(row!) });
      return row!.id;
    }).catch(mapConflict);
    return this.info(id);
  }

  async edit(ctx: RequestContext, body: TagEditBody): Promise<TagInfo> {
    await this.db.transaction(async (tx) => {
      const before = await tagRepository.find(tx, body.id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const [after] = await tx.update(tags).set({ name: body.name, sort: body.sort, updatedAt: sql`now()`, version: sql`${tags.version} + 1` })
        .where(and(eq(tags.id, body.id), eq(tags.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, { action: 'tag.edit', entity: 'tag', entityId: body.id, before: snapshot(before), after: snapshot(after) });
    }).catch(mapConflict);
    return this.info(body.id);
  }

  /**
   * A disabled tag is no longer offered for new choices on the product form; the products that
   * carry it keep it (and show it) until someone takes it off.
   */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<TagInfo> {
    await this.db.transaction(async (tx) => {
      const before = await tagRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      if (version !== undefined && before.version !== version) throw new AppError('common.stale_version');
      if (before.enabled === enabled) return;
      const [after] = await tx.update(tags).set({ enabled, updatedAt: sql`now()`, version: sql`${tags.version} + 1` }).where(eq(tags.id, id)).returning();
      await recordAudit(tx, ctx, { action: enabled ? 'tag.enable' : 'tag.disable', entity: 'tag', entityId: id, before: snapshot(before), after: snapshot(after!) });
    });
    return this.info(id);
  }

  /**
   * Refused while any product carries the tag. Taking it off those products silently would rewrite
   * (and log) up to every product of the shop in one request and lose what the products were tagged
   * with; disabling keeps the history and stops new use. The tag row is locked first and product
   * saves read the tags they name with FOR SHARE, so a product tagged meanwhile is counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.db.transaction(async (tx) => {
      const before = await tagRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      const used = await tagRepository.productCount(tx, id);
      if (used > 0) throw new AppError('tag.in_use', { count: used });
      await tx.delete(tags).where(eq(tags.id, id));
      await recordAudit(tx, ctx, { action: 'tag.del', entity: 'tag', entityId: id, before: snapshot(before) });
    });
    return { ok: true };
  }
}
