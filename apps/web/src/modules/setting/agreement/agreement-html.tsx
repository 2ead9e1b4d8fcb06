import { Empty, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/shared/constants';
import type { Localized } from '@shop/shared/api/catalog-common';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';

/** Published content, read-only: one tab per language (the HTML was sanitized by the server when published). */
export function AgreementText({ content, testId }: { content: Localized; testId: string }): ReactNode {
  const { t } = useTranslation('agreement');
  return (
    <Tabs
      size="small"
      data-testid={testId}
      items={LANGUAGES.map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        children: content[lang] ? (
          <div
            className="agreement-html"
            data-testid={`${testId}-${lang}`}
            // sanitized on the server when it was published
            dangerouslySetInnerHTML={{ __html: content[lang] }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('agreement:language_empty')} />
        ),
      }))}
    />
  );
}
