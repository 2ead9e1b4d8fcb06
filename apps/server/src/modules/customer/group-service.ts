import { and, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type CustomerGroupAddBody, type CustomerGroupEditBody, type CustomerGroupRow, type Localized, type PageQuery } from '@shop/shared';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { customerGroupRepository as groups, type CustomerGroupRecord } from './group-repository.ts';
import { customerGroups } from './table.ts';

function snapshot(g: CustomerGroupRecord) {
  return { name: g.name, discountPercent: g.discountPercent, isDefault: g.isDefault, sort: g.sort, version: g.version };
}

/** The first language in which `name` repeats another group's name (case-insensitive). */
function clashingLanguage(name: Localized, others: CustomerGroupRecord[]): string | undefined {
  return LANGUAGES.find((lang) => {
    const mine = name[lang].trim().toLowerCase();
    return mine !== '' && others.some((o) => (o.name[lang] ?? '').trim().toLowerCase() === mine);
  });
}

/**
 * Customer groups: a discount for their members. Exactly one group is the default (new
 * customers join it when none is chosen); it cannot be deleted, nor can a group with members.
 */
export class CustomerGroupService {
  constructor(private readonly db: Db) {}

  async list(q: PageQuery) {
    return { ...(await groups.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  private async checkName(tx: Db, name: Localized, exceptId: number | null): Promise<void> {
    const lang = clashingLanguage(name, await groups.others(tx, exceptId));
    if (lang) throw new AppError('customer_group.name_taken', {}, { fields: [{ field: `name.${lang}`, key: 'duplicate' }] });
  }

  async add(ctx: RequestContext, body: CustomerGroupAddBody): Promise<CustomerGroupRow> {
    return this.db.transaction(async (tx) => {
      await groups.lockForChange(tx);
      await this.checkName(tx, body.name, null);
      // The first group of a shop becomes its default: there must always be one for new customers.
      const isDefault = !(await groups.defaultGroup(tx));
      const [row] = await tx.insert(customerGroups).values({ name: body.name, discountPercent: body.discountPercent, sort: body.sort, isDefault }).returning();
      await recordAudit(tx, ctx, { action: 'customer_group.add', entity: 'customer_group', entityId: row!.id, after: snapshot(row!) });
      return groups.toRow(row!);
    });
  }

  async edit(ctx: RequestContext, body: CustomerGroupEditBody): Promise<CustomerGroupRow> {
    return this.db.transaction(async (tx) => {
      await groups.lockForChange(tx);
      const before = await groups.find(tx, body.id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      await this.checkName(tx, body.name, body.id);
      const [after] = await tx.update(customerGroups)
        .set({ name: body.name, discountPercent: body.discountPercent, sort: body.sort, updatedAt: sql`now()`, version: sql`${customerGroups.version} + 1` })
        .where(and(eq(customerGroups.id, body.id), eq(customerGroups.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, { action: 'customer_group.edit', entity: 'customer_group', entityId: body.id, before: snapshot(before), after: snapshot(after) });
      return groups.toRow(after);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.db.transaction(async (tx) => {
      await groups.lockForChange(tx);
      const before = await groups.find(tx, id, true);
      if (!before) throw new AppError('common.not_found');
      if (before.isDefault) throw new AppError('customer_group.default_locked');
      if (await groups.hasCustomers(tx, id)) throw new AppError('customer_group.in_use', { count: Math.max(1, before.customerCount) });
      const rules = await groups.taxRuleCount(tx, id);
      if (rules > 0) throw new AppError('customer_group.tax_rules', { count: rules });
      await tx.delete(customerGroups).where(eq(customerGroups.id, id));
      await recordAudit(tx, ctx, { action: 'customer_group.del', entity: 'customer_group', entityId: id, before: snapshot(before) });
    });
    return { ok: true };
  }

  /** Makes a group the default; the previous default stops being one in the same transaction. */
  async setDefault(ctx: RequestContext, id: number): Promise<CustomerGroupRow> {
    return this.db.transaction(async (tx) => {
      await groups.lockForChange(tx);
      const target = await groups.find(tx, id, true);
      if (!target) throw new AppError('common.not_found');
      if (target.isDefault) return groups.toRow(target);
      const previous = await groups.defaultGroup(tx);
      if (previous) {
        // Cleared first: the partial unique index allows one default row at any moment.
        const cleared = await groups.setDefault(tx, previous.id, false);
        await recordAudit(tx, ctx, { action: 'customer_group.default', entity: 'customer_group', entityId: previous.id, before: snapshot(previous), after: snapshot(cleared!) });
      }
      const after = await groups.setDefault(tx, id, true);
      await recordAudit(tx, ctx, { action: 'customer_group.default', entity: 'customer_group', entityId: id, before: snapshot(target), after: snapshot(after!) });
      return groups.toRow(after!);
    });
  }
}
