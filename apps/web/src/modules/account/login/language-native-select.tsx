import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@shop/shared/constants';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES } from '../../../lib/i18n.ts';

/** A native select keeps the login route small (antd's Select weighs ~30 kB). */
export function LanguageNativeSelect(): ReactNode {
  const { t, i18n } = useTranslation('common');
  return (
    <select
      className="lang-native"
      data-testid="lang-select"
      aria-label={t('language')}
      value={isLanguage(i18n.language) ? i18n.language : currentLanguage()}
      onChange={(e) => isLanguage(e.target.value) && void changeLanguage(e.target.value)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
