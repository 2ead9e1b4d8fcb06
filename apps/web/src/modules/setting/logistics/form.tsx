import { Form, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isTrackingUrlTemplate,
  logisticsProviderAddBody,
  trackingLink,
  type logisticsProviderApi,
} from '@shop/shared/api/logistics-provider';
import { schemaFields, WholeNumberInput } from '../../../components/crud/form-fields.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { logisticsProviderScreen } from './api.ts';

interface ProviderFormValues {
  name: string;
  code: string;
  trackingUrl: string;
  sort: number | null;
  carriesBatteries: boolean;
  enabled: boolean;
}

const EXAMPLE_WAYBILL = 'SF1234567890';

const bodyOf = (v: ProviderFormValues) => ({
  name: v.name ?? '',
  code: v.code ?? '',
  trackingUrl: v.trackingUrl ?? '',
  sort: v.sort ?? 0,
  carriesBatteries: v.carriesBatteries ?? false,
});

/** The link a shipment with an example waybill would get, under the template while it is typed. */
function TrackingPreview(): ReactNode {
  const { t } = useTranslation('logistics-provider');
  const template = (Form.useWatch('trackingUrl') as string | undefined)?.trim() ?? '';
  if (!template || !isTrackingUrlTemplate(template)) return null;
  return (
    <p className="provider-preview" data-testid="provider-tracking-preview">
      {t('logistics-provider:preview', { waybill: EXAMPLE_WAYBILL })} {trackingLink(template, EXAMPLE_WAYBILL)}
    </p>
  );
}

/**
 * Add or edit a logistics provider: name, code, tracking URL template, order, whether it carries
 * batteries; enabled when adding.
 */
export function LogisticsProviderFormModal(): ReactNode {
  const { t } = useTranslation(['logistics-provider', 'common']);
  const field = schemaFields(logisticsProviderAddBody.shape, t, 'logistics-provider');
  const urlInvalid = t('logistics-provider:tracking_url_invalid');
  return (
    <FormModal<typeof logisticsProviderApi, ProviderFormValues>
      screen={logisticsProviderScreen}
      width={560}
      initial={{ name: '', code: '', trackingUrl: '', sort: 0, carriesBatteries: false, enabled: true }}
      toValues={(p) => ({
        name: p.name,
        code: p.code,
        trackingUrl: p.trackingUrl,
        sort: p.sort,
        carriesBatteries: p.carriesBatteries,
      })}
      toAdd={(v) => ({ ...bodyOf(v), enabled: v.enabled ?? true })}
      toEdit={(v, p) => ({ ...bodyOf(v), id: p.id, version: p.version })}
      fieldTexts={{
        code: { duplicate: t('logistics-provider:code_exists') },
        trackingUrl: { invalid: urlInvalid },
      }}
    >
      {({ editing, record }) => (
        <>
          <Form.Item {...field('name')} required>
            <Input maxLength={64} data-testid="provider-name-input" />
          </Form.Item>
          <Form.Item {...field('code')} required extra={t('logistics-provider:code_hint')}>
            <Input maxLength={32} data-testid="provider-code-input" />
          </Form.Item>
          <Form.Item
            {...field('trackingUrl', { texts: { invalid: urlInvalid } })}
            extra={t('logistics-provider:tracking_url_hint')}
          >
            <Input
              maxLength={500}
              placeholder="https://www.example.com/track?no={waybill}"
              data-testid="provider-tracking-input"
            />
          </Form.Item>
          <TrackingPreview />
          <Form.Item {...field('sort', { emptyAsUndefined: true })} extra={t('logistics-provider:sort_hint')}>
            <WholeNumberInput max={9999} style={{ width: 160 }} data-testid="provider-sort-input" />
          </Form.Item>
          <Form.Item
            {...field('carriesBatteries')}
            valuePropName="checked"
            extra={t('logistics-provider:batteries_hint')}
          >
            <Switch
              checkedChildren={t('logistics-provider:batteries_yes')}
              unCheckedChildren={t('logistics-provider:batteries_no')}
              data-testid="provider-batteries-input"
            />
          </Form.Item>
          {editing ? (
            <p className="form-hint" data-testid="provider-usage">
              {t('logistics-provider:usage', { count: record?.shipmentCount ?? 0 })}
            </p>
          ) : (
            <Form.Item name="enabled" label={t('logistics-provider:field.enabled')} valuePropName="checked">
              <Switch
                checkedChildren={t('common:status.enabled')}
                unCheckedChildren={t('common:status.disabled')}
                data-testid="provider-enabled-input"
              />
            </Form.Item>
          )}
        </>
      )}
    </FormModal>
  );
}
