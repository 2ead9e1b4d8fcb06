import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@shop/shared/constants';
import { readCookie, writeCookie } from './cookies.ts';

export const NAMESPACES = [
  'common', 'shell', 'login', 'dashboard', 'admin', 'group', 'log', 'profile', 'feedback', 'perm', 'route', 'tips', 'product',
  'category', 'inventory', 'dictionary', 'review', 'import', 'watermark', 'tag', 'warehouse',
  'customer', 'customer-group', 'order', 'abandoned', 'logistics',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Native names, shown the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', en: 'English', es: 'Español', ja: '日本語' };

// Each namespace file is its own small chunk, loaded when a screen first needs it.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing locale file ${language}/${namespace}`), null);
      return;
    }
    load().then((module) => callback(null, module.default), (error: Error) => callback(error, null));
  },
};

export function initialLanguage(): Language {
  const saved = typeof document === 'undefined' ? null : readCookie(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

/** Switches the interface language without a reload and remembers it in the `lang` cookie. */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
