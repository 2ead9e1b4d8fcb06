import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TaxClassListQuery, TaxClassRow, TaxRuleListQuery, TaxRuleRow } from '@shop/shared/api/tax';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import { products } from '../../catalog/product/table.ts';
import { customerGroups } from '../../customer/table.ts';
import type { TaxRuleTerm } from './compute.ts';
import { taxClasses, taxRules } from './table.ts';

export type TaxClassRecord = typeof taxClasses.$inferSelect;
export type TaxRuleRecord = typeof taxRules.$inferSelect;

export const taxClassTable = versionedTable({
  table: taxClasses,
  entity: 'tax_class',
  snapshot: (c) => ({ name: c.name, description: c.description, isDefault: c.isDefault, version: c.version }),
  unique: {
    tax_classes_name_key: { code: 'tax_class.name_taken', field: 'name' },
    tax_classes_default_key: 'common.conflict',
  },
  sorts: { id: taxClasses.id, name: sql`lower(${taxClasses.name})` },
  defaultOrder: () => [asc(taxClasses.id)],
  defaultRow: { flag: 'isDefault', locked: 'tax_class.default_locked' },
  lockKey: 'tax_classes.change',
});

export const taxRuleTable = versionedTable({
  table: taxRules,
  entity: 'tax_rule',
  snapshot: (r) => ({
    name: r.name,
    classId: r.classId,
    country: r.country,
    region: r.region,
    type: r.type,
    rate: r.rate,
    groupId: r.groupId,
    priority: r.priority,
    enabled: r.enabled,
    version: r.version,
  }),
  sorts: {
    id: taxRules.id,
    name: sql`lower(${taxRules.name})`,
    priority: taxRules.priority,
    rate: taxRules.rate,
  },
  defaultOrder: () => [asc(taxRules.classId), asc(taxRules.country), asc(taxRules.priority), asc(taxRules.id)],
});

const ruleView = {
  rule: taxRules,
  className: taxClasses.name,
  groupName: customerGroups.name,
};

function ruleRow(r: { rule: TaxRuleRecord; className: string; groupName: TaxRuleRow['groupName'] }): TaxRuleRow {
  const x = r.rule;
  return {
    id: x.id,
    name: x.name,
    classId: x.classId,
    className: r.className,
    country: x.country,
    region: x.region,
    type: x.type,
    rate: x.rate,
    groupId: x.groupId,
    groupName: r.groupName,
    priority: x.priority,
    enabled: x.enabled,
    createdAt: x.createdAt.toISOString(),
    version: x.version,
  };
}

export const taxRepository = {
  async classPage(db: Db, q: TaxClassListQuery): Promise<{ list: TaxClassRow[]; total: number }> {
    const where = q.keyword
      ? or(ilike(taxClasses.name, likePattern(q.keyword)), ilike(taxClasses.description, likePattern(q.keyword)))
      : undefined;
    const page = await taxClassTable.page(db, q, where);
    const usage = await this.usage(
      db,
      page.list.map((c) => c.id),
    );
    return { list: page.list.map((c) => this.classRow(c, usage.get(c.id))), total: page.total };
  },

  classRow(c: TaxClassRecord, use = { rules: 0, products: 0 }): TaxClassRow {
    return {
      id: c.id,
      name: c.name,
      description: c.description,
      isDefault: c.isDefault,
      ruleCount: use.rules,
      productCount: use.products,
      createdAt: c.createdAt.toISOString(),
      version: c.version,
    };
  },

  /** Rules and products of each class; the default class also counts the products without a class. */
  async usage(db: Db, ids: number[]): Promise<Map<number, { rules: number; products: number }>> {
    const out = new Map(ids.map((id) => [id, { rules: 0, products: 0 }]));
    if (!ids.length) return out;
    const rules = await db
      .select({ id: taxRules.classId, n: count() })
      .from(taxRules)
      .where(inArray(taxRules.classId, ids))
      .groupBy(taxRules.classId);
    for (const r of rules) out.get(r.id)!.rules = Number(r.n);
    const prods = await db
      .select({ id: products.taxClassId, n: count() })
      .from(products)
      .where(inArray(products.taxClassId, ids))
      .groupBy(products.taxClassId);
    for (const p of prods) if (p.id !== null) out.get(p.id)!.products = Number(p.n);
    const def = await this.defaultClassId(db);
    if (def !== null && out.has(def)) {
      const [none] = await db
        .select({ n: count() })
        .from(products)
        .where(sql`${products.taxClassId} is null`);
      out.get(def)!.products += Number(none?.n ?? 0);
    }
    return out;
  },

  /** Rules and products naming the class itself (what a deletion must not leave dangling). */
  async ownUsage(db: Db, id: number): Promise<{ rules: number; products: number }> {
    const [r] = await db.select({ n: count() }).from(taxRules).where(eq(taxRules.classId, id));
    const [p] = await db.select({ n: count() }).from(products).where(eq(products.taxClassId, id));
    return { rules: Number(r?.n ?? 0), products: Number(p?.n ?? 0) };
  },

  /** Every class for the product form's select (the default first), by name. */
  async choices(db: Db): Promise<{ id: number; name: string; isDefault: boolean }[]> {
    return db
      .select({ id: taxClasses.id, name: taxClasses.name, isDefault: taxClasses.isDefault })
      .from(taxClasses)
      .orderBy(desc(taxClasses.isDefault), sql`lower(${taxClasses.name})`, asc(taxClasses.id))
      .limit(1000);
  },

  async defaultClassId(db: Db): Promise<number | null> {
    const [c] = await db.select({ id: taxClasses.id }).from(taxClasses).where(eq(taxClasses.isDefault, true));
    return c?.id ?? null;
  },

  async classExists(db: Db, id: number): Promise<boolean> {
    const [c] = await db.select({ id: taxClasses.id }).from(taxClasses).where(eq(taxClasses.id, id)).for('share');
    return c !== undefined;
  },

  async groupExists(db: Db, id: number): Promise<boolean> {
    const [g] = await db
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.id, id))
      .for('share');
    return g !== undefined;
  },

  async rulePage(db: Db, q: TaxRuleListQuery): Promise<{ list: TaxRuleRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(taxRules.name, likePattern(q.keyword)));
    if (q.classId) w.push(eq(taxRules.classId, q.classId));
    if (q.country) w.push(eq(taxRules.country, q.country));
    if (q.status) w.push(eq(taxRules.enabled, q.status === 'enabled'));
    const page = await taxRuleTable.page<{
      rule: TaxRuleRecord;
      className: string;
      groupName: TaxRuleRow['groupName'];
    }>(db, q, w.length ? and(...w) : undefined, (d) =>
      d
        .select(ruleView)
        .from(taxRules)
        .innerJoin(taxClasses, eq(taxClasses.id, taxRules.classId))
        .leftJoin(customerGroups, eq(customerGroups.id, taxRules.groupId))
        .$dynamic(),
    );
    return { list: page.list.map(ruleRow), total: page.total };
  },

  async ruleRow(db: Db, id: number): Promise<TaxRuleRow | undefined> {
    const [r] = await db
      .select(ruleView)
      .from(taxRules)
      .innerJoin(taxClasses, eq(taxClasses.id, taxRules.classId))
      .leftJoin(customerGroups, eq(customerGroups.id, taxRules.groupId))
      .where(eq(taxRules.id, id));
    return r ? ruleRow(r) : undefined;
  },

  /**
   * The enabled rules that apply at an address for a customer group, of every class (or of the
   * given ones): area every country, the country, or the address's region (ISO 3166-2 code);
   * group every group or the customer's. Fixed rates are still in the default currency.
   */
  async applicable(
    db: Db,
    at: { country: string; region: string; groupId: number | null; classIds?: number[] },
  ): Promise<TaxRuleTerm[]> {
    return db
      .select({
        id: taxRules.id,
        name: taxRules.name,
        classId: taxRules.classId,
        type: taxRules.type,
        rate: taxRules.rate,
        priority: taxRules.priority,
      })
      .from(taxRules)
      .where(
        and(
          eq(taxRules.enabled, true),
          or(eq(taxRules.country, ''), eq(taxRules.country, at.country)),
          at.region ? or(eq(taxRules.region, ''), eq(taxRules.region, at.region)) : eq(taxRules.region, ''),
          at.groupId === null
            ? sql`${taxRules.groupId} is null`
            : or(sql`${taxRules.groupId} is null`, eq(taxRules.groupId, at.groupId)),
          at.classIds ? inArray(taxRules.classId, at.classIds) : undefined,
        ),
      )
      .orderBy(asc(taxRules.priority), asc(taxRules.id));
  },
};
