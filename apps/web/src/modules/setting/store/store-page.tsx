import './store.css';
import { Form, Input, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settingUploadApi } from '@shop/shared/api/upload';
import { IMAGE_KINDS, IMAGE_LIMITS, LANGUAGES, SEO_LIMITS } from '@shop/shared/constants';
import { SettingsGroup, SettingsSectionPage } from '../../../components/crud/settings-form.tsx';
import { useSettingsSection } from '../../../components/crud/settings-section.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { buildUrl } from '../../../lib/request.ts';
import { storeSection } from './api.ts';
import { CurrencyField, KeywordCount, PictureField, TimeZoneSelect } from './store-fields.tsx';

const ICON_PX = IMAGE_LIMITS.iconSizePx;

/** /setting: the store's name, pictures, contact, storefront address and defaults, SEO texts, maintenance mode. */
export function StoreSettingsPage(): ReactNode {
  const { t } = useTranslation(['store-info', 'section', 'common']);
  const state = useSettingsSection(storeSection, {
    namespace: 'store-info',
    fieldTexts: {
      baseUrl: { invalid: t('store-info:error.baseUrl') },
      defaultCurrency: { invalid: t('store-info:error.defaultCurrency') },
      seoKeywords: {
        invalid: t('store-info:error.seoKeywords', { min: SEO_LIMITS.keywordsMin, max: SEO_LIMITS.keywordsMax }),
      },
    },
  });
  const { field, rule } = state;
  const otherNames = (lang: string) => LANGUAGES.filter((l) => l !== lang).map((l) => ['name', l]);

  return (
    <SettingsSectionPage
      state={state}
      testId="store-settings"
      title={t('store-info:title')}
      intro={t('store-info:intro')}
    >
      <SettingsGroup title={t('store-info:group.identity')}>
        <fieldset className="store-names" data-testid="store-names">
          <legend className="store-names-legend">{t('store-info:field.name')}</legend>
          <p className="store-hint">{t('store-info:hint.name')}</p>
          <div className="settings-grid">
            {LANGUAGES.map((lang) => (
              <Form.Item
                key={lang}
                name={['name', lang]}
                label={LANGUAGE_NAMES[lang]}
                dependencies={otherNames(lang)}
                rules={[rule(['name', lang])]}
              >
                <Input maxLength={64} data-testid={`store-name-${lang}`} />
              </Form.Item>
            ))}
          </div>
        </fieldset>
        <div className="settings-grid">
          <Form.Item {...field('logo')}>
            <PictureField
              action={settingUploadApi.logo.path}
              maxBytes={IMAGE_KINDS.logo.maxBytes}
              previewPx={64}
              testId="store-logo"
            />
          </Form.Item>
          <Form.Item {...field('icon')} extra={t('store-info:hint.icon', { size: ICON_PX })}>
            <PictureField
              action={buildUrl(settingUploadApi.logo.path, { kind: 'icon' })}
              maxBytes={IMAGE_KINDS.icon.maxBytes}
              previewPx={ICON_PX}
              testId="store-icon"
            />
          </Form.Item>
        </div>
      </SettingsGroup>

      <SettingsGroup title={t('store-info:group.contact')}>
        <div className="settings-grid">
          <Form.Item {...field('email')}>
            <Input type="email" maxLength={128} autoComplete="off" data-testid="store-email" />
          </Form.Item>
          <Form.Item {...field('phone')}>
            <Input type="tel" maxLength={32} autoComplete="off" data-testid="store-phone" />
          </Form.Item>
          <Form.Item {...field('address')} className="settings-grid-wide">
            <Input maxLength={255} data-testid="store-address" />
          </Form.Item>
        </div>
      </SettingsGroup>

      <SettingsGroup title={t('store-info:group.defaults')}>
        <Form.Item {...field('baseUrl')} required extra={t('store-info:hint.baseUrl')}>
          <Input maxLength={255} placeholder="https://" data-testid="store-base-url" />
        </Form.Item>
        <div className="settings-grid">
          <Form.Item {...field('defaultLanguage')} required>
            <Select
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              data-testid="store-language"
            />
          </Form.Item>
          <Form.Item {...field('defaultCurrency')} required extra={t('store-info:hint.defaultCurrency')}>
            <CurrencyField />
          </Form.Item>
          <Form.Item
            {...field('timeZone')}
            required
            extra={t('store-info:hint.timeZone')}
            className="settings-grid-wide"
          >
            <TimeZoneSelect />
          </Form.Item>
        </div>
      </SettingsGroup>

      <SettingsGroup title={t('store-info:group.seo')} hint={t('store-info:hint.seo')}>
        <Form.Item {...field('seoTitle')} extra={t('store-info:hint.seoTitle', { max: SEO_LIMITS.titleMax })}>
          <Input count={{ show: true, max: SEO_LIMITS.titleMax }} data-testid="store-seo-title" />
        </Form.Item>
        <Form.Item
          {...field('seoDescription')}
          extra={t('store-info:hint.seoDescription', { max: SEO_LIMITS.descriptionMax })}
        >
          <Input.TextArea
            count={{ show: true, max: SEO_LIMITS.descriptionMax }}
            autoSize={{ minRows: 3, maxRows: 6 }}
            data-testid="store-seo-description"
          />
        </Form.Item>
        <Form.Item
          {...field('seoKeywords')}
          extra={
            <span className="store-keyword-hint">
              <span>
                {t('store-info:hint.seoKeywords', { min: SEO_LIMITS.keywordsMin, max: SEO_LIMITS.keywordsMax })}
              </span>
              <KeywordCount form={state.form} />
            </span>
          }
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} data-testid="store-seo-keywords" />
        </Form.Item>
      </SettingsGroup>

      <SettingsGroup title={t('store-info:group.maintenance')}>
        <Form.Item
          name="maintenance"
          label={t('store-info:field.maintenance')}
          valuePropName="checked"
          extra={t('store-info:hint.maintenance')}
        >
          <Switch data-testid="store-maintenance" />
        </Form.Item>
      </SettingsGroup>
    </SettingsSectionPage>
  );
}
