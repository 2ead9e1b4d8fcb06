import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@shop/shared/constants';
import { loadAntdLocale } from './antd-locale.ts';
import { ANTD_THEME } from './antd-theme.ts';

function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let live = true;
    void loadAntdLocale(language).then((next) => live && setLocale(next));
    document.documentElement.lang = language;
    return () => {
      live = false;
    };
  }, [language]);
  return locale;
}

export function Providers({ children }: { children: ReactNode }): ReactNode {
  const locale = useAntdLocale();
  return (
    <ConfigProvider
      theme={ANTD_THEME}
      locale={locale}
      // Dialogs never close on an outside click (spec section 9).
      modal={{ mask: { closable: false } }}
      drawer={{ mask: { closable: false } }}
    >
      {children}
    </ConfigProvider>
  );
}
