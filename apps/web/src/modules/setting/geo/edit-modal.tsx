import { Form, Input, Modal, Skeleton, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@shop/shared/constants';
import {
  ADDRESS_FORMAT_FIELDS,
  nationEditBody,
  regionEditBody,
  type NationRow,
  type RegionRow,
} from '@shop/shared/api/geo';
import type { Localized } from '@shop/shared/api/catalog-common';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useCrudForm, type EditableContracts } from '../../../components/crud/use-crud-form.ts';
import type { Entity } from '../../../components/crud/entity-api.ts';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { useCan } from '../../../lib/auth-store.ts';
import { nations, nationScreen, regions, regionScreen } from './api.ts';

interface GeoFormValues {
  names: Localized;
  sort: number;
  postcodeRequired?: boolean;
  addressFormat?: string;
}

const LANGUAGE_LABELS: Record<string, string> = { 'zh-CN': '简体中文', en: 'English', es: 'Español', ja: '日本語' };

/** The four names of a country or region; English is required (the fallback of the others). */
function NameFields(): ReactNode {
  const { t } = useTranslation(['geo', 'common']);
  return (
    <fieldset className="geo-names">
      <legend>{t('geo:field.names')}</legend>
      {LANGUAGES.map((lang) => (
        <Form.Item
          key={lang}
          name={['names', lang]}
          label={LANGUAGE_LABELS[lang]}
          required={lang === 'en'}
          rules={[
            { required: lang === 'en', whitespace: true, message: t('geo:english_required') },
            { max: 100, message: t('common:field_error.too_long', { max: 100 }) },
          ]}
          extra={lang === 'ja' || lang === 'zh-CN' ? t('geo:name_fallback') : undefined}
        >
          <Input maxLength={100} data-testid={`geo-name-${lang}`} />
        </Form.Item>
      ))}
    </fieldset>
  );
}

/**
 * The edit dialog of /nation or /region, opened by `?action=edit&id=N`: names in the four
 * languages and the order; for a country also the postcode rule and the address format.
 */
function GeoEditModal({ kind }: { kind: 'nation' | 'region' }): ReactNode {
  const { t } = useTranslation(['geo', 'common']);
  const can = useCan();
  const dialog = useActionDialog();
  const screen = kind === 'nation' ? nationScreen : regionScreen;
  const open = dialog.is('edit') && can(screen.permissions.edit);
  const entity = (kind === 'nation' ? nations : regions) as unknown as Entity<EditableContracts>;
  const state = useCrudForm<EditableContracts, GeoFormValues>(
    {
      entity,
      initial: {},
      toValues: (r) => {
        const row = r as unknown as NationRow | RegionRow;
        return 'addressFormat' in row
          ? {
              names: row.names,
              sort: row.sort,
              postcodeRequired: row.postcodeRequired,
              addressFormat: row.addressFormat,
            }
          : { names: row.names, sort: row.sort };
      },
      toAdd: () => {
        throw new Error('countries and regions are not added');
      },
      toEdit: (v, r) => {
        const row = r as unknown as NationRow | RegionRow;
        const base = { id: row.id, version: row.version, names: v.names, sort: v.sort ?? 0 };
        return (
          kind === 'nation'
            ? { ...base, postcodeRequired: Boolean(v.postcodeRequired), addressFormat: v.addressFormat ?? '' }
            : base
        ) as never;
      },
      fieldTexts: {
        addressFormat: { invalid: t('geo:address_format_invalid', { fields: ADDRESS_FORMAT_FIELDS.join(' ') }) },
      },
    },
    { open, id: open ? dialog.id : null, onClosed: dialog.close },
  );
  const record = state.record as unknown as NationRow | RegionRow | undefined;
  const shape = kind === 'nation' ? nationEditBody.shape : regionEditBody.shape;
  const field = schemaFields(shape, t, 'geo');
  const nationField = schemaFields(nationEditBody.shape, t, 'geo');

  return (
    <Modal
      open={open}
      title={record ? `${t(screen.texts.edit!)} · ${record.code}` : t(screen.texts.edit!)}
      onCancel={dialog.close}
      onOk={() => state.form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={state.saving}
      okButtonProps={{ disabled: state.loading, 'data-testid': `${screen.testId}-form-submit` }}
      cancelButtonProps={{ 'data-testid': `${screen.testId}-form-cancel` }}
      destroyOnHidden
      width={620}
    >
      {state.loading ? (
        <Skeleton active />
      ) : (
        <Form<GeoFormValues>
          form={state.form}
          layout="vertical"
          data-testid={`${screen.testId}-form`}
          onFinish={state.submit}
        >
          <NameFields />
          <Form.Item {...field('sort')} required extra={t('geo:sort_hint')}>
            <WholeNumberInput max={1_000_000} style={{ width: 160 }} />
          </Form.Item>
          {kind === 'nation' ? (
            <>
              <Form.Item
                {...nationField('postcodeRequired')}
                valuePropName="checked"
                extra={t('geo:postcode_required_hint')}
              >
                <Switch data-testid="nation-postcode-required" />
              </Form.Item>
              <Form.Item
                {...nationField('addressFormat')}
                required
                extra={t('geo:address_format_hint', {
                  fields: ADDRESS_FORMAT_FIELDS.map((f) => `{${f}}`).join(' '),
                })}
              >
                <Input.TextArea rows={5} maxLength={300} className="geo-format" data-testid="nation-address-format" />
              </Form.Item>
            </>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}

export const NationEditModal = (): ReactNode => <GeoEditModal kind="nation" />;
export const RegionEditModal = (): ReactNode => <GeoEditModal kind="region" />;
