import type { FieldError, ProductAddBody } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { categories } from '../category/table.ts';
import { attributes, stockStatuses } from '../dictionary/table.ts';
import { tags } from '../../setting/tag/table.ts';
import { warehouses } from '../../setting/warehouse/table.ts';
import { taxClasses } from '../../setting/tax/table.ts';
import { productReferenceRepository as refs } from './reference-repository.ts';

/** Links must start with http://, https:// or the store host (spec section 5). */
export function linkAllowed(link: string, storeBaseUrl: string): boolean {
  if (link === '') return true;
  if (/^https?:\/\/[^\s/]+/i.test(link)) return true;
  const host = new URL(storeBaseUrl).host.toLowerCase();
  return link.toLowerCase().startsWith(host) && /^[^\s]*$/.test(link);
}

/**
 * The owner a product gets: a supplier user's own supplier (always); for platform staff the chosen
 * enabled supplier, or null for a platform-owned product.
 */
export async function ownerOf(
  db: Db,
  scope: Scope,
  wanted: number | null | undefined,
  current: number | null | undefined,
): Promise<number | null> {
  if (scope.supplierId !== null) {
    if (wanted !== undefined && wanted !== scope.supplierId) {
      throw invalid([{ field: 'supplierId', key: 'not_allowed' }]);
    }
    return scope.supplierId;
  }
  const id = wanted === undefined ? (current ?? null) : wanted;
  if (id === null) return null;
  if (!(await refs.enabledSupplier(db, id))) throw invalid([{ field: 'supplierId', key: 'invalid' }]);
  return id;
}

function invalid(fields: FieldError[]): AppError {
  return new AppError('common.invalid_input', {}, { fields });
}

/** What a product already carries: a disabled tag or warehouse it had may stay, a new choice must be enabled. */
export interface CurrentChoices {
  tagIds: number[];
  warehouseId: number | null;
}

/**
 * Every id a product form refers to must exist (and be visible); each miss is a field error. Tags
 * and the warehouse are read FOR SHARE: a deletion of one of them waits for this save to end and
 * then counts the product, instead of leaving it a dangling id.
 */
export async function checkReferences(
  db: Db,
  files: FileService,
  scope: Scope,
  body: ProductAddBody,
  selfId: number | null,
  current: CurrentChoices | null,
): Promise<void> {
  const errors: FieldError[] = [];
  const one = async (
    field: string,
    table: typeof categories | typeof stockStatuses | typeof taxClasses,
    id: number | null,
  ) => {
    if (id !== null && !(await refs.existing(db, table, [id])).has(id)) errors.push({ field, key: 'invalid' });
  };
  await one('categoryId', categories, body.categoryId);
  await one('stockStatusId', stockStatuses, body.stockStatusId);
  await one('taxClassId', taxClasses, body.taxClassId);
  if (body.warehouseId !== null) {
    const enabled = (await refs.enabledOf(db, warehouses, [body.warehouseId])).get(body.warehouseId);
    if (enabled === undefined || (!enabled && body.warehouseId !== current?.warehouseId)) {
      errors.push({ field: 'warehouseId', key: 'invalid' });
    }
  }
  const tagState = await refs.enabledOf(db, tags, body.tagIds);
  body.tagIds.forEach((id, i) => {
    const enabled = tagState.get(id);
    if (enabled === undefined || (!enabled && !current?.tagIds.includes(id))) {
      errors.push({ field: `tagIds.${i}`, key: 'invalid' });
    }
  });
  const attrSet = await refs.existing(
    db,
    attributes,
    body.attributes.map((a) => a.attributeId),
  );
  body.attributes.forEach((a, i) => {
    if (!attrSet.has(a.attributeId)) errors.push({ field: `attributes.${i}.attributeId`, key: 'invalid' });
  });
  if (body.relatedIds.length) {
    const found = await refs.visibleProducts(db, scope, body.relatedIds);
    body.relatedIds.forEach((id, i) => {
      if (!found.has(id) || id === selfId) errors.push({ field: `relatedIds.${i}`, key: 'invalid' });
    });
  }
  const optionIds = [...new Set(body.variants.flatMap((v) => v.optionValues.map((o) => o.optionId)))];
  if (optionIds.length) {
    const valuesOf = await refs.optionValues(db, optionIds);
    body.variants.forEach((v, i) =>
      v.optionValues.forEach((o, j) => {
        if (!valuesOf.get(o.optionId)?.has(o.valueId)) {
          errors.push({ field: `variants.${i}.optionValues.${j}`, key: 'invalid' });
        }
      }),
    );
  }
  const missing = new Set(await files.missing(body.images, db));
  body.images.forEach((url, i) => {
    if (missing.has(url)) errors.push({ field: `images.${i}`, key: 'invalid' });
  });
  if (errors.length) throw invalid(errors);
}
