import type {
  TaxCalculateBody,
  TaxCalculateData,
  TaxClassAddBody,
  TaxClassEditBody,
  TaxClassInfo,
  TaxClassListQuery,
  TaxRuleAddBody,
  TaxRuleEditBody,
  TaxRuleInfo,
  TaxRuleListQuery,
} from '@shop/shared/api/tax';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { baseCurrency } from '../../order/references.ts';
import { computeTax } from './compute.ts';
import { taxRepository as repo, taxClassTable, taxRuleTable } from './repository.ts';

/**
 * Tax classes and tax rules (settings /taxclass and /tax), and the calculator. The order quote
 * prices tax through the same `applicable` query and `computeTax` function as the calculator.
 */
export class TaxService {
  constructor(private readonly db: Db) {}

  async classList(q: TaxClassListQuery) {
    return { ...(await repo.classPage(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async classInfo(id: number, db: Db = this.db): Promise<TaxClassInfo> {
    const c = await taxClassTable.find(db, id);
    if (!c) throw new AppError('common.not_found');
    const use = (await repo.usage(db, [id])).get(id);
    return { ...repo.classRow(c, use), updatedAt: c.updatedAt.toISOString() };
  }

  async addClass(ctx: RequestContext, body: TaxClassAddBody): Promise<TaxClassInfo> {
    const row = await taxClassTable.insert(this.db, ctx, { name: body.name, description: body.description });
    return this.classInfo(row.id);
  }

  async editClass(ctx: RequestContext, body: TaxClassEditBody): Promise<TaxClassInfo> {
    await taxClassTable.update(this.db, ctx, body.id, body.version, {
      name: body.name,
      description: body.description,
    });
    return this.classInfo(body.id);
  }

  /** Products without a class are taxed by the default class from now on. */
  async makeDefault(ctx: RequestContext, id: number, version: number): Promise<TaxClassInfo> {
    await taxClassTable.makeDefault(this.db, ctx, id, { version });
    return this.classInfo(id);
  }

  /** Refused for the default class and while a product or rule names the class. */
  async removeClass(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await taxClassTable.remove(this.db, ctx, id, async (tx) => {
      const use = await repo.ownUsage(tx, id);
      if (use.rules || use.products) throw new AppError('tax_class.in_use', use);
    });
    return { ok: true };
  }

  async ruleList(q: TaxRuleListQuery) {
    const currency = (await baseCurrency(this.db)).code;
    return { ...(await repo.rulePage(this.db, q)), page: q.page, pageSize: q.pageSize, currency };
  }

  async ruleInfo(id: number): Promise<TaxRuleInfo> {
    const [row, rec] = [await repo.ruleRow(this.db, id), await taxRuleTable.find(this.db, id)];
    if (!row || !rec) throw new AppError('common.not_found');
    return { ...row, updatedAt: rec.updatedAt.toISOString() };
  }

  /** The class and the group must exist (locked while the rule is written, so neither vanishes meanwhile). */
  private async checkRefs(tx: Db, body: TaxRuleAddBody | TaxRuleEditBody) {
    if (!(await repo.classExists(tx, body.classId)))
      throw new AppError('tax_class.unknown', {}, { fields: [{ field: 'classId', key: 'invalid' }] });
    if (body.groupId !== null && !(await repo.groupExists(tx, body.groupId)))
      throw new AppError('tax_rule.group_unknown', {}, { fields: [{ field: 'groupId', key: 'invalid' }] });
  }

  private fields(body: TaxRuleAddBody | TaxRuleEditBody) {
    return {
      name: body.name,
      classId: body.classId,
      country: body.country,
      region: body.region,
      type: body.type,
      rate: body.rate,
      groupId: body.groupId,
      priority: body.priority,
    };
  }

  async addRule(ctx: RequestContext, body: TaxRuleAddBody): Promise<TaxRuleInfo> {
    const row = await taxRuleTable.insert(this.db, ctx, async (tx) => {
      await this.checkRefs(tx, body);
      return { ...this.fields(body), enabled: body.enabled };
    });
    return this.ruleInfo(row.id);
  }

  async editRule(ctx: RequestContext, body: TaxRuleEditBody): Promise<TaxRuleInfo> {
    await taxRuleTable.update(this.db, ctx, body.id, body.version, async (_row, tx) => {
      await this.checkRefs(tx, body);
      return this.fields(body);
    });
    return this.ruleInfo(body.id);
  }

  async setRuleStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<TaxRuleInfo> {
    await taxRuleTable.setEnabled(this.db, ctx, id, enabled, version);
    return this.ruleInfo(id);
  }

  /** Orders keep the tax they were priced with: a rule is only read when an order is priced. */
  async removeRule(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await taxRuleTable.remove(this.db, ctx, id);
    return { ok: true };
  }

  /** What an amount of a class comes to at an address for a group, rule by rule, in the default currency. */
  async calculate(body: TaxCalculateBody): Promise<TaxCalculateData> {
    if (!(await repo.classExists(this.db, body.classId)))
      throw new AppError('tax_class.unknown', {}, { fields: [{ field: 'classId', key: 'invalid' }] });
    const rules = await repo.applicable(this.db, {
      country: body.country,
      region: body.region,
      groupId: body.groupId,
      classIds: [body.classId],
    });
    const { tax, applied } = computeTax(rules, body.amount, body.quantity);
    const base = await baseCurrency(this.db);
    return { currency: base.code, amount: body.amount, applied, tax, total: body.amount + tax };
  }
}
