import { z } from 'zod';
import { idParam, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import {
  batchIds,
  currencyCode,
  localizedData,
  localizedName,
  localizedText,
  money,
  seoFields,
  storedFileUrl,
  uniqueNames,
} from './catalog-common.ts';

export const PRODUCT_SORTS = ['id', 'price', 'stock', 'updatedAt', 'ratingAvg'] as const;
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;

/** Filters of the product list (also of the CSV export). */
export const productFilters = z.object({
  keyword: searchText,
  categoryId: idParam.optional(),
  /** a supplier's id, or 0 for platform-owned products */
  supplierId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  shelf: z.enum(['on', 'off']).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  stockStatusId: idParam.optional(),
  tagId: idParam.optional(),
  priceMin: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
  priceMax: z.coerce.number().int().min(0).max(1_000_000_000_000).optional(),
});
export const productListQuery = pageQuery.extend(productFilters.shape).extend({ sort: sortParam(PRODUCT_SORTS) });

/** One row of the product list: only what the list shows. */
export const productRow = z.object({
  id: z.number().int(),
  name: localizedData,
  number: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: localizedData.nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  stockStatusId: z.number().int().nullable(),
  onShelf: z.boolean(),
  specMode: z.enum(['single', 'multi']),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export const productListData = listData(productRow);

const code = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64)
  .regex(/^[^\s,]+$/, 'invalid');
const ladderPrice = z.object({ minQty: z.number().int().min(2).max(1_000_000), price: money });
const productAttribute = z.object({ attributeId: idParam, value: z.string().trim().min(1, 'required').max(200) });
const optionValueRef = z.object({ optionId: idParam, valueId: idParam });
export const variantInput = z.object({
  /** present for a variant that already exists (edit) */
  id: idParam.optional(),
  sku: code,
  price: money,
  /** initial stock of a new variant; later changes go through inventory adjustments */
  stock: z.number().int().min(0).max(1_000_000_000).default(0),
  optionValues: z.array(optionValueRef).max(10).default([]),
});

const productFieldsObject = z.object({
  name: localizedName(200),
  brief: localizedText(1000).default({ 'zh-CN': '', en: '', es: '', ja: '' }),
  /** rich text (HTML); sanitised by the server */
  detail: localizedText(200_000).default({ 'zh-CN': '', en: '', es: '', ja: '' }),
  number: code,
  sku: code,
  categoryId: idParam.nullable().default(null),
  /** platform staff choose the supplier (null = platform-owned); a supplier's own id is implied for supplier users */
  supplierId: idParam.nullable().optional(),
  ...seoFields,
  /** must start with http://, https:// or the store host */
  customLink: z.string().trim().max(500).default(''),
  originalPrice: money.default(0),
  price: money,
  bidPrice: money.default(0),
  supplyPrice: money.default(0),
  costPrice: money.default(0),
  currency: currencyCode.default('USD'),
  /** grams */
  weight: z.number().int().min(0).max(100_000_000).default(0),
  minOrder: z.number().int().min(1).max(1_000_000).default(1),
  pricingMode: z.enum(['none', 'ladder', 'discount']).default('none'),
  ladderPrices: z.array(ladderPrice).max(10).default([]),
  /** percent off, required when pricingMode is discount */
  discountPercent: z.number().int().min(1).max(99).nullable().default(null),
  specMode: z.enum(['single', 'multi']).default('single'),
  variants: z.array(variantInput).max(200).default([]),
  attributes: z.array(productAttribute).max(100).default([]),
  tagIds: z.array(idParam).max(50).default([]),
  relatedIds: z.array(idParam).max(50).default([]),
  warehouseId: idParam.nullable().default(null),
  /** null: the default tax class */
  taxClassId: idParam.nullable().default(null),
  images: z.array(storedFileUrl).max(20).default([]),
  onShelf: z.boolean().default(false),
  stockStatusId: idParam.nullable().default(null),
  lowStockThreshold: z.number().int().min(0).max(1_000_000).default(5),
  /** initial stock of a single-specification product (add only) */
  stock: z.number().int().min(0).max(1_000_000_000).default(0),
});

type ProductFieldsShape = z.infer<typeof productFieldsObject>;
function productRules(p: ProductFieldsShape, ctx: z.RefinementCtx): void {
  if (p.pricingMode === 'discount' && p.discountPercent === null)
    ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'required' });
  if (p.pricingMode === 'ladder' && p.ladderPrices.length === 0)
    ctx.addIssue({ code: 'custom', path: ['ladderPrices'], message: 'required' });
  uniqueNames(
    p.ladderPrices,
    ctx,
    (l) => String(l.minQty),
    (i) => ['ladderPrices', i, 'minQty'],
  );
  if (p.specMode === 'multi' && p.variants.length === 0)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'required' });
  if (p.specMode === 'single' && p.variants.length > 0)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'not_allowed' });
  uniqueNames(
    p.variants,
    ctx,
    (v) => v.sku,
    (i) => ['variants', i, 'sku'],
  );
  p.variants.forEach((v, i) => {
    if (v.sku.toLowerCase() === p.sku.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: 'duplicate' });
  });
  // Two variants with the same option values would be the same SKU twice.
  const withOptions = p.variants.map((v, i) => ({ v, i })).filter(({ v }) => v.optionValues.length > 0);
  uniqueNames(
    withOptions,
    ctx,
    ({ v }) =>
      v.optionValues
        .map((o) => `${o.optionId}:${o.valueId}`)
        .sort()
        .join('|'),
    (k) => ['variants', withOptions[k]!.i, 'optionValues'],
  );
  p.variants.forEach((v, i) =>
    uniqueNames(
      v.optionValues,
      ctx,
      (o) => String(o.optionId),
      (j) => ['variants', i, 'optionValues', j, 'optionId'],
    ),
  );
  uniqueNames(
    p.attributes,
    ctx,
    (a) => String(a.attributeId),
    (i) => ['attributes', i, 'attributeId'],
  );
  uniqueNames(p.tagIds, ctx, String, (i) => ['tagIds', i]);
  uniqueNames(p.relatedIds, ctx, String, (i) => ['relatedIds', i]);
}

export const productAddBody = productFieldsObject.superRefine(productRules);
export const productEditBody = productFieldsObject
  .extend({ id: idParam, version: versionField })
  .superRefine(productRules);

export const variantData = z.object({
  id: z.number().int(),
  sku: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  optionValues: z.array(z.object({ optionId: z.number().int(), valueId: z.number().int() })),
});
export const productInfo = productRow.extend({
  brief: localizedData,
  detail: localizedData,
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  customLink: z.string(),
  originalPrice: z.number().int(),
  bidPrice: z.number().int(),
  supplyPrice: z.number().int(),
  costPrice: z.number().int(),
  weight: z.number().int(),
  minOrder: z.number().int(),
  pricingMode: z.enum(['none', 'ladder', 'discount']),
  ladderPrices: z.array(z.object({ minQty: z.number().int(), price: z.number().int() })),
  discountPercent: z.number().int().nullable(),
  variants: z.array(variantData),
  attributes: z.array(z.object({ attributeId: z.number().int(), value: z.string() })),
  tagIds: z.array(z.number().int()),
  relatedIds: z.array(z.number().int()),
  /** the related products' names and SKUs, so that a form can label them without searching */
  related: z.array(z.object({ id: z.number().int(), name: localizedData, sku: z.string() })),
  warehouseId: z.number().int().nullable(),
  taxClassId: z.number().int().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
});

export const productStatusBody = z.object({ ids: batchIds, onShelf: z.boolean() });
export const productTagsBody = z.object({
  ids: batchIds,
  tagIds: z.array(idParam).max(50),
  mode: z.enum(['add', 'remove', 'replace']).default('replace'),
});
export const productWarningBody = z.object({
  ids: batchIds,
  lowStockThreshold: z.number().int().min(0).max(1_000_000),
});
export const productDelBody = z.object({ ids: batchIds });
export const PRICE_FIELDS = ['price', 'originalPrice', 'bidPrice', 'supplyPrice', 'costPrice'] as const;
export const productChangePriceBody = z.object({
  ids: batchIds,
  field: z.enum(PRICE_FIELDS).default('price'),
  /** set: the amount; add: plus the amount (negative lowers); percent: plus the amount in percent */
  mode: z.enum(['set', 'add', 'percent']),
  amount: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000),
});
export const batchResult = z.object({ ids: z.array(z.number().int()) });
export const changePriceResult = z.object({
  applied: z.array(z.number().int()),
  /** products whose adjusted price would be zero or negative: left unchanged */
  skipped: z.array(z.object({ id: z.number().int(), price: z.number().int() })),
});

/**
 * Choices of the product screens: the list's filters (catalog_product_index) and the add and edit
 * forms (under their own keys). Disabled tags and warehouses come with `enabled: false`: the forms
 * don't offer them for new choices but still name them on products that have them.
 */
export const productOptionsData = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      parentId: z.number().int().nullable(),
      name: localizedData,
      enabled: z.boolean(),
    }),
  ),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() })),
  warehouses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      enabled: z.boolean(),
      isDefault: z.boolean(),
    }),
  ),
  stockStatuses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  attributes: z.array(
    z.object({
      id: z.number().int(),
      groupId: z.number().int().nullable(),
      name: z.string(),
      values: z.array(z.string()),
    }),
  ),
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      values: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the tax classes a product may have; the default one taxes products without a class */
  taxClasses: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() })),
});
