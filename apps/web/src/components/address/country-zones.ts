import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lookupApi, type CountryOption, type SelectOption, type ZoneCountry } from '@shop/shared/api/lookup';
import { callApi } from '../../lib/api-client.ts';

/**
 * The countries address forms offer (enabled ones with their enabled regions) and every country
 * with its name, from the look-ups /admin/api/getcountryzone and /getallcountry. The server
 * answers an ETag with `no-cache`: the browser revalidates, and an unchanged list costs a 304.
 */
export const geoKeys = {
  zones: (lang: string) => ['geo', 'zones', lang] as const,
  all: (lang: string) => ['geo', 'all', lang] as const,
};

export function useCountryZones(): { zones: ZoneCountry[]; byCode: Map<string, ZoneCountry>; loading: boolean } {
  const { i18n } = useTranslation();
  const q = useQuery({
    queryKey: geoKeys.zones(i18n.language),
    queryFn: () => callApi(lookupApi.countryZone),
    staleTime: 60_000,
  });
  const zones = q.data?.list ?? [];
  return { zones, byCode: new Map(zones.map((z) => [z.code, z])), loading: q.isPending };
}

export function useAllCountries(): { countries: CountryOption[]; loading: boolean } {
  const { i18n } = useTranslation();
  const q = useQuery({
    queryKey: geoKeys.all(i18n.language),
    queryFn: () => callApi(lookupApi.allCountry),
    staleTime: 60_000,
  });
  return { countries: q.data?.list ?? [], loading: q.isPending };
}

/** Select filter: a typed text matches the label or the code. */
export function matchesOption(input: string, option: { value?: unknown; label?: unknown } | undefined): boolean {
  if (!option) return false;
  const text = input.trim().toLowerCase();
  return String(option.label).toLowerCase().includes(text) || String(option.value).toLowerCase() === text;
}

/**
 * Option lists by name from POST /admin/api/selectlist (any list an area registered on the
 * server: warehouses, customerGroups, currencies ...). The last answer's ETag is sent back, so an
 * unchanged set of lists costs a 304.
 */
export function useSelectLists(names: readonly string[]): { lists: Record<string, SelectOption[]>; loading: boolean } {
  const { i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['selectlist', i18n.language, ...names],
    queryFn: () => callApi(lookupApi.selectList, { names: [...names] }, { revalidate: true }),
    staleTime: 30_000,
  });
  return { lists: q.data?.lists ?? {}, loading: q.isPending };
}
