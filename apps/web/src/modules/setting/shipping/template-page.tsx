import { Alert, Form, Input, InputNumber, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Localized } from '@shop/shared/api/catalog-common';
import {
  SHIPPING_ESTIMATE_MAX_DAYS,
  SHIPPING_MODES,
  shippingTemplateAddBody,
  type ShippingMode,
  type shippingTemplateApi,
} from '@shop/shared/api/shipping';
import { LANGUAGES } from '@shop/shared/constants';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormPage } from '../../../components/crud/form-page.tsx';
import { bodyRule } from '../../../components/schema-rule.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { shippingPaths, shippingTemplateScreen } from './api.ts';
import { AreasCard } from './areas-card.tsx';
import { CalculatorCard } from './calculator-card.tsx';
import { showFieldErrors } from './form-errors.ts';
import './shipping.css';

interface TemplateValues {
  code: string;
  name: Partial<Localized>;
  mode: ShippingMode;
  estimateMinDays: number | null;
  estimateMaxDays: number | null;
  sort: number | null;
  enabled: boolean;
}

const names = (name: Partial<Localized> | undefined): Localized => ({ 'zh-CN': '', en: '', es: '', ja: '', ...name });
const bodyOf = (v: Partial<TemplateValues>) => ({
  code: v.code ?? '',
  name: names(v.name),
  mode: v.mode ?? 'weight',
  estimateMinDays: v.estimateMinDays ?? null,
  estimateMaxDays: v.estimateMaxDays ?? null,
  sort: v.sort ?? 0,
});

/** A record id from the route: a positive whole number, else null (no such page). */
export function routeId(text: string | undefined): number | null {
  const id = Number(text);
  return text !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /shippingAdd and /shippingEdit/:id: a template's code, names, pricing mode, delivery estimate and
 * sort; when editing, its areas (added, edited and deleted on pages of their own) and the
 * calculator. A new template goes to its edit page once saved, to get its areas.
 */
export function ShippingTemplatePage(): ReactNode {
  const { t } = useTranslation(['shipping', 'common']);
  const params = useParams();
  const id = routeId(params.id);
  const field = schemaFields(shippingTemplateAddBody.shape, t, 'shipping');
  if (params.id !== undefined && id === null) return <NotFoundPage />;

  return (
    <>
      <FormPage<typeof shippingTemplateApi, TemplateValues>
        key={id ?? 'new'}
        screen={shippingTemplateScreen}
        id={id}
        backTo={shippingPaths.list}
        savedTo={(saved) => (id === null ? shippingPaths.edit(saved.id) : shippingPaths.list)}
        title={{ add: t('shipping:add'), edit: t('shipping:edit') }}
        initial={{ code: '', mode: 'weight', estimateMinDays: null, estimateMaxDays: null, sort: 0, enabled: true }}
        toValues={(m) => ({
          code: m.code,
          name: m.name,
          mode: m.mode,
          estimateMinDays: m.estimateMinDays,
          estimateMaxDays: m.estimateMaxDays,
          sort: m.sort,
        })}
        toAdd={(v) => ({ ...bodyOf(v), enabled: v.enabled ?? true })}
        toEdit={(v, m) => ({ ...bodyOf(v), id: m.id, version: m.version })}
        onError={(error, form) => showFieldErrors(form, error, t)}
      >
        {({ form, record, editing }) => {
          // The whole body through the shared schema: rules across fields (a name in some language, the estimate).
          const body = () => bodyOf(form.getFieldsValue(true) as Partial<TemplateValues>);
          const rule = (...path: (string | number)[]) => bodyRule(shippingTemplateAddBody, body, path, t);
          const modeLocked = editing && (record?.areaCount ?? 0) > 0;
          return (
            <>
              <div className="shipping-form-grid">
                <Form.Item {...field('code')} required extra={t('shipping:code_hint')}>
                  <Input maxLength={32} data-testid="shipping-code-input" />
                </Form.Item>
                <Form.Item {...field('sort', { emptyAsUndefined: true })} extra={t('shipping:sort_hint')}>
                  <WholeNumberInput max={9999} style={{ width: '100%' }} data-testid="shipping-sort-input" />
                </Form.Item>
              </div>
              <fieldset className="shipping-names">
                <legend>{t('shipping:field.name')}</legend>
                <p className="form-hint">{t('shipping:name_hint')}</p>
                <div className="shipping-form-grid">
                  {LANGUAGES.map((lang) => (
                    <Form.Item
                      key={lang}
                      name={['name', lang]}
                      label={LANGUAGE_NAMES[lang]}
                      dependencies={LANGUAGES.filter((l) => l !== lang).map((l) => ['name', l])}
                      rules={[rule('name', lang)]}
                    >
                      <Input maxLength={64} data-testid={`shipping-name-${lang}`} />
                    </Form.Item>
                  ))}
                </div>
              </fieldset>
              <Form.Item
                {...field('mode')}
                required
                extra={modeLocked ? t('shipping:mode_locked') : t('shipping:mode_hint')}
              >
                <Radio.Group
                  disabled={modeLocked}
                  optionType="button"
                  options={SHIPPING_MODES.map((mode) => ({ value: mode, label: t(`shipping:mode.${mode}`) }))}
                  data-testid="shipping-mode-input"
                />
              </Form.Item>
              <div className="shipping-form-grid">
                <Form.Item
                  name="estimateMinDays"
                  label={t('shipping:field.estimateMinDays')}
                  dependencies={['estimateMaxDays']}
                  rules={[rule('estimateMinDays')]}
                >
                  <InputNumber<number>
                    min={0}
                    max={SHIPPING_ESTIMATE_MAX_DAYS}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid="shipping-estimate-min"
                  />
                </Form.Item>
                <Form.Item
                  name="estimateMaxDays"
                  label={t('shipping:field.estimateMaxDays')}
                  dependencies={['estimateMinDays']}
                  rules={[rule('estimateMaxDays')]}
                  extra={t('shipping:estimate_hint')}
                >
                  <InputNumber<number>
                    min={0}
                    max={SHIPPING_ESTIMATE_MAX_DAYS}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid="shipping-estimate-max"
                  />
                </Form.Item>
              </div>
              {!editing ? (
                <>
                  <Form.Item name="enabled" label={t('shipping:field.enabled')} valuePropName="checked">
                    <Switch
                      checkedChildren={t('common:status.enabled')}
                      unCheckedChildren={t('common:status.disabled')}
                    />
                  </Form.Item>
                  <Alert type="info" showIcon title={t('shipping:first_save_hint')} style={{ marginBottom: 16 }} />
                </>
              ) : record && record.orderCount > 0 ? (
                <p className="form-hint" data-testid="shipping-usage">
                  {t('shipping:used_orders', { count: record.orderCount })}
                </p>
              ) : null}
            </>
          );
        }}
      </FormPage>
      {id !== null ? (
        <>
          <AreasCard templateId={id} />
          <CalculatorCard templateId={id} />
        </>
      ) : null}
    </>
  );
}
