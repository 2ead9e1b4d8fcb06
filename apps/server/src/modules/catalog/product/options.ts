import { asc, desc, eq } from 'drizzle-orm';
import type { ProductOptionsData } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { suppliers } from '../../system/supplier/table.ts';
import { categories } from '../category/table.ts';
import { attributes, options, stockStatuses } from '../dictionary/table.ts';
import { tags } from '../tag/table.ts';
import { warehouses } from '../warehouse/table.ts';

/**
 * The choices of the product screens; a supplier user sees only its own supplier. Disabled tags and
 * warehouses are included and marked: the form names them on products that have them but does
 * not offer them for new choices.
 */
export async function optionsFor(db: Db, scope: Scope): Promise<ProductOptionsData> {
  const [cats, tagRows, whs, statuses, attrs, opts, sups] = await Promise.all([
    db.select({ id: categories.id, parentId: categories.parentId, name: categories.name, enabled: categories.enabled }).from(categories).orderBy(asc(categories.sort), asc(categories.id)).limit(5000),
    db.select({ id: tags.id, name: tags.name, enabled: tags.enabled }).from(tags).orderBy(asc(tags.sort), asc(tags.id)).limit(1000),
    db.select({ id: warehouses.id, name: warehouses.name, code: warehouses.code, enabled: warehouses.enabled, isDefault: warehouses.isDefault })
      .from(warehouses).orderBy(desc(warehouses.isDefault), asc(warehouses.id)).limit(1000),
    db.select({ id: stockStatuses.id, name: stockStatuses.name }).from(stockStatuses).orderBy(asc(stockStatuses.sort), asc(stockStatuses.id)).limit(1000),
    db.select({ id: attributes.id, groupId: attributes.groupId, name: attributes.name, values: attributes.values }).from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)).limit(2000),
    db.select({ id: options.id, name: options.name, values: options.values }).from(options).orderBy(asc(options.sort), asc(options.id)).limit(1000),
    scope.supplierId === null
      ? db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.enabled, true)).orderBy(asc(suppliers.name)).limit(1000)
      : db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.id, scope.supplierId)),
  ]);
  return {
    categories: cats, tags: tagRows, warehouses: whs, stockStatuses: statuses,
    attributes: attrs.map((a) => ({ ...a, values: a.values.map((v) => v.name) })), options: opts, suppliers: sups,
  };
}
