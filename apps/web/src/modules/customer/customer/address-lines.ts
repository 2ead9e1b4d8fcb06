import type { CustomerAddress } from '@shop/shared/api/customer';
import { countryName } from '../../../components/countries.ts';

// Countries that write an address from the largest unit down (country, region, city, street).
const LARGEST_FIRST = new Set(['CN', 'JP', 'KR', 'TW', 'HK', 'MO']);

type Lines = Pick<CustomerAddress, 'country' | 'region' | 'city' | 'line1' | 'line2' | 'postcode'>;

/** An address as the lines of a label, in the order its country writes them; empty parts left out. */
export function addressLines(a: Lines, language: string): string[] {
  const country = countryName(a.country, language);
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  if (LARGEST_FIRST.has(a.country)) {
    const postcode = a.postcode && a.country === 'JP' ? `〒${a.postcode}` : a.postcode;
    return [join(country, postcode), join(a.region, a.region === a.city ? '' : a.city), a.line1, a.line2].filter(
      Boolean,
    );
  }
  const cityLine = [a.city, join(a.region === a.city ? '' : a.region, a.postcode)].filter(Boolean).join(', ');
  return [a.line1, a.line2, cityLine, country].filter(Boolean);
}
