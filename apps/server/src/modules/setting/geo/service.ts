import type { Language } from '@shop/shared';
import type { CountryOption, ZoneCountry } from '@shop/shared/api/lookup';
import type {
  NationEditBody,
  NationListQuery,
  NationRow,
  RegionEditBody,
  RegionListQuery,
  RegionRow,
} from '@shop/shared/api/geo';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { countrySeeds, regionSeeds } from './data.ts';
import { countryTable, geoRepository, nameIn, regionTable } from './repository.ts';

/** The address fields the geography rules look at. */
export interface AddressPlace {
  country: string;
  regionCode: string;
  postcode: string;
}

/**
 * Loads the countries and regions of the registry packages that are not in the tables yet
 * (at start and by the demo seed). Rows already there keep their edits; running it again adds nothing.
 */
export async function seedGeography(db: Db): Promise<{ countries: number; regions: number }> {
  const cs = countrySeeds();
  const rs = regionSeeds();
  const have = await geoRepository.counts(db);
  if (have.countries < cs.length || have.regions < rs.length) {
    await db.transaction((tx) => geoRepository.insertMissing(tx, cs, rs));
  }
  return geoRepository.counts(db);
}

/**
 * Checks an address against /nation and /region: the country exists and is enabled, the region
 * code is one of the country's enabled regions, and the postcode is there when the country needs
 * one. `before` is the address being edited: a country or region it already had may have been
 * disabled since and is kept (existing records are untouched).
 */
export async function checkAddress(
  db: Db,
  a: AddressPlace,
  before?: Pick<AddressPlace, 'country' | 'regionCode'>,
  prefix = '',
): Promise<void> {
  const field = (name: string) => ({ fields: [{ field: `${prefix}${name}`, key: 'invalid' }] });
  const country = await geoRepository.countryByCode(db, a.country);
  if (!country) throw new AppError('geo.country_unknown', { country: a.country }, field('country'));
  const kept = before?.country === a.country;
  if (!country.enabled && !kept) throw new AppError('geo.country_disabled', { country: a.country }, field('country'));
  if (a.regionCode) {
    const region = await geoRepository.regionByCode(db, a.regionCode);
    if (!region || region.country !== a.country) {
      throw new AppError('geo.region_unknown', { region: a.regionCode, country: a.country }, field('regionCode'));
    }
    if (!region.enabled && !(kept && before?.regionCode === a.regionCode)) {
      throw new AppError('geo.region_disabled', { region: a.regionCode }, field('regionCode'));
    }
  }
  if (country.postcodeRequired && !a.postcode.trim()) {
    throw new AppError(
      'geo.postcode_required',
      { country: a.country },
      { fields: [{ field: `${prefix}postcode`, key: 'required' }] },
    );
  }
}

/** Countries (/nation), regions (/region) and the geography look-ups. */
export class GeoService {
  /** The zones answer per language, rebuilt when the tables' stamp moves (4,000 regions take a while to read). */
  private readonly zoneCache = new Map<Language, { stamp: string; data: { list: ZoneCountry[] } }>();

  constructor(private readonly db: Db) {}

  async nations(q: NationListQuery) {
    return { ...(await geoRepository.countryPage(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  private async nation(id: number): Promise<NationRow> {
    const row = await geoRepository.nation(this.db, id);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  async editNation(ctx: RequestContext, body: NationEditBody): Promise<NationRow> {
    await countryTable.update(this.db, ctx, body.id, body.version, {
      names: body.names,
      postcodeRequired: body.postcodeRequired,
      addressFormat: body.addressFormat,
      sort: body.sort,
    });
    return this.nation(body.id);
  }

  /** A disabled country is no longer offered for new addresses; orders and addresses that have it keep it. */
  async setNationStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<NationRow> {
    await countryTable.setEnabled(this.db, ctx, id, enabled, version);
    return this.nation(id);
  }

  async regions(q: RegionListQuery) {
    return { ...(await geoRepository.regionPage(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  private async region(id: number): Promise<RegionRow> {
    const r = await regionTable.find(this.db, id);
    if (!r) throw new AppError('common.not_found');
    return geoRepository.regionRow(r, await geoRepository.countryNames(this.db, [r.country]));
  }

  async editRegion(ctx: RequestContext, body: RegionEditBody): Promise<RegionRow> {
    await regionTable.update(this.db, ctx, body.id, body.version, { names: body.names, sort: body.sort });
    return this.region(body.id);
  }

  async setRegionStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<RegionRow> {
    await regionTable.setEnabled(this.db, ctx, id, enabled, version);
    return this.region(id);
  }

  /** Enabled countries with their enabled regions, names in `lang`: what address forms offer. */
  async zones(lang: Language): Promise<{ list: ZoneCountry[] }> {
    const stamp = await geoRepository.stamp(this.db);
    const cached = this.zoneCache.get(lang);
    if (cached?.stamp === stamp) return cached.data;
    const data = await this.buildZones(lang);
    this.zoneCache.set(lang, { stamp, data });
    return data;
  }

  private async buildZones(lang: Language): Promise<{ list: ZoneCountry[] }> {
    const { countries, regions } = await geoRepository.all(this.db, true);
    const byCountry = new Map<string, ZoneCountry['regions']>();
    for (const r of regions) {
      const list = byCountry.get(r.country) ?? [];
      list.push({ code: r.code, name: nameIn(r.names, lang) });
      byCountry.set(r.country, list);
    }
    const collator = new Intl.Collator(lang);
    const list = countries.map((c) => ({
      sort: c.sort,
      zone: {
        code: c.code,
        name: nameIn(c.names, lang),
        postcodeRequired: c.postcodeRequired,
        addressFormat: c.addressFormat,
        regions: byCountry.get(c.code) ?? [],
      },
    }));
    list.sort((a, b) => a.sort - b.sort || collator.compare(a.zone.name, b.zone.name));
    return { list: list.map((x) => x.zone) };
  }

  async allCountries(lang: Language): Promise<{ list: CountryOption[] }> {
    const countries = await geoRepository.countries(this.db, false);
    const collator = new Intl.Collator(lang);
    const list = [...countries].sort(
      (a, b) => a.sort - b.sort || collator.compare(nameIn(a.names, lang), nameIn(b.names, lang)),
    );
    return { list: list.map((c) => ({ code: c.code, name: nameIn(c.names, lang), enabled: c.enabled })) };
  }

  /** See `checkAddress`; `tx` is the caller's transaction. */
  checkAddress(tx: Db, a: AddressPlace, before?: Pick<AddressPlace, 'country' | 'regionCode'>, prefix = '') {
    return checkAddress(tx, a, before, prefix);
  }
}
