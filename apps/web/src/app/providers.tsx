import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@shop/shared/constants';
import { setNotifier } from '../lib/notify.ts';
import { loadAntdLocale } from './antd-locale.ts';
import { ANTD_THEME } from './antd-theme.ts';

/** Connects the request helper's toasts to antd's message API of this app instance. */
function NotifierBridge(): null {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setNotifier({
      error: (text, seconds) => void message.error(text, seconds),
      warning: (text, seconds) => void message.warning(text, seconds),
      success: (text, seconds) => void message.success(text, seconds),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

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
      <AntdApp>
        <NotifierBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
