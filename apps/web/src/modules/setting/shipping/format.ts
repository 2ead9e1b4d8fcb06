import type { TFunction } from 'i18next';
import type { ShippingMode } from '@shop/shared/api/shipping';
import type { ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import { countryName } from '../../../components/countries.ts';

/** "3–7 days", "1-day delivery", or '' when the template states no estimate. */
export function estimateText(t: TFunction, min: number | null, max: number | null): string {
  if (min === null || max === null) return '';
  return min === max ? t('shipping:estimate_same', { days: min }) : t('shipping:estimate', { min, max });
}

const grams = (language: string) => new Intl.NumberFormat(language, { style: 'unit', unit: 'gram' });

/** A number of units: "1,500 g" (weight templates, in the interface language) or "3 pcs" (quantity templates). */
export function unitText(t: TFunction, mode: ShippingMode, count: number, language: string): string {
  if (mode === 'weight') return grams(language).format(count);
  return t('shipping:unit.quantity', { value: new Intl.NumberFormat(language).format(count) });
}

/** The unit an input takes: the interface language's gram symbol, or its word for pieces. */
export function unitSuffix(t: TFunction, mode: ShippingMode, language: string): string {
  if (mode === 'quantity') return t('shipping:unit_suffix.quantity');
  return (
    grams(language)
      .formatToParts(1)
      .find((p) => p.type === 'unit')?.value ?? 'g'
  );
}

/** What an area covers, in the interface language: "Japan, China", "Osaka (Japan)", or "Rest of the world". */
export function coverText(t: TFunction, area: ShippingAreaInfo, language: string): string {
  if (area.isDefault) return t('shipping:areas.rest_of_world');
  return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format([
    ...area.countries.map((c) => countryName(c, language)),
    ...area.regions.map((r) =>
      t('shipping:areas.region_of', { region: r.region, country: countryName(r.country, language) }),
    ),
  ]);
}
