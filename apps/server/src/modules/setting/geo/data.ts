import { createRequire } from 'node:module';
import { type Localized } from '@shop/shared';
import { DEFAULT_ADDRESS_FORMAT } from '@shop/shared/api/geo';
import { iso31661 } from 'iso-3166/1.js';
import { iso31662 } from 'iso-3166/2.js';

/**
 * The reference data of /nation and /region, read from maintained registry packages (server side
 * only: the console reads the lists from the look-up endpoints, never ships a package's locales):
 * - `iso-3166` (the ISO lists: 249 countries, every subdivision code with its parent),
 * - `i18n-iso-countries` (country names in zh, en, es, ja and many more),
 * - `iso3166-2-db` (subdivision names from Wikidata/OpenStreetMap in zh, es and en; none in ja,
 *   so Japanese falls back to the English name when shown).
 * Subdivisions are the top level of each country (US states, CN provinces, JP prefectures);
 * the second level (GB council areas, FR departments) is left out of address forms.
 */
const require = createRequire(import.meta.url);

type NameList = { countries: Record<string, string | string[]> };
interface DbRegion {
  iso: string;
  name: string;
  names: Record<string, string | undefined>;
}

export interface CountrySeed {
  code: string;
  names: Localized;
  postcodeRequired: boolean;
  addressFormat: string;
  sort: number;
}
export interface RegionSeed {
  code: string;
  country: string;
  names: Localized;
  sort: number;
}

/** Address formats that differ from the default: large to small (CN, JP, KR) or postcode first. */
const ADDRESS_FORMATS: Record<string, string> = {
  CN: '{country} {region} {city}\n{line1}\n{line2}\n{name} {phone}\n{postcode}',
  JP: '〒{postcode}\n{region}{city}\n{line1}\n{line2}\n{name}\n{country}',
  KR: '{country} {region} {city}\n{line1}\n{line2}\n{name}\n{postcode}',
  US: '{name}\n{line1}\n{line2}\n{city}, {region} {postcode}\n{country}',
  CA: '{name}\n{line1}\n{line2}\n{city} {region} {postcode}\n{country}',
  AU: '{name}\n{line1}\n{line2}\n{city} {region} {postcode}\n{country}',
  GB: '{name}\n{line1}\n{line2}\n{city}\n{postcode}\n{country}',
  DE: '{name}\n{line1}\n{line2}\n{postcode} {city}\n{country}',
  ES: '{name}\n{line1}\n{line2}\n{postcode} {city} {region}\n{country}',
  FR: '{name}\n{line1}\n{line2}\n{postcode} {city}\n{country}',
  IT: '{name}\n{line1}\n{line2}\n{postcode} {city} {region}\n{country}',
};

function first(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/** Lower-case letters only, accents dropped: "Región de Murcia" and "Region de Murcia" meet. */
function norm(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function countrySeeds(): CountrySeed[] {
  const lang = (l: string) => (require(`i18n-iso-countries/langs/${l}.json`) as NameList).countries;
  const [zh, en, es, ja] = [lang('zh'), lang('en'), lang('es'), lang('ja')];
  return iso31661
    .map((c) => c.alpha2)
    .sort()
    .map((code) => {
      const english = first(en[code]) || (iso31661.find((c) => c.alpha2 === code)?.name ?? code);
      return {
        code,
        names: { 'zh-CN': first(zh[code]), en: english, es: first(es[code]), ja: first(ja[code]) },
        // The shop decides where a postcode is required (/nation): none is asked before it does.
        postcodeRequired: false,
        addressFormat: ADDRESS_FORMATS[code] ?? DEFAULT_ADDRESS_FORMAT,
        sort: 0,
      };
    });
}

/**
 * The names of iso3166-2-db for one ISO subdivision: by code, else by name (its codes for some
 * countries are older than ISO's, e.g. CN-44 for CN-GD). A prefix matches only when it is the
 * only candidate ("Guangdong" for "Guangdong Sheng").
 */
function namesFor(code: string, isoName: string, candidates: DbRegion[]): DbRegion | undefined {
  const suffix = code.slice(3);
  const byCode = candidates.find((r) => r.iso === suffix);
  if (byCode) return byCode;
  const target = norm(isoName);
  const exact = candidates.filter((r) => [r.name, r.names.en ?? ''].some((n) => n && norm(n) === target));
  if (exact.length === 1) return exact[0];
  const prefix = candidates.filter((r) => {
    const n = norm(r.names.en ?? r.name);
    return n.length >= 4 && (target.startsWith(n) || n.startsWith(target));
  });
  return prefix.length === 1 ? prefix[0] : undefined;
}

export function regionSeeds(): RegionSeed[] {
  const db = require('iso3166-2-db/data/iso3166-2.json') as Record<string, { regions: DbRegion[] } | undefined>;
  const countries = new Set(iso31661.map((c) => c.alpha2));
  return iso31662
    .filter((r) => countries.has(r.parent))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((r) => {
      const hit = namesFor(r.code, r.name, db[r.parent]?.regions ?? []);
      const en = r.name;
      return {
        code: r.code,
        country: r.parent,
        names: { 'zh-CN': hit?.names.zh ?? '', en, es: hit?.names.es ?? '', ja: hit?.names.ja ?? '' },
        sort: 0,
      };
    });
}
