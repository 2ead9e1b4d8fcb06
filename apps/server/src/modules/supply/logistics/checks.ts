import type { FieldError } from '@shop/shared';
import {
  batteryProblem,
  declarationProblems,
  normaliseHsCode,
  valueProblem,
  type ShipmentItemBody,
  type RouteContext,
} from '@shop/shared/api/supply-logistics';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { shipmentRepository as repo, type NewItem } from './repository.ts';
import type { StoredDeclaration } from './table.ts';

/** What a shipment is checked from: the fields every save sends. */
export interface ShipmentInput {
  warehouseId: number;
  fromCountry: string;
  providerId: number;
  items: ShipmentItemBody[];
}

export interface CheckedShipment {
  route: RouteContext;
  toCountry: string;
  items: NewItem[];
  /** declarations to keep as their product's template */
  templates: { productId: number; declaration: StoredDeclaration }[];
  /** lower-cased waybill, names and SKUs: the list's keyword search */
  searchWords: string[];
}

const NAME_FIELDS = new Set(['nameZh', 'nameEn', 'material', 'purpose']);

/**
 * The error a refused shipment answers with: the spec's declaration rule when a name, material or
 * purpose is missing, else the first broken destination rule; every problem on its field.
 */
export function shipmentError(problems: FieldError[]): AppError {
  const missing = problems.find((p) => p.key === 'required' && NAME_FIELDS.has(p.field.split('.').pop()!));
  const rule = problems.find((p) => p.key.startsWith('rule.'));
  if (missing) return new AppError('logistics.declaration', {}, { fields: problems });
  if (rule)
    return new AppError(`logistics.${rule.key}` as 'logistics.rule.hs_code', rule.params ?? {}, { fields: problems });
  return new AppError('common.invalid_input', {}, { fields: problems });
}

/** Converts minor units of one currency to another's through their rates to the default currency. */
type Rates = Map<string, { rate: number; decimals: number }>;
function convert(amount: number, from: string, to: string, rates: Rates): number | null {
  const a = rates.get(from);
  const b = rates.get(to);
  if (!a || !b || a.rate <= 0) return null;
  return Math.round((amount / 10 ** a.decimals / a.rate) * b.rate * 10 ** b.decimals);
}

/**
 * Checks a shipment of `supplierId` against the destination's rules (inside the save's
 * transaction): an enabled warehouse and provider, enabled countries, the supplier's own products
 * and their variants, each declaration (names, material, purpose, HS code across a border, known
 * currency), the declared value per unit against the purchase price, and battery goods with a
 * carrier that takes them. Throws one 422 with every problem on its field.
 */
export async function checkShipment(tx: Db, supplierId: number, body: ShipmentInput): Promise<CheckedShipment> {
  const problems: FieldError[] = [];
  const warehouse = await repo.warehouse(tx, body.warehouseId);
  if (!warehouse?.enabled) problems.push({ field: 'warehouseId', key: 'rule.warehouse' });
  const provider = await repo.provider(tx, body.providerId);
  if (!provider?.enabled) problems.push({ field: 'providerId', key: 'rule.provider' });
  const toCountry = warehouse?.country || body.fromCountry;
  const route = { crossBorder: body.fromCountry !== toCountry };

  const codes = [body.fromCountry, ...body.items.map((i) => i.declaration.originCountry)];
  const enabled = await repo.enabledCountries(tx, [...new Set(codes)]);
  if (!enabled.has(body.fromCountry)) problems.push({ field: 'fromCountry', key: 'rule.country' });
  const rates: Rates = new Map(
    (await repo.currencies(tx)).map((c) => [c.code, { rate: Number(c.rate), decimals: c.decimals }]),
  );
  const catalog = await repo.productsByIds(tx, [...new Set(body.items.map((i) => i.productId))]);

  const items: NewItem[] = [];
  const templates: CheckedShipment['templates'] = [];
  const searchWords: string[] = [];
  body.items.forEach((item, n) => {
    const at = `items.${n}`;
    const d = item.declaration;
    const declaration: StoredDeclaration = { ...d, hsCode: normaliseHsCode(d.hsCode) };
    const product = catalog.products.find((p) => p.id === item.productId);
    if (!product || product.supplierId !== supplierId) problems.push({ field: `${at}.productId`, key: 'rule.product' });
    const variants = catalog.variants.filter((v) => v.productId === item.productId);
    const variantId = item.variantId ?? null;
    const variantOk = variants.length === 0 ? variantId === null : variants.some((v) => v.id === variantId);
    if (product && !variantOk) problems.push({ field: `${at}.variantId`, key: 'rule.variant' });
    problems.push(...declarationProblems(d, route, `${at}.declaration`));
    if (!enabled.has(d.originCountry)) problems.push({ field: `${at}.declaration.originCountry`, key: 'rule.country' });
    if (!rates.has(d.currency)) problems.push({ field: `${at}.declaration.currency`, key: 'rule.currency' });
    else if (product && product.supplierId === supplierId) {
      const purchase = product.supplyPrice > 0 ? product.supplyPrice : product.costPrice;
      const declared = convert(d.declaredValue, d.currency, product.currency, rates);
      const p = declared === null ? null : valueProblem(declared, purchase);
      if (p) problems.push({ field: `${at}.declaration.declaredValue`, ...p });
    }
    items.push({ productId: item.productId, variantId, quantity: item.quantity, lot: item.lot, declaration });
    if (item.saveTemplate) templates.push({ productId: item.productId, declaration });
    const sku = variants.find((v) => v.id === variantId)?.sku ?? product?.sku ?? '';
    searchWords.push(d.nameZh, d.nameEn, sku, ...Object.values(product?.name ?? {}));
  });
  const battery = provider
    ? batteryProblem(
        body.items.map((i) => i.declaration),
        provider.carriesBatteries,
      )
    : null;
  if (battery) problems.push({ field: 'providerId', ...battery });
  if (problems.length > 0) throw shipmentError(problems);
  return { route, toCountry, items, templates, searchWords };
}
