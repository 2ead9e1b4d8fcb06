import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, isLanguage, type Language } from '@shop/shared';

/** cookie `lang`, else Accept-Language, else zh-CN */
export function requestLanguage(
  cookies: Record<string, string | undefined> | undefined,
  acceptLanguage: string | undefined,
): Language {
  const fromCookie = cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(fromCookie)) return fromCookie;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...rest] = part.trim().split(';');
        const q = rest.find((r) => r.trim().startsWith('q='));
        return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .filter((r) => r.tag && r.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
      if (exact) return exact;
      const base = tag.split('-')[0];
      if (base === 'zh') return 'zh-CN';
      const byBase = LANGUAGES.find((l) => l.toLowerCase() === base);
      if (byBase) return byBase;
    }
  }
  return DEFAULT_LANGUAGE;
}
