import {
  LANGUAGES,
  type CustomerGroupAddBody,
  type CustomerGroupEditBody,
  type CustomerGroupRow,
  type Localized,
  type PageQuery,
} from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { customerGroupRepository as groups, customerGroupTable, type CustomerGroupRecord } from './group-repository.ts';

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
 * Every change runs under the groups' write lock, so the name check below sees every other group.
 */
export class CustomerGroupService {
  constructor(private readonly db: Db) {}

  async list(q: PageQuery) {
    return { ...(await groups.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  private async checkName(tx: Db, name: Localized, exceptId: number | null): Promise<void> {
    const lang = clashingLanguage(name, await groups.others(tx, exceptId));
    if (lang) {
      throw new AppError('customer_group.name_taken', {}, { fields: [{ field: `name.${lang}`, key: 'duplicate' }] });
    }
  }

  async add(ctx: RequestContext, body: CustomerGroupAddBody): Promise<CustomerGroupRow> {
    // The first group of a shop becomes its default: there must always be one for new customers.
    const row = await customerGroupTable.insert(
      this.db,
      ctx,
      async (tx) => {
        await this.checkName(tx, body.name, null);
        return { name: body.name, discountPercent: body.discountPercent, sort: body.sort };
      },
      { claimDefault: true },
    );
    return groups.toRow(row);
  }

  async edit(ctx: RequestContext, body: CustomerGroupEditBody): Promise<CustomerGroupRow> {
    const after = await customerGroupTable.update(
      this.db,
      ctx,
      body.id,
      body.version,
      { name: body.name, discountPercent: body.discountPercent, sort: body.sort },
      { before: (_row, tx) => this.checkName(tx, body.name, body.id) },
    );
    return groups.toRow(after);
  }

  /** Refused for the default group, a group with customers and one a tax rule uses. */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await customerGroupTable.remove(this.db, ctx, id, async (tx, before) => {
      if (await groups.hasCustomers(tx, id)) {
        throw new AppError('customer_group.in_use', { count: Math.max(1, before.customerCount) });
      }
      const rules = await groups.taxRuleCount(tx, id);
      if (rules > 0) throw new AppError('customer_group.tax_rules', { count: rules });
    });
    return { ok: true };
  }

  /** Makes a group the default; the previous default stops being one in the same transaction (both logged). */
  async setDefault(ctx: RequestContext, id: number): Promise<CustomerGroupRow> {
    return groups.toRow(await customerGroupTable.makeDefault(this.db, ctx, id));
  }
}
