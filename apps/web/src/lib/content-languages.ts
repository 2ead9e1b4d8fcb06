import { useQuery } from '@tanstack/react-query';
import { languageApi } from '@shop/shared/api/language';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import { callApi } from './api-client.ts';

/** The enabled content languages: the asterisk fields of catalog and content forms are required in each. */
export const enabledLanguagesKey = ['enabled-languages'] as const;

/** The enabled content languages and the default (all four and zh-CN until read). */
export function useEnabledLanguages(): { enabled: Language[]; default: Language; loading: boolean } {
  const read = useQuery({
    queryKey: enabledLanguagesKey,
    queryFn: () => callApi(languageApi.enabled),
    staleTime: 5 * 60_000,
  });
  return {
    enabled: read.data?.enabled ?? [...LANGUAGES],
    default: read.data?.default ?? 'zh-CN',
    loading: read.isLoading,
  };
}
