import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import dayjs from 'dayjs';
import { authApi } from '@shop/shared/api/auth';
import { UI, isLanguage, type Language } from '@shop/shared/constants';
import { callApi } from '../lib/api-client.ts';
import { authStore } from '../lib/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { ui, useUi } from '../lib/ui-store.ts';
import { useCurrentEntry } from './use-current-entry.ts';

const DAYJS_LOCALES: Record<Language, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
  es: () => import('dayjs/locale/es'),
  ja: () => import('dayjs/locale/ja'),
};
const DAYJS_NAMES: Record<Language, string> = { 'zh-CN': 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

/** Stage width (large/small) from the 768 px breakpoint. */
export function useStage(): 'large' | 'small' {
  const { stage } = useUi();
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${UI.narrowBreakpointPx - 1}px)`);
    const update = () => ui.setStage(query.matches ? 'small' : 'large');
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return stage;
}

/** Route change: loading overlay forced off, tabs reset to the new page, scroll to top. */
export function useRouteChangeReset(): void {
  const location = useLocation();
  const entry = useCurrentEntry();
  useEffect(() => {
    ui.setLoading(false);
    if (entry) ui.resetTabs({ path: location.pathname, titleKey: entry.titleKey });
    window.scrollTo?.({ top: 0 });
  }, [location.pathname, entry]);
}

/** The loading overlay never stays longer than 6 s. */
export function useLoadingTimeout(): boolean {
  const { loading } = useUi();
  useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => ui.setLoading(false), UI.loadingResetMs);
    return () => clearTimeout(timer);
  }, [loading]);
  return loading;
}

/** dayjs follows the interface language; server data is refetched in the new language. */
export function useLanguageSync(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const language: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
    void DAYJS_LOCALES[language]().then(() => dayjs.locale(DAYJS_NAMES[language]));
    void queryClient.invalidateQueries();
  }, [i18n.language]);
}

/** The permission map is reloaded from the server when the shell mounts. */
export function usePowerRefresh(): void {
  useEffect(() => {
    callApi(authApi.power).then(
      (power) => authStore.setPower(power),
      () => undefined,
    );
  }, []);
}
