import { LANGUAGES, type Language } from './constants.ts';
import type { FieldError } from './errors.ts';

/**
 * The one translation rule of per-language fields (the asterisk fields of catalog and content
 * forms): such a field must be filled in every enabled content language. The console's forms, the
 * server's checks and the catalog import all call these functions with the enabled set the
 * /language screen keeps, so a record one of them accepts the others accept too.
 */
export type LocalizedValue = Partial<Record<Language, string | null | undefined>>;

/** The enabled languages in the interface's order (zh-CN, en, es, ja). */
export function orderedLanguages(enabled: Iterable<string>): Language[] {
  const set = new Set(enabled);
  return LANGUAGES.filter((l) => set.has(l));
}

/** Is the text filled (not only white space or empty markup)? */
export function hasText(value: string | null | undefined): boolean {
  if (!value) return false;
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** The enabled languages a value lacks. */
export function missingLanguages(value: LocalizedValue | null | undefined, enabled: readonly Language[]): Language[] {
  return orderedLanguages(enabled).filter((l) => !hasText(value?.[l]));
}

/**
 * Field errors of the required per-language fields of a record: `name.en` "required" for each
 * field and enabled language left empty (the field path is the form's and the body's).
 */
export function translationErrors(
  fields: Record<string, LocalizedValue | null | undefined>,
  enabled: readonly Language[],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(fields)) {
    for (const l of missingLanguages(value, enabled)) errors.push({ field: `${field}.${l}`, key: 'required' });
  }
  return errors;
}

/** A console text namespace: nested keys, flattened to "a.b.c". */
export type TextTree = { [key: string]: string | TextTree };

export function flattenTexts(tree: TextTree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else if (v && typeof v === 'object') flattenTexts(v, key, out);
  }
  return out;
}

/** Console texts of one language: area -> namespace -> flattened key -> text. */
export type ConsoleTexts = Record<string, Record<string, Record<string, string>>>;

export interface TextGap {
  language: Language;
  area: string;
  /** texts the reference language has in this area */
  total: number;
  /** of them, missing or empty in this language */
  missing: number;
  /** the first missing keys ("namespace:key"), for the report */
  sample: string[];
}

/**
 * Which console texts each language lacks, per area, against the reference language's keys
 * (zh-CN, the default interface language): a key absent or empty in a language is missing.
 */
export function consoleTextGaps(
  texts: Partial<Record<Language, ConsoleTexts>>,
  languages: readonly Language[],
  reference: Language = 'zh-CN',
  sampleSize = 10,
): TextGap[] {
  const ref = texts[reference] ?? {};
  const gaps: TextGap[] = [];
  for (const language of orderedLanguages(languages)) {
    for (const area of Object.keys(ref).sort()) {
      const own = texts[language]?.[area] ?? {};
      let total = 0;
      const missing: string[] = [];
      for (const [ns, keys] of Object.entries(ref[area] ?? {})) {
        for (const key of Object.keys(keys)) {
          total += 1;
          if (!hasText(own[ns]?.[key])) missing.push(`${ns}:${key}`);
        }
      }
      gaps.push({ language, area, total, missing: missing.length, sample: missing.slice(0, sampleSize) });
    }
  }
  return gaps;
}
