import { z } from 'zod';
import { LANGUAGES, SEO_LIMITS, type Language } from '../constants.ts';
import { idParam } from './common.ts';

/** Text per interface language; a language left out is stored as ''. */
export function localizedText(max: number) {
  return z
    .object({
      'zh-CN': z.string().trim().max(max).default(''),
      en: z.string().trim().max(max).default(''),
      es: z.string().trim().max(max).default(''),
      ja: z.string().trim().max(max).default(''),
    })
    .strict();
}

/** A name per language, filled in at least one language (the list shows the first filled one). */
export function localizedName(max: number) {
  return localizedText(max).superRefine((v, ctx) => {
    if (!LANGUAGES.some((l) => v[l] !== '')) ctx.addIssue({ code: 'custom', path: ['zh-CN'], message: 'required' });
  });
}

export type Localized = Record<Language, string>;
export const localizedData = z.object({ 'zh-CN': z.string(), en: z.string(), es: z.string(), ja: z.string() });

/** SEO fields with the spec's limits: title 70, description 220, keywords 8 to 10 comma-separated terms. */
export const seoKeywords = z
  .string()
  .trim()
  .max(500)
  .default('')
  .transform((s) =>
    s
      .split(/[,，]/)
      .map((k) => k.trim())
      .filter((k) => k !== '')
      .join(','),
  )
  .refine((s) => {
    if (s === '') return true;
    const n = s.split(',').length;
    return n >= SEO_LIMITS.keywordsMin && n <= SEO_LIMITS.keywordsMax;
  }, 'invalid');
export const seoFields = {
  seoTitle: z.string().trim().max(SEO_LIMITS.titleMax).default(''),
  seoDescription: z.string().trim().max(SEO_LIMITS.descriptionMax).default(''),
  seoKeywords,
};

/** Money in minor units (cents). */
export const money = z.number().int().min(0).max(1_000_000_000_000);
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'invalid');

/** A stored upload as the upload endpoint answers it. */
export const storedFileUrl = z.string().regex(/^\/files\/[a-f0-9]{64}\.(jpg|png)$/, 'invalid');

/** Ids of a batch operation: 1 to 500 distinct ids. */
export const batchIds = z
  .array(idParam)
  .min(1, 'required')
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'duplicate');

/** Names that must not repeat inside one list (case-insensitive): an issue on the repeated entry. */
export function uniqueNames<T>(
  items: T[],
  ctx: z.RefinementCtx,
  nameOf: (item: T) => string,
  path: (i: number) => (string | number)[],
): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = nameOf(item).toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: path(i), message: 'duplicate' });
    seen.add(key);
  });
}
