import { Alert, Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DECLARATION_LIMITS, type shipmentApi } from '@shop/shared/api/supply-logistics';
import { FormPage } from '../../../components/crud/form-page.tsx';
import { fieldErrorText, fieldPath } from '../../../components/form-rules.ts';
import { useAuth } from '../../../lib/auth-store.ts';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { logisticsPaths, ruleText, shipmentScreen } from './api.ts';
import { newShipment, toBody, toValues, type ShipmentValues } from './form-values.ts';
import { crossesBorder, ItemCard, useShipProducts } from './item-fields.tsx';
import { useLogisticsOptions } from './parts.tsx';
import './logistics.css';

/** A record id from the route: a positive whole number, else null (no such page). */
function routeId(text: string | undefined): number | null {
  const id = Number(text);
  return text !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /supplier/logisticsAdd and /supplier/logisticsEdit/:id: a draft shipment, its warehouse, route,
 * provider, waybill and shipping date, and its items with their customs declarations (filled from
 * the product's template, checked as they are typed by the same rules the server applies). Staff
 * choose the supplier it is for. A saved shipment opens on its own page.
 */
export function ShipmentFormPage(): ReactNode {
  const { t, i18n } = useTranslation(['shipment', 'common']);
  const params = useParams();
  const id = routeId(params.id);
  const staff = useAuth().user?.supplier_id == null;
  if (params.id !== undefined && id === null) return <NotFoundPage />;

  /** Server field errors on their fields: the rule texts in the console's language. */
  const onError = (error: unknown, form: FormInstance<ShipmentValues>) => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
    form.setFields(
      error.fieldErrors.map((e) => ({
        name: fieldPath(e.field) as never,
        errors: [ruleText(e.key, e.params, i18n.language) ?? fieldErrorText(t, e.key, e.params)],
      })),
    );
    notify.error(error.message, 5);
    return true;
  };

  return (
    <FormPage<typeof shipmentApi, ShipmentValues>
      key={id ?? 'new'}
      screen={shipmentScreen}
      id={id}
      backTo={logisticsPaths.list}
      savedTo={(saved) => logisticsPaths.info(saved.id)}
      title={{ add: t('shipment:add'), edit: t('shipment:edit') }}
      initial={newShipment()}
      toValues={toValues}
      toAdd={(v) => ({ ...toBody(v), ...(staff ? { supplierId: v.supplierId ?? null } : {}) })}
      toEdit={(v, r) => ({ id: r.id, version: r.version, ...toBody(v) })}
      onError={onError}
    >
      {({ form, editing }) => <ShipmentFields form={form} editing={editing} staff={staff} />}
    </FormPage>
  );
}

interface FieldsProps {
  form: FormInstance<ShipmentValues>;
  editing: boolean;
  staff: boolean;
}

function ShipmentFields({ form, editing, staff }: FieldsProps): ReactNode {
  const { t, i18n } = useTranslation(['shipment', 'common']);
  const options = useLogisticsOptions().data;
  const supplierId = Form.useWatch('supplierId', form);
  const providerId = Form.useWatch('providerId', form);
  Form.useWatch('fromCountry', form);
  Form.useWatch('warehouseId', form);
  const items = Form.useWatch('items', form);
  const products = useShipProducts(supplierId, staff).data?.list ?? [];
  const cross = crossesBorder(form, options);
  const provider = options?.providers.find((p) => p.id === providerId);
  // the provider's own flag (settings /logistics), as the server checks it
  const battery = (items ?? []).some((i) => i?.declaration?.battery) && provider && !provider.battery;

  return (
    <>
      <Alert type="info" showIcon className="shipment-rule" message={t('shipment:rule')} />
      <Row gutter={12}>
        {staff ? (
          <Col xs={24} md={8}>
            <Form.Item name="supplierId" label={t('shipment:field.supplierId')} rules={[{ required: true }]}>
              <Select
                showSearch
                disabled={editing}
                optionFilterProp="label"
                data-testid="shipment-supplier"
                options={options?.suppliers.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={8}>
          <Form.Item name="warehouseId" label={t('shipment:field.warehouseId')} rules={[{ required: true }]}>
            <Select
              data-testid="shipment-warehouse"
              options={options?.warehouses.map((w) => ({ value: w.id, label: `${w.name} (${w.country})` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="fromCountry" label={t('shipment:field.fromCountry')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              data-testid="shipment-from"
              options={options?.countries.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="providerId"
            label={t('shipment:field.providerId')}
            rules={[{ required: true }]}
            validateStatus={battery ? 'warning' : undefined}
            help={battery ? ruleText('rule.battery_provider', {}, i18n.language) : undefined}
          >
            <Select
              data-testid="shipment-provider"
              options={options?.providers.map((p) => ({
                value: p.id,
                label: p.battery ? `${p.name} (${t('shipment:battery_tag')})` : p.name,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="waybill"
            label={t('shipment:field.waybill')}
            rules={[{ required: true, whitespace: true }, { pattern: /^[A-Za-z0-9][A-Za-z0-9-]*$/ }]}
          >
            <Input maxLength={DECLARATION_LIMITS.waybillMax} data-testid="shipment-waybill" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="shipDate" label={t('shipment:field.shipDate')} rules={[{ required: true }]}>
            <Input type="date" data-testid="shipment-date" />
          </Form.Item>
        </Col>
      </Row>
      <Alert
        type={cross ? 'warning' : 'success'}
        className="shipment-rule"
        message={t(cross ? 'shipment:route_hint_cross' : 'shipment:route_hint_domestic')}
        data-testid="shipment-route-hint"
      />
      {staff && !supplierId ? <Alert type="info" message={t('shipment:pick_supplier_first')} /> : null}
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <div className="shipment-items">
            {fields.map((f) => (
              <ItemCard
                key={f.key}
                form={form}
                index={f.name}
                products={products}
                options={options}
                onRemove={() => remove(f.name)}
              />
            ))}
            {fields.length < DECLARATION_LIMITS.itemsMax ? (
              <Button
                onClick={() => add({ quantity: 1, lot: '', declaration: { battery: false }, saveTemplate: false })}
                data-testid="shipment-add-item"
              >
                {t('shipment:add_item')}
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
      <Form.Item name="note" label={t('shipment:field.note')}>
        <Input.TextArea rows={2} maxLength={DECLARATION_LIMITS.noteMax} />
      </Form.Item>
    </>
  );
}
