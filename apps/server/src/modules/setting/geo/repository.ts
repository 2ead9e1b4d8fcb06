import { and, asc, count, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@shop/shared';
import type { NationListQuery, NationRow, RegionListQuery, RegionRow } from '@shop/shared/api/geo';
import { versionedTable } from '../../../platform/crud/versioned-table.ts';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern } from '../../../platform/db/pagination.ts';
import type { CountrySeed, RegionSeed } from './data.ts';
import { countries, regions } from './table.ts';

export type CountryRecord = typeof countries.$inferSelect;
export type RegionRecord = typeof regions.$inferSelect;

export const countryTable = versionedTable({
  table: countries,
  entity: 'country',
  snapshot: (c) => ({
    code: c.code,
    names: c.names,
    enabled: c.enabled,
    postcodeRequired: c.postcodeRequired,
    addressFormat: c.addressFormat,
    sort: c.sort,
    version: c.version,
  }),
  sorts: { code: countries.code, sort: countries.sort },
  defaultOrder: () => [asc(countries.sort), asc(countries.code)],
});

export const regionTable = versionedTable({
  table: regions,
  entity: 'region',
  snapshot: (r) => ({ code: r.code, names: r.names, enabled: r.enabled, sort: r.sort, version: r.version }),
  sorts: { code: regions.code, sort: regions.sort },
  defaultOrder: () => [asc(regions.country), asc(regions.sort), asc(regions.code)],
});

/** A name in the caller's language, else English (the packages have no Japanese subdivision names). */
export function nameIn(names: Record<Language, string>, lang: Language): string {
  return names[lang] || names.en;
}

/** Matches the code or a name in any language. */
function keywordCond(code: AnyPgColumn, names: AnyPgColumn, keyword: string): SQL {
  return or(ilike(code, likePattern(keyword)), ilike(sql`${names}::text`, likePattern(keyword)))!;
}

function nationRow(c: CountryRecord, regionCount: number): NationRow {
  return {
    id: c.id,
    code: c.code,
    names: c.names,
    enabled: c.enabled,
    postcodeRequired: c.postcodeRequired,
    addressFormat: c.addressFormat,
    sort: c.sort,
    regionCount,
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}

export const geoRepository = {
  async countryPage(db: Db, q: NationListQuery): Promise<{ list: NationRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.keyword) w.push(keywordCond(countries.code, countries.names, q.keyword));
    if (q.status) w.push(eq(countries.enabled, q.status === 'enabled'));
    const page = await countryTable.page(db, q, w.length ? and(...w) : undefined);
    const counts = await this.regionCounts(
      db,
      page.list.map((c) => c.code),
    );
    return { list: page.list.map((c) => nationRow(c, counts.get(c.code) ?? 0)), total: page.total };
  },

  async regionCounts(db: Db, codes: string[]): Promise<Map<string, number>> {
    if (!codes.length) return new Map();
    const rows = await db
      .select({ country: regions.country, n: count() })
      .from(regions)
      .where(inArray(regions.country, codes))
      .groupBy(regions.country);
    return new Map(rows.map((r) => [r.country, Number(r.n)]));
  },

  async nation(db: Db, id: number): Promise<NationRow | undefined> {
    const c = await countryTable.find(db, id);
    if (!c) return undefined;
    return nationRow(c, (await this.regionCounts(db, [c.code])).get(c.code) ?? 0);
  },

  async regionPage(db: Db, q: RegionListQuery): Promise<{ list: RegionRow[]; total: number }> {
    const w: SQL[] = [];
    if (q.country) w.push(eq(regions.country, q.country));
    if (q.keyword) w.push(keywordCond(regions.code, regions.names, q.keyword));
    if (q.status) w.push(eq(regions.enabled, q.status === 'enabled'));
    const page = await regionTable.page(db, q, w.length ? and(...w) : undefined);
    const names = await this.countryNames(db, [...new Set(page.list.map((r) => r.country))]);
    return { list: page.list.map((r) => this.regionRow(r, names)), total: page.total };
  },

  async countryNames(db: Db, codes: string[]): Promise<Map<string, CountryRecord['names']>> {
    if (!codes.length) return new Map();
    const rows = await db
      .select({ code: countries.code, names: countries.names })
      .from(countries)
      .where(inArray(countries.code, codes));
    return new Map(rows.map((r) => [r.code, r.names]));
  },

  regionRow(r: RegionRecord, names: Map<string, CountryRecord['names']>): RegionRow {
    const none = { 'zh-CN': '', en: r.country, es: '', ja: '' };
    return {
      id: r.id,
      code: r.code,
      country: r.country,
      countryNames: names.get(r.country) ?? none,
      names: r.names,
      enabled: r.enabled,
      sort: r.sort,
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  },

  async countryByCode(db: Db, code: string): Promise<CountryRecord | undefined> {
    const [c] = await db.select().from(countries).where(eq(countries.code, code));
    return c;
  },

  async regionByCode(db: Db, code: string): Promise<RegionRecord | undefined> {
    const [r] = await db.select().from(regions).where(eq(regions.code, code));
    return r;
  },

  async hasRegions(db: Db, country: string): Promise<boolean> {
    const [r] = await db.select({ id: regions.id }).from(regions).where(eq(regions.country, country)).limit(1);
    return r !== undefined;
  },

  /** Every country, with its regions (enabled only when `enabledOnly`), in display order. */
  async all(db: Db, enabledOnly: boolean): Promise<{ countries: CountryRecord[]; regions: RegionRecord[] }> {
    const [cs, rs] = await Promise.all([
      db
        .select()
        .from(countries)
        .where(enabledOnly ? eq(countries.enabled, true) : undefined)
        .orderBy(asc(countries.sort), asc(countries.code)),
      enabledOnly
        ? db
            .select()
            .from(regions)
            .where(eq(regions.enabled, true))
            .orderBy(asc(regions.country), asc(regions.sort), asc(regions.code))
        : Promise.resolve([] as RegionRecord[]),
    ]);
    return { countries: cs, regions: rs };
  },

  /** Enabled (or all) countries alone, in display order. */
  async countries(db: Db, enabledOnly: boolean): Promise<CountryRecord[]> {
    return db
      .select()
      .from(countries)
      .where(enabledOnly ? eq(countries.enabled, true) : undefined)
      .orderBy(asc(countries.sort), asc(countries.code));
  },

  /**
   * What changes whenever a country or region is edited, enabled or disabled (the latest update
   * and the counts): the look-ups rebuild their cached answers when it moves.
   */
  async stamp(db: Db): Promise<string> {
    const [[c], [r]] = await Promise.all([
      db.select({ at: max(countries.updatedAt), n: count() }).from(countries),
      db.select({ at: max(regions.updatedAt), n: count() }).from(regions),
    ]);
    return `${c?.at?.toISOString() ?? ''}:${c?.n ?? 0}/${r?.at?.toISOString() ?? ''}:${r?.n ?? 0}`;
  },

  /** Marks the countries' postcode as required where nobody has edited the country yet. */
  async requirePostcode(db: Db, codes: string[]): Promise<void> {
    await db
      .update(countries)
      .set({ postcodeRequired: true })
      .where(and(inArray(countries.code, codes), eq(countries.version, 0), eq(countries.postcodeRequired, false)));
  },

  async counts(db: Db): Promise<{ countries: number; regions: number }> {
    const [[c], [r]] = await Promise.all([
      db.select({ n: count() }).from(countries),
      db.select({ n: count() }).from(regions),
    ]);
    return { countries: Number(c?.n ?? 0), regions: Number(r?.n ?? 0) };
  },

  /** Adds the rows not there yet; rows already there (and their edits) stay as they are. */
  async insertMissing(db: Db, cs: CountrySeed[], rs: RegionSeed[]): Promise<void> {
    for (let i = 0; i < cs.length; i += 500) {
      await db
        .insert(countries)
        .values(cs.slice(i, i + 500))
        .onConflictDoNothing({ target: countries.code });
    }
    for (let i = 0; i < rs.length; i += 500) {
      await db
        .insert(regions)
        .values(rs.slice(i, i + 500))
        .onConflictDoNothing({ target: regions.code });
    }
  },
};
