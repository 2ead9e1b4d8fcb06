import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// antd's responsive helpers call matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The files of a worker share its modules and document (isolate: false): each file ends by putting
// back what a fresh page has, no cookies or session storage and the interface language they give.
afterAll(async () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  sessionStorage.clear();
  const { i18n, initialLanguage } = await import('../lib/i18n.ts');
  const language = initialLanguage();
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
});
