/**
 * Shipping prices, worked out in one place: the order quote and the template calculator both call
 * `priceShipping`. Pure: no database, no currency (amounts are in whatever currency the rules
 * are given in; `convertRules` turns base-currency rules into an order's currency first).
 */

export type ShippingMode = 'weight' | 'quantity';

export interface RegionRule {
  country: string;
  region: string;
}

export interface AreaRule {
  id: number;
  name: string;
  isDefault: boolean;
  countries: readonly string[];
  regions: readonly RegionRule[];
  /** grams or pieces the first fee covers */
  firstUnit: number;
  firstFee: number;
  /** grams or pieces of each additional step (at least 1) */
  additionalUnit: number;
  additionalFee: number;
  /** goods' amount from which shipping is free; null = never */
  freeOver: number | null;
}

export interface TemplateRules {
  mode: ShippingMode;
  areas: readonly AreaRule[];
}

/** What is shipped: its weight in grams, its number of pieces and the goods' amount. */
export interface Parcel {
  grams: number;
  quantity: number;
  subtotal: number;
}

export interface Destination {
  country: string;
  region: string;
  /** the ISO 3166-2 code of the region picked from /region ('' or absent when typed) */
  regionCode?: string;
}

export type AreaMatch = 'region' | 'country' | 'default';

export type ShippingPrice =
  | {
      deliverable: true;
      area: AreaRule;
      match: AreaMatch;
      /** grams or pieces priced */
      units: number;
      /** started additional steps after the first unit */
      additionalUnits: number;
      free: boolean;
      fee: number;
    }
  | { deliverable: false; reason: 'no_area' | 'too_large' };

/** How regions compare: trimmed, compatibility-normalised, whatever the case ("Osaka" = " osaka "). */
export function regionKey(region: string): string {
  return region.normalize('NFKC').trim().toLowerCase();
}

/**
 * The area that prices a destination: one listing its country and region first (a region wins
 * over its whole country), then one listing its country, then the rest-of-world area; none when
 * no area covers it.
 */
export function findArea(rules: TemplateRules, to: Destination): { area: AreaRule; match: AreaMatch } | null {
  const country = to.country.trim().toUpperCase();
  const region = regionKey(to.region);
  const code = (to.regionCode ?? '').toUpperCase();
  // An area's region is a picked ISO 3166-2 code ('US-CA') or a name typed as addresses write it.
  const covers = (r: RegionRule) =>
    r.country === country && ((region !== '' && regionKey(r.region) === region) || (code !== '' && r.region === code));
  if (region || code) {
    const byRegion = rules.areas.find((a) => !a.isDefault && a.regions.some(covers));
    if (byRegion) return { area: byRegion, match: 'region' };
  }
  const byCountry = rules.areas.find((a) => !a.isDefault && a.countries.includes(country));
  if (byCountry) return { area: byCountry, match: 'country' };
  const rest = rules.areas.find((a) => a.isDefault);
  return rest ? { area: rest, match: 'default' } : null;
}

/**
 * The price of a parcel to a destination: the first fee for up to `firstUnit` grams (or pieces),
 * plus the additional fee for each started `additionalUnit` beyond it; nothing when the goods'
 * amount reaches the area's threshold. Not deliverable when no area covers the destination, or
 * when the fee would not be an exact integer any more (an absurd parcel).
 */
export function priceShipping(rules: TemplateRules, parcel: Parcel, to: Destination): ShippingPrice {
  const found = findArea(rules, to);
  if (!found) return { deliverable: false, reason: 'no_area' };
  const { area, match } = found;
  const units = rules.mode === 'weight' ? parcel.grams : parcel.quantity;
  const beyond = Math.max(0, units - area.firstUnit);
  const additionalUnits = Math.ceil(beyond / area.additionalUnit);
  const free = area.freeOver !== null && parcel.subtotal >= area.freeOver;
  const charged = area.firstFee + additionalUnits * area.additionalFee;
  if (!Number.isSafeInteger(charged)) return { deliverable: false, reason: 'too_large' };
  return { deliverable: true, area, match, units, additionalUnits, free, fee: free ? 0 : charged };
}

/** The rules with every amount (fees and thresholds) converted, e.g. into an order's currency. */
export function convertRules(rules: TemplateRules, convert: (amount: number) => number): TemplateRules {
  return {
    mode: rules.mode,
    areas: rules.areas.map((a) => ({
      ...a,
      firstFee: convert(a.firstFee),
      additionalFee: convert(a.additionalFee),
      freeOver: a.freeOver === null ? null : convert(a.freeOver),
    })),
  };
}

/** A place as the refusals name it: "JP", or "JP / Osaka". */
export function placeText(country: string, region = ''): string {
  return region ? `${country} / ${region}` : country;
}

/** A place two areas of one template would both cover, and the area already covering it. */
export type Overlap = { other: AreaRule; place: string } | { other: AreaRule; place: null };

/**
 * The first place `area` covers that another area of the template already covers: the same
 * country, the same country and region, or (both rest of the world) every place left. `place` is
 * null for two rest-of-world areas. A region inside a country another area lists is no overlap:
 * the region area wins there.
 */
export function findOverlap(area: AreaRule, others: readonly AreaRule[]): Overlap | null {
  for (const other of others) {
    if (other.id === area.id) continue;
    if (area.isDefault && other.isDefault) return { other, place: null };
    const country = area.countries.find((c) => other.countries.includes(c));
    if (country) return { other, place: placeText(country) };
    const region = area.regions.find((r) =>
      other.regions.some((o) => o.country === r.country && regionKey(o.region) === regionKey(r.region)),
    );
    if (region) return { other, place: placeText(region.country, region.region) };
  }
  return null;
}
