import { Form, Input, Switch, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import {
  VIOLATION_TYPE_LIMITS,
  violationTypeAddBody,
  violationTypeFields,
  type violationTypeApi,
} from '@shop/shared/api/supply-violation-type';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { bodyRule } from '../../../components/schema-rule.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { typeScreen } from './api.ts';

interface TypeValues {
  code: string;
  name: Record<Language, string>;
  points: number | null;
  banDays: number | null;
  pointsExpireDays: number | null;
  evidenceRequired: boolean;
  appealable: boolean;
  enabled: boolean;
}

const EMPTY_NAME = { 'zh-CN': '', en: '', es: '', ja: '' };

const bodyOf = (v: Partial<TypeValues>) => ({
  code: v.code ?? '',
  name: { ...EMPTY_NAME, ...v.name },
  points: v.points ?? 0,
  banDays: v.banDays ?? 0,
  pointsExpireDays: v.pointsExpireDays ?? 365,
  evidenceRequired: v.evidenceRequired ?? true,
  appealable: v.appealable ?? true,
});

function NameFields({ form }: { form: FormInstance }): ReactNode {
  const { t } = useTranslation('violation');
  const body = () => bodyOf(form.getFieldsValue(true) as Partial<TypeValues>);
  const names = LANGUAGES.map((l) => ['name', l]);
  return (
    <fieldset className="violation-fieldset">
      <legend>{t('type.field.name')}</legend>
      {LANGUAGES.map((language) => (
        <Form.Item
          key={language}
          name={['name', language]}
          label={LANGUAGE_NAMES[language]}
          rules={[bodyRule(violationTypeAddBody, body, ['name', language], t)]}
          dependencies={names}
        >
          <Input maxLength={VIOLATION_TYPE_LIMITS.nameMax} data-testid={`violation-type-name-${language}`} />
        </Form.Item>
      ))}
    </fieldset>
  );
}

/** Add or edit a violation type: code, names, points, ban days, expiry, evidence and appeal switches. */
export function TypeFormModal(): ReactNode {
  const { t } = useTranslation(['violation', 'common']);
  const field = schemaFields(violationTypeFields, t, 'violation');
  return (
    <FormModal<typeof violationTypeApi, TypeValues>
      screen={typeScreen}
      width={560}
      initial={{
        code: '',
        name: EMPTY_NAME,
        points: 1,
        banDays: 0,
        pointsExpireDays: 365,
        evidenceRequired: true,
        appealable: true,
        enabled: true,
      }}
      toValues={(v) => ({ ...v, name: v.name })}
      toAdd={(v) => ({ ...bodyOf(v), enabled: v.enabled ?? true })}
      toEdit={(v, rec) => ({ ...bodyOf(v), id: rec.id, version: rec.version })}
      fieldTexts={{ code: { duplicate: t('violation:type.code_taken'), invalid: t('violation:type.code_hint') } }}
    >
      {({ form, editing }) => (
        <>
          <Form.Item {...field('code')} required extra={t('violation:type.code_hint')}>
            <Input maxLength={VIOLATION_TYPE_LIMITS.codeMax} data-testid="violation-type-code" />
          </Form.Item>
          <NameFields form={form} />
          <div className="violation-ladder-step">
            <Form.Item {...field('points', { emptyAsUndefined: true })} required>
              <WholeNumberInput max={VIOLATION_TYPE_LIMITS.pointsMax} data-testid="violation-type-points" />
            </Form.Item>
            <Form.Item {...field('banDays', { label: 'ban_days', emptyAsUndefined: true })}>
              <WholeNumberInput max={VIOLATION_TYPE_LIMITS.banDaysMax} data-testid="violation-type-ban-days" />
            </Form.Item>
            <Form.Item {...field('pointsExpireDays', { label: 'expire_days', emptyAsUndefined: true })}>
              <WholeNumberInput max={VIOLATION_TYPE_LIMITS.expireDaysMax} />
            </Form.Item>
          </div>
          <div className="violation-ladder-step">
            <Form.Item name="evidenceRequired" label={t('violation:type.field.evidence')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="appealable" label={t('violation:type.field.appealable')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {editing ? null : (
              <Form.Item name="enabled" label={t('violation:type.field.enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            )}
          </div>
        </>
      )}
    </FormModal>
  );
}
