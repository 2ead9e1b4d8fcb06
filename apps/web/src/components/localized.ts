import { LANGUAGES, type Language } from '@shop/shared/constants';

/** A per-language text in the interface language, else the first language that has one. */
export function pickLocalized(value: Partial<Record<Language, string>> | null | undefined, language: string): string {
  if (!value) return '';
  const own = value[language as Language];
  if (own) return own;
  for (const l of LANGUAGES) if (value[l]) return value[l] as string;
  return '';
}
