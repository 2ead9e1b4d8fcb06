import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { convertRules, placeText, priceShipping, type Destination, type Parcel } from './pricing.ts';
import { shippingRepository as repo } from './repository.ts';

/**
 * The shipping fee of an order: the enabled template's areas, their amounts converted into the
 * order's currency by `convert`, priced by `priceShipping` (the calculator's function). Refused
 * when the template is gone or disabled, when no area covers the address, and for a parcel whose
 * fee would pass any amount.
 */
export async function orderShippingFee(
  db: Db,
  templateId: number,
  parcel: Parcel,
  to: Destination,
  convert: (amount: number) => number,
): Promise<number> {
  const rules = await repo.rules(db, templateId, { enabledOnly: true });
  const field = [{ field: 'shippingMethodId', key: 'not_allowed' }];
  if (!rules)
    throw new AppError('order.shipping_unknown', {}, { fields: [{ field: 'shippingMethodId', key: 'invalid' }] });
  const price = priceShipping(convertRules(rules, convert), parcel, to);
  if (price.deliverable) return price.fee;
  if (price.reason === 'too_large') throw new AppError('shipping.fee_too_large', {}, { fields: field });
  throw new AppError('shipping.not_deliverable', { place: placeText(to.country, to.region) }, { fields: field });
}
