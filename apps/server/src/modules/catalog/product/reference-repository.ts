import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { categories } from '../category/table.ts';
import { attributes, options, stockStatuses } from '../dictionary/table.ts';
import { supplierCond } from '../scope.ts';
import { tags } from '../../setting/tag/table.ts';
import { warehouseRepository } from '../../setting/warehouse/repository.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { products } from './table.ts';
import { taxClasses } from '../../setting/tax/table.ts';
import { taxRepository } from '../../setting/tax/repository.ts';

/**
 * What the product screens read from other tables: the form's choices, and the rows behind the
 * ids a saved product names (its owner, category, stock status, tags, warehouse, attributes,
 * related products and option values).
 */
export const productReferenceRepository = {
  /**
   * The choices of the product screens, read at once; a supplier user gets only its own supplier.
   * Disabled categories, tags and warehouses are included with their flag.
   */
  async choices(db: Db, scope: Scope) {
    const [cats, tagRows, whs, statuses, attrs, opts, sups, taxes] = await Promise.all([
      db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          name: categories.name,
          enabled: categories.enabled,
        })
        .from(categories)
        .orderBy(asc(categories.sort), asc(categories.id))
        .limit(5000),
      db
        .select({ id: tags.id, name: tags.name, enabled: tags.enabled })
        .from(tags)
        .orderBy(asc(tags.sort), asc(tags.id))
        .limit(1000),
      warehouseRepository.choices(db),
      db
        .select({ id: stockStatuses.id, name: stockStatuses.name })
        .from(stockStatuses)
        .orderBy(asc(stockStatuses.sort), asc(stockStatuses.id))
        .limit(1000),
      db
        .select({ id: attributes.id, groupId: attributes.groupId, name: attributes.name, values: attributes.values })
        .from(attributes)
        .orderBy(asc(attributes.sort), asc(attributes.id))
        .limit(2000),
      db
        .select({ id: options.id, name: options.name, values: options.values })
        .from(options)
        .orderBy(asc(options.sort), asc(options.id))
        .limit(1000),
      scope.supplierId === null
        ? db
            .select({ id: suppliers.id, name: suppliers.name })
            .from(suppliers)
            .where(eq(suppliers.enabled, true))
            .orderBy(asc(suppliers.name))
            .limit(1000)
        : db
            .select({ id: suppliers.id, name: suppliers.name })
            .from(suppliers)
            .where(eq(suppliers.id, scope.supplierId)),
      taxRepository.choices(db),
    ]);
    return {
      categories: cats,
      tags: tagRows,
      warehouses: whs,
      stockStatuses: statuses,
      attributes: attrs,
      options: opts,
      suppliers: sups,
      taxClasses: taxes,
    };
  },

  /** Whether the supplier exists and is enabled. */
  async enabledSupplier(db: Db, id: number): Promise<boolean> {
    const [s] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, id), eq(suppliers.enabled, true)));
    return s !== undefined;
  },

  /** Which of these categories, stock statuses, attributes or tax classes exist. */
  async existing(
    db: Db,
    table: typeof categories | typeof stockStatuses | typeof attributes | typeof taxClasses,
    ids: number[],
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  /**
   * Enabled flags of the named tags or warehouses, read FOR SHARE (in id order): a deletion of one
   * of them waits for the caller's transaction to end.
   */
  async enabledOf(db: Db, table: typeof tags | typeof warehouses, ids: number[]): Promise<Map<number, boolean>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: table.id, enabled: table.enabled })
      .from(table)
      .where(inArray(table.id, ids))
      .orderBy(table.id)
      .for('share');
    return new Map(rows.map((r) => [r.id, r.enabled]));
  },

  /** Which of these products the scope sees. */
  async visibleProducts(db: Db, scope: Scope, ids: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), supplierCond(products.supplierId, scope)));
    return new Set(rows.map((r) => r.id));
  },

  /** The value ids of each of these options. */
  async optionValues(db: Db, optionIds: number[]): Promise<Map<number, Set<number>>> {
    const rows = await db
      .select({ id: options.id, values: options.values })
      .from(options)
      .where(inArray(options.id, optionIds));
    return new Map(rows.map((r) => [r.id, new Set(r.values.map((v) => v.id))]));
  },
};
