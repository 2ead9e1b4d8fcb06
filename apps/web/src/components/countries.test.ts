import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shop/shared/countries';
import { countryName, countryOptions, matchesCountry } from './countries.ts';

describe('countries', () => {
  it('names a country in the interface language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'zh-CN')).toBe('德国');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('DE', 'ja')).toBe('ドイツ');
    expect(countryName('', 'en')).toBe('');
  });

  it('offers every code once, sorted by the localized name', () => {
    const options = countryOptions('es');
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(new Set(options.map((o) => o.value)).size).toBe(COUNTRY_CODES.length);
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es').compare));
  });

  it('matches a typed text against the name or the exact code', () => {
    const spain = { value: 'ES', label: 'España' };
    expect(matchesCountry('spa', spain)).toBe(true);
    expect(matchesCountry('es', spain)).toBe(true);
    expect(matchesCountry('fr', { value: 'DE', label: 'Alemania' })).toBe(false);
    expect(matchesCountry('x', undefined)).toBe(false);
  });
});
