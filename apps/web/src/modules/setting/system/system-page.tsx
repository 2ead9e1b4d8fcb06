import './system.css';
import { Alert, Form, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemSettings } from '@shop/shared/api/settings';
import { SettingsGroup, SettingsSectionPage } from '../../../components/crud/settings-form.tsx';
import { fieldRange, useSettingsSection } from '../../../components/crud/settings-section.ts';
import { systemSection } from './api.ts';

interface NumberFieldProps {
  name: Exclude<keyof typeof systemSettings.fields.shape, 'backupDaily'>;
  /** the unit's key under `system-settings:unit.`, or `MB` (the same in every language) */
  unit: 'minutes' | 'hours' | 'attempts' | 'days' | 'backups' | 'MB';
}

/** /system: session lifetimes, sign-in lockout, upload limits, how long the operation log is kept, backups. */
export function SystemSettingsPage(): ReactNode {
  const { t } = useTranslation(['system-settings', 'section', 'common']);
  const state = useSettingsSection(systemSection, { namespace: 'system-settings' });

  // Each number's bounds are the shared schema's.
  const number = ({ name, unit }: NumberFieldProps) => {
    const { min, max } = fieldRange(systemSettings, name);
    return (
      <Form.Item {...state.field(name)} required extra={t(`system-settings:hint.${name}`, { min, max })} key={name}>
        <InputNumber<number>
          min={min}
          max={max}
          precision={0}
          suffix={unit === 'MB' ? unit : t(`system-settings:unit.${unit}`)}
          style={{ width: 180 }}
          data-testid={`system-${name}`}
        />
      </Form.Item>
    );
  };

  return (
    <SettingsSectionPage
      state={state}
      testId="system-settings"
      title={t('system-settings:title')}
      intro={t('system-settings:intro')}
    >
      <Alert
        type="info"
        showIcon
        className="system-settings-note"
        title={t('system-settings:env_note')}
        data-testid="system-settings-note"
      />
      <SettingsGroup title={t('system-settings:group.sessions')}>
        <div className="settings-grid">
          {number({ name: 'sessionIdleMinutes', unit: 'minutes' })}
          {number({ name: 'sessionAbsoluteHours', unit: 'hours' })}
        </div>
      </SettingsGroup>
      <SettingsGroup title={t('system-settings:group.lockout')}>
        <div className="settings-grid">
          {number({ name: 'lockoutFailures', unit: 'attempts' })}
          {number({ name: 'lockoutMinutes', unit: 'minutes' })}
        </div>
      </SettingsGroup>
      <SettingsGroup title={t('system-settings:group.uploads')}>
        <div className="settings-grid">
          {number({ name: 'uploadLargeMb', unit: 'MB' })}
          {number({ name: 'uploadStandardMb', unit: 'MB' })}
        </div>
      </SettingsGroup>
      <SettingsGroup title={t('system-settings:group.log')}>
        {number({ name: 'logRetentionDays', unit: 'days' })}
      </SettingsGroup>
      <SettingsGroup title={t('system-settings:group.backup')}>
        <div className="settings-grid">
          <Form.Item
            {...state.field('backupDaily')}
            valuePropName="checked"
            extra={t('system-settings:hint.backupDaily')}
          >
            <Switch data-testid="system-backupDaily" />
          </Form.Item>
          {number({ name: 'backupKeep', unit: 'backups' })}
        </div>
      </SettingsGroup>
    </SettingsSectionPage>
  );
}
