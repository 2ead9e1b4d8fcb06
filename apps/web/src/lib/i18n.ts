import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@shop/shared/constants';
import { readCookie, writeCookie } from './cookies.ts';

/** Native names, shown the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

type Texts = Record<string, unknown>;

// Each namespace file is its own small chunk, loaded when a screen first needs it. The shell's
// namespaces live in src/locales; an area's in modules/<area>/locales, or an entity's own in
// modules/<area>/<entity>/locales. A namespace found in several folders (`perm`: every area labels
// its own permission keys) is merged.
const files = import.meta.glob<{ default: Texts }>(['../locales/*/*.json', '../modules/**/locales/*/*.json']);

/** `${language}/${namespace}` -> the files holding it */
export const LOCALE_FILES: ReadonlyMap<string, (() => Promise<{ default: Texts }>)[]> = (() => {
  const map = new Map<string, (() => Promise<{ default: Texts }>)[]>();
  for (const [file, load] of Object.entries(files)) {
    const [, language, namespace] = /\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    const key = `${language}/${namespace}`;
    map.set(key, [...(map.get(key) ?? []), load]);
  }
  return map;
})();

/** Every namespace, derived from the files: an area adds one by adding its JSON files. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...LOCALE_FILES.keys()].map((k) => k.slice(k.indexOf('/') + 1))),
].sort();

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const loads = LOCALE_FILES.get(`${language}/${namespace}`);
    if (!loads) {
      callback(new Error(`missing locale file ${language}/${namespace}`), null);
      return;
    }
    Promise.all(loads.map((load) => load())).then(
      (modules) => callback(null, Object.assign({}, ...modules.map((m) => m.default)) as Texts),
      (error: Error) => callback(error, null),
    );
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
