import { LANGUAGES, type Language } from '@shop/shared/constants';
import type { ProductAddBody, ProductEditBody, ProductInfo } from '@shop/shared/api/catalog-product';
import { toMajor, toMinor } from '../../../lib/money.ts';
import { choicesOf, type OptionChoice, type VariantRow } from './variants.ts';

export type Localized = Record<Language, string>;

export const PRICE_KEYS = ['originalPrice', 'price', 'bidPrice', 'supplyPrice', 'costPrice'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];

/** What the product form holds: money in major units, options chosen for the variant grid. */
export interface ProductFormValues {
  name: Localized;
  brief: Localized;
  detail: Localized;
  number: string;
  sku: string;
  categoryId: number | null;
  supplierId: number | null;
  warehouseId: number | null;
  /** null: the default tax class */
  taxClassId: number | null;
  stockStatusId: number | null;
  tagIds: number[];
  relatedIds: number[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  customLink: string;
  currency: string;
  originalPrice: number | null;
  price: number | null;
  bidPrice: number | null;
  supplyPrice: number | null;
  costPrice: number | null;
  weight: number | null;
  stock: number | null;
  minOrder: number | null;
  lowStockThreshold: number | null;
  onShelf: boolean;
  pricingMode: 'none' | 'ladder' | 'discount';
  ladderPrices: { minQty: number | null; price: number | null }[];
  discountPercent: number | null;
  specMode: 'single' | 'multi';
  specOptions: OptionChoice[];
  variants: VariantRow[];
  attributes: { attributeId: number | null; value: string }[];
  images: string[];
}

const blank = (): Localized => Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Localized;

export const DEFAULT_CURRENCY = 'USD';

export function emptyValues(): ProductFormValues {
  return {
    name: blank(),
    brief: blank(),
    detail: blank(),
    number: '',
    sku: '',
    categoryId: null,
    supplierId: null,
    warehouseId: null,
    taxClassId: null,
    stockStatusId: null,
    tagIds: [],
    relatedIds: [],
    seoTitle: '',
    seoDescription: '',
    seoKeywords: '',
    customLink: '',
    currency: DEFAULT_CURRENCY,
    originalPrice: null,
    price: null,
    bidPrice: null,
    supplyPrice: null,
    costPrice: null,
    weight: 0,
    stock: 0,
    minOrder: 1,
    lowStockThreshold: 5,
    onShelf: false,
    pricingMode: 'none',
    ladderPrices: [],
    discountPercent: null,
    specMode: 'single',
    specOptions: [],
    variants: [],
    attributes: [],
    images: [],
  };
}

/** A stored product as form values (minor units back to major). */
export function fromInfo(info: ProductInfo): ProductFormValues {
  const major = (minor: number) => toMajor(minor, info.currency);
  return {
    name: { ...blank(), ...info.name },
    brief: { ...blank(), ...info.brief },
    detail: { ...blank(), ...info.detail },
    number: info.number,
    sku: info.sku,
    categoryId: info.categoryId,
    supplierId: info.supplierId,
    warehouseId: info.warehouseId,
    taxClassId: info.taxClassId,
    stockStatusId: info.stockStatusId,
    tagIds: info.tagIds,
    relatedIds: info.relatedIds,
    seoTitle: info.seoTitle,
    seoDescription: info.seoDescription,
    seoKeywords: info.seoKeywords,
    customLink: info.customLink,
    currency: info.currency,
    originalPrice: major(info.originalPrice),
    price: major(info.price),
    bidPrice: major(info.bidPrice),
    supplyPrice: major(info.supplyPrice),
    costPrice: major(info.costPrice),
    weight: info.weight,
    stock: info.stock,
    minOrder: info.minOrder,
    lowStockThreshold: info.lowStockThreshold,
    onShelf: info.onShelf,
    pricingMode: info.pricingMode,
    ladderPrices: info.ladderPrices.map((l) => ({ minQty: l.minQty, price: major(l.price) })),
    discountPercent: info.discountPercent,
    specMode: info.specMode,
    specOptions: choicesOf(info.variants),
    variants: info.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: major(v.price),
      stock: v.stock,
      optionValues: v.optionValues,
    })),
    attributes: info.attributes.map((a) => ({ attributeId: a.attributeId, value: a.value })),
    images: info.images,
  };
}

function trimmed(values: Localized | undefined): Localized {
  const out = blank();
  for (const language of LANGUAGES) out[language] = (values?.[language] ?? '').trim();
  return out;
}

/** An empty rich-text editor answers "<p></p>": store that as no text. */
export function richTextOrEmpty(html: string | undefined): string {
  const text = (html ?? '').trim();
  return /^(<p>\s*(<br\s*\/?>)?\s*<\/p>)*$/i.test(text) ? '' : text;
}

/**
 * The request body of add (or edit, with id and the version read) from the form values. Prices go
 * from major to minor units; a supplier user's supplier is implied by the server, so it is left out.
 * Fields the form leaves empty are sent as they are and fail the shared schema with a field error.
 */
export function toBody(values: ProductFormValues, options: { supplierUser: boolean }): ProductAddBody;
export function toBody(
  values: ProductFormValues,
  options: { supplierUser: boolean; id: number; version: number },
): ProductEditBody;
export function toBody(
  values: ProductFormValues,
  options: { supplierUser: boolean; id?: number; version?: number },
): ProductAddBody | ProductEditBody {
  const currency = (values.currency || DEFAULT_CURRENCY).trim().toUpperCase();
  const minor = (major: number | null | undefined) => toMinor(major, currency) as number;
  const multi = values.specMode === 'multi';
  const detail = blank();
  for (const language of LANGUAGES) detail[language] = richTextOrEmpty(values.detail?.[language]);
  const body = {
    name: trimmed(values.name),
    brief: trimmed(values.brief),
    detail,
    number: values.number?.trim() ?? '',
    sku: values.sku?.trim() ?? '',
    categoryId: values.categoryId ?? null,
    ...(options.supplierUser ? {} : { supplierId: values.supplierId ?? null }),
    seoTitle: values.seoTitle?.trim() ?? '',
    seoDescription: values.seoDescription?.trim() ?? '',
    seoKeywords: values.seoKeywords?.trim() ?? '',
    customLink: values.customLink?.trim() ?? '',
    originalPrice: minor(values.originalPrice ?? 0),
    price: minor(values.price),
    bidPrice: minor(values.bidPrice ?? 0),
    supplyPrice: minor(values.supplyPrice ?? 0),
    costPrice: minor(values.costPrice ?? 0),
    currency,
    weight: values.weight ?? 0,
    minOrder: values.minOrder ?? 1,
    pricingMode: values.pricingMode,
    ladderPrices:
      values.pricingMode === 'ladder'
        ? (values.ladderPrices ?? []).map((l) => ({ minQty: l.minQty as number, price: minor(l.price) }))
        : [],
    discountPercent: values.pricingMode === 'discount' ? (values.discountPercent ?? null) : null,
    specMode: values.specMode,
    variants: multi
      ? (values.variants ?? []).map((v) => ({
          ...(v.id !== undefined ? { id: v.id } : {}),
          sku: v.sku?.trim() ?? '',
          price: minor(v.price),
          stock: v.stock ?? 0,
          optionValues: v.optionValues,
        }))
      : [],
    attributes: (values.attributes ?? []).map((a) => ({
      attributeId: a.attributeId as number,
      value: a.value?.trim() ?? '',
    })),
    tagIds: values.tagIds ?? [],
    relatedIds: values.relatedIds ?? [],
    warehouseId: values.warehouseId ?? null,
    taxClassId: values.taxClassId ?? null,
    images: values.images ?? [],
    onShelf: values.onShelf,
    stockStatusId: values.stockStatusId ?? null,
    lowStockThreshold: values.lowStockThreshold ?? 0,
    stock: multi ? 0 : (values.stock ?? 0),
  };
  if (options.id !== undefined) return { ...body, id: options.id, version: options.version ?? 0 } as ProductEditBody;
  return body as ProductAddBody;
}

/** Links must start with http://, https:// or the store host (the server checks the same). */
export function linkAllowed(link: string, storeBaseUrl: string): boolean {
  const text = link.trim();
  if (text === '') return true;
  if (/^https?:\/\/[^\s/]+/i.test(text)) return true;
  let host: string;
  try {
    host = new URL(storeBaseUrl).host.toLowerCase();
  } catch {
    return false;
  }
  return host !== '' && text.toLowerCase().startsWith(host) && !/\s/.test(text);
}

/** The form field a server or schema error path points at (variants.0.sku -> ['variants', 0, 'sku']). */
export function fieldPath(path: readonly (string | number)[] | string): (string | number)[] {
  const parts = typeof path === 'string' ? path.split('.') : [...path];
  return parts.map((p) => (typeof p === 'string' && /^\d+$/.test(p) ? Number(p) : p));
}
