import {
  IMAGE_LIMITS,
  type CategoryAddBody,
  type CategoryEditBody,
  type CategoryInfo,
  type CategoryListQuery,
  type CategorySortBody,
} from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { categoryRepository, type CategoryRecord } from './repository.ts';
import { checkTranslations } from '../../setting/language/rule.ts';

function snapshot(c: CategoryRecord) {
  const { createdAt: _c, updatedAt: _u, ...rest } = c;
  return rest;
}

const invalidParent = () =>
  new AppError('common.invalid_input', {}, { fields: [{ field: 'parentId', key: 'invalid' }] });

/** Product categories: a tree with drag reordering; a category in use is never deleted. */
export class CategoryService {
  constructor(private readonly db: Db) {}

  async list(q: CategoryListQuery) {
    let list = await categoryRepository.tree(this.db);
    if (q.status) list = list.filter((c) => c.enabled === (q.status === 'enabled'));
    if (q.keyword) {
      const k = q.keyword.toLowerCase();
      list = list.filter((c) => Object.values(c.name).some((n) => n.toLowerCase().includes(k)));
    }
    return { list, total: list.length };
  }

  async info(id: number): Promise<CategoryInfo> {
    const c = await categoryRepository.info(this.db, id);
    if (!c) throw new AppError('common.not_found');
    return c;
  }

  private values(body: CategoryAddBody) {
    return {
      parentId: body.parentId,
      name: body.name,
      sort: body.sort,
      icon: body.icon,
      image: body.image,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
      seoKeywords: body.seoKeywords,
      enabled: body.enabled,
    };
  }

  /** The icon must be a stored 16x16 picture (spec), the image a stored one. */
  private async checkPictures(tx: Db, body: CategoryAddBody): Promise<void> {
    const urls = [body.icon, body.image].filter((u) => u !== '');
    if (urls.length === 0) return;
    const rows = await categoryRepository.pictures(
      tx,
      urls.map((u) => u.replace(/^\/files\//, '')),
    );
    const byUrl = new Map(rows.map((r) => [`/files/${r.name}`, r]));
    const fields = [];
    const icon = body.icon ? byUrl.get(body.icon) : undefined;
    const iconFits = icon && icon.width === IMAGE_LIMITS.iconSizePx && icon.height === IMAGE_LIMITS.iconSizePx;
    if (body.icon && !iconFits) fields.push({ field: 'icon', key: 'invalid' });
    if (body.image && !byUrl.has(body.image)) fields.push({ field: 'image', key: 'invalid' });
    if (fields.length) throw new AppError('common.invalid_input', {}, { fields });
  }

  async add(ctx: RequestContext, body: CategoryAddBody): Promise<CategoryInfo> {
    const id = await this.db.transaction(async (tx) => {
      await checkTranslations(tx, { name: body.name });
      await this.checkPictures(tx, body);
      if (body.parentId !== null && !(await categoryRepository.find(tx, body.parentId, true))) throw invalidParent();
      const row = await categoryRepository.insert(tx, this.values(body));
      await recordAudit(tx, ctx, {
        action: 'category.add',
        entity: 'category',
        entityId: row.id,
        after: snapshot(row),
      });
      return row.id;
    });
    return this.info(id);
  }

  async edit(ctx: RequestContext, body: CategoryEditBody): Promise<CategoryInfo> {
    await this.db.transaction(async (tx) => {
      const before = await categoryRepository.find(tx, body.id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      await checkTranslations(tx, { name: body.name });
      if (body.icon !== before.icon || body.image !== before.image) {
        // only the pictures that changed are checked
        const icon = body.icon === before.icon ? '' : body.icon;
        await this.checkPictures(tx, { ...body, icon, image: body.image === before.image ? '' : body.image });
      }
      if (body.parentId !== null && body.parentId !== before.parentId) {
        if (!(await categoryRepository.find(tx, body.parentId))) throw invalidParent();
        if ((await categoryRepository.ancestors(tx, body.parentId)).includes(body.id)) {
          throw new AppError('catalog.category_cycle', {}, { fields: [{ field: 'parentId', key: 'invalid' }] });
        }
      }
      const after = await categoryRepository.update(tx, body.id, body.version, this.values(body));
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, {
        action: 'category.edit',
        entity: 'category',
        entityId: body.id,
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return this.info(body.id);
  }

  async setStatus(ctx: RequestContext, id: number, enabled: boolean): Promise<CategoryInfo> {
    await this.db.transaction(async (tx) => {
      const before = await categoryRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.enabled === enabled) return;
      const after = await categoryRepository.setEnabled(tx, id, enabled);
      await recordAudit(tx, ctx, {
        action: enabled ? 'category.enable' : 'category.disable',
        entity: 'category',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    });
    return this.info(id);
  }

  /** Refused while products or subcategories use it. */
  async remove(ctx: RequestContext, id: number) {
    await this.db.transaction(async (tx) => {
      const before = await categoryRepository.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      const usage = await categoryRepository.usage(tx, id);
      if (usage.products > 0 || usage.children > 0) throw new AppError('catalog.category_in_use', usage);
      await categoryRepository.remove(tx, id);
      await recordAudit(tx, ctx, {
        action: 'category.del',
        entity: 'category',
        entityId: id,
        before: snapshot(before),
      });
    });
    return { ok: true as const };
  }

  /** Drag reordering: the complete new order of one parent's children, applied in one statement. */
  async sort(ctx: RequestContext, body: CategorySortBody) {
    await this.db.transaction(async (tx) => {
      if (body.parentId !== null && !(await categoryRepository.find(tx, body.parentId, true))) throw invalidParent();
      const siblings = await categoryRepository.lockChildren(tx, body.parentId);
      const current = new Set(siblings.map((s) => s.id));
      if (siblings.length !== body.ids.length || body.ids.some((id) => !current.has(id))) {
        throw new AppError('catalog.sort_mismatch');
      }
      await categoryRepository.reorder(tx, body.ids);
      await recordAudit(tx, ctx, {
        action: 'category.sort',
        entity: 'category',
        entityId: body.parentId,
        before: { order: siblings.map((s) => s.id) },
        after: { order: body.ids },
      });
    });
    return this.list({});
  }
}
