import { COUNTRY_CODES } from '@shop/shared/countries';

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(language: string): Intl.DisplayNames | null {
  if (!namers.has(language)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    } catch {
      // a runtime without region names shows the codes
    }
    namers.set(language, made);
  }
  return namers.get(language)!;
}

/** A country's name in the interface language (the code where the runtime has no name); '' stays ''. */
export function countryName(code: string, language: string): string {
  if (!code) return '';
  return namer(language)?.of(code) ?? code;
}

/** Every country as select options, sorted by name in the interface language; the code is searchable too. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** Select filter: a typed text matches the name or the code. */
export function matchesCountry(input: string, option: { value: string; label: string } | undefined): boolean {
  if (!option) return false;
  const text = input.trim().toLowerCase();
  return option.label.toLowerCase().includes(text) || option.value.toLowerCase() === text;
}
