import type { ProductOptionsData } from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import type { Scope } from '../../../platform/http/context.ts';
import { productReferenceRepository } from './reference-repository.ts';

/**
 * The choices of the product screens; a supplier user sees only its own supplier. Disabled tags and
 * warehouses are included and marked: the form names them on products that have them but does
 * not offer them for new choices.
 */
export async function optionsFor(db: Db, scope: Scope): Promise<ProductOptionsData> {
  const c = await productReferenceRepository.choices(db, scope);
  return { ...c, attributes: c.attributes.map((a) => ({ ...a, values: a.values.map((v) => v.name) })) };
}
