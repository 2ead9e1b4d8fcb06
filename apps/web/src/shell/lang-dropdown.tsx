import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/shared/constants';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES } from '../lib/i18n.ts';

/** Interface language: stored in the `lang` cookie and applied without a reload. */
export function LangDropdown({ compact }: { compact: boolean }): ReactNode {
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((code) => ({
          key: code,
          label: (
            <span data-testid={`lang-${code}`} lang={code}>
              {LANGUAGE_NAMES[code]}
            </span>
          ),
          onClick: () => void changeLanguage(code),
        })),
      }}
    >
      <Button
        type="text"
        data-testid="lang-select"
        aria-label={compact ? t('language') : `${t('language')}: ${LANGUAGE_NAMES[language]}`}
        icon={<GlobalOutlined />}
        className="top-bar-button"
      >
        {compact ? null : LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
