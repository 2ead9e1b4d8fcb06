import { QueryClientProvider } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { LanguageNativeSelect } from '../../account/login/language-native-select.tsx';
import { NS } from './fields.tsx';
import '../../../styles/generated/antd-console.css';
import './apply.css';

/** The frame of the applicant's pages (no session, no shell): the store's name, the language, a way back to sign-in. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  useEffect(() => {
    document.title = `${title} · ${t('common:app_name')}`;
  }, [title, t]);
  return (
    <main className="apply-page">
      <header className="apply-head">
        <Typography.Text strong>{t('common:app_name')}</Typography.Text>
        <span className="apply-head-tools">
          <Link to="/">{t('back_to_login')}</Link>
          <LanguageNativeSelect />
        </span>
      </header>
      <section className="apply-panel">
        <Typography.Title level={1} className="apply-title">
          {title}
        </Typography.Title>
        {children}
      </section>
    </main>
  );
}

/** A public page with the console's query client (the shell, which provides it, is not there). */
export function publicPage(Page: ComponentType): ComponentType {
  return function PublicPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
