import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Tag,
  type FormInstance,
} from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  declarationFieldProblem,
  DECLARATION_LIMITS,
  shipmentApi,
  VALUE_BAND,
  type DeclarationField,
  type LogisticsOptions,
  type LogisticsProductOption,
} from '@shop/shared/api/supply-logistics';
import { MoneyInput } from '../../../components/money-input.tsx';
import { fieldErrorText } from '../../../components/form-rules.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { ruleText, shipments } from './api.ts';
import type { ShipmentValues } from './form-values.ts';

/** The supplier's products to ship (staff: the supplier chosen in the form). */
export function useShipProducts(supplierId: number | undefined, staff: boolean) {
  return useQuery({
    queryKey: [...shipments.keys.all, 'products', supplierId ?? 0],
    queryFn: () => callApi(shipmentApi.products, staff ? { supplierId } : {}),
    enabled: !staff || supplierId !== undefined,
  });
}

/** Whether the form's route crosses a border: where the goods leave from against the warehouse's country. */
export function crossesBorder(form: FormInstance<ShipmentValues>, options: LogisticsOptions | undefined): boolean {
  const from = form.getFieldValue('fromCountry') as string | undefined;
  const wh = options?.warehouses.find((w) => w.id === form.getFieldValue('warehouseId'));
  return Boolean(from && wh?.country && from !== wh.country);
}

/** The shared rule of a declaration field, as an antd rule (the route read when it runs). */
/** The codes of the providers offered that carry batteries (their flag on /logistics). */
const batteryCodes = (options: LogisticsOptions | undefined) =>
  (options?.providers ?? [])
    .filter((p) => p.battery)
    .map((p) => p.code)
    .join(', ') || '—';

function declarationRule(field: DeclarationField, cross: () => boolean, language: string, t: (k: string) => string) {
  return {
    validator: async (_: unknown, value: unknown) => {
      const p = declarationFieldProblem(field, value ?? '', { crossBorder: cross() });
      if (p) throw new Error(ruleText(p.key, p.params, language) ?? fieldErrorText(t as never, p.key, p.params));
    },
  } satisfies Rule;
}

interface ItemProps {
  form: FormInstance<ShipmentValues>;
  index: number;
  products: LogisticsProductOption[];
  options: LogisticsOptions | undefined;
  onRemove: () => void;
}

/** One item of the shipment: product, variant, quantity, lot and its customs declaration. */
export function ItemCard({ form, index, products, options, onRemove }: ItemProps): ReactNode {
  const { t, i18n } = useTranslation(['shipment', 'common']);
  const cross = () => crossesBorder(form, options);
  const path = (name: string) => ['items', index, name];
  const decl = (name: DeclarationField) => ({
    name: [index, 'declaration', name],
    label: t(`shipment:field.${name}`),
    rules: [declarationRule(name, cross, i18n.language, t)],
    dependencies: [['fromCountry'], ['warehouseId']],
  });
  const productId = Form.useWatch(path('productId'), form) as number | undefined;
  const currency = (Form.useWatch(['items', index, 'declaration', 'currency'], form) as string | undefined) ?? 'USD';
  const product = products.find((p) => p.id === productId);

  const fillTemplate = async (id: number, quiet: boolean) => {
    const p = products.find((x) => x.id === id);
    const { template } = await callApi(shipmentApi.template, { productId: id });
    if (template) {
      const { productId: _p, updatedAt: _u, ...declaration } = template;
      form.setFieldValue(['items', index, 'declaration'], declaration);
      notify.success(t('shipment:template_filled'));
    } else {
      if (!quiet) notify.warning(t('shipment:template_none'), 3);
      const current = (form.getFieldValue(['items', index, 'declaration']) ?? {}) as Record<string, unknown>;
      form.setFieldValue(['items', index, 'declaration'], {
        originCountry: form.getFieldValue('fromCountry') as string | undefined,
        battery: false,
        ...current,
        ...(p ? { currency: p.currency, declaredValue: p.purchasePrice } : {}),
      });
    }
  };

  return (
    <Card
      size="small"
      className="shipment-item"
      data-testid={`shipment-item-${index}`}
      title={t('shipment:item_title', { n: index + 1 })}
      extra={
        <Button size="small" danger onClick={onRemove} data-testid={`shipment-item-remove-${index}`}>
          {t('shipment:remove_item')}
        </Button>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item name={[index, 'productId']} label={t('shipment:field.productId')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              data-testid={`shipment-item-product-${index}`}
              onChange={(id: number) => {
                form.setFieldValue(['items', index, 'variantId'], null);
                void fillTemplate(id, true);
              }}
              options={products.map((p) => ({
                value: p.id,
                label: `${p.name} · ${p.sku}${p.hasTemplate ? ` (${t('shipment:has_template')})` : ''}`,
              }))}
            />
          </Form.Item>
        </Col>
        {product && product.variants.length > 0 ? (
          <Col xs={24} md={5}>
            <Form.Item name={[index, 'variantId']} label={t('shipment:field.variantId')} rules={[{ required: true }]}>
              <Select options={product.variants.map((v) => ({ value: v.id, label: v.sku }))} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={12} md={4}>
          <Form.Item name={[index, 'quantity']} label={t('shipment:field.quantity')} rules={[{ required: true }]}>
            <InputNumber min={1} max={DECLARATION_LIMITS.quantityMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name={[index, 'lot']} label={t('shipment:field.lot')}>
            <Input maxLength={DECLARATION_LIMITS.lotMax} />
          </Form.Item>
        </Col>
      </Row>
      <div className="shipment-declaration-head">
        <strong>{t('shipment:declaration')}</strong>
        <Button
          size="small"
          disabled={!productId}
          onClick={() => productId && void fillTemplate(productId, false)}
          data-testid={`shipment-item-template-${index}`}
        >
          {t('shipment:template')}
        </Button>
      </div>
      <Row gutter={12}>
        <Col xs={24} md={6}>
          <Form.Item {...decl('nameZh')} required>
            <Input data-testid={`shipment-item-nameZh-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item {...decl('nameEn')} required>
            <Input data-testid={`shipment-item-nameEn-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item {...decl('material')} required>
            <Input data-testid={`shipment-item-material-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item {...decl('purpose')} required>
            <Input data-testid={`shipment-item-purpose-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item {...decl('hsCode')}>
            <Input data-testid={`shipment-item-hsCode-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item {...decl('originCountry')} required>
            <Select
              showSearch
              optionFilterProp="label"
              options={options?.countries.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item {...decl('currency')} required>
            <Select options={options?.currencies.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            {...decl('declaredValue')}
            required
            extra={
              product && product.purchasePrice > 0 && product.currency === currency
                ? t('shipment:value_hint', {
                    min: formatMoney(
                      Math.ceil((product.purchasePrice * VALUE_BAND.minPct) / 100),
                      currency,
                      i18n.language,
                    ),
                    max: formatMoney(
                      Math.floor((product.purchasePrice * VALUE_BAND.maxPct) / 100),
                      currency,
                      i18n.language,
                    ),
                    price: formatMoney(product.purchasePrice, currency, i18n.language),
                  })
                : null
            }
          >
            <MoneyInput currency={currency} style={{ width: '100%' }} data-testid={`shipment-item-value-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={[index, 'declaration', 'battery']}
            label={t('shipment:field.battery')}
            valuePropName="checked"
            tooltip={t('shipment:battery_hint', { codes: batteryCodes(options) })}
          >
            <Switch data-testid={`shipment-item-battery-${index}`} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={[index, 'saveTemplate']} valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox data-testid={`shipment-item-save-template-${index}`}>{t('shipment:field.saveTemplate')}</Checkbox>
      </Form.Item>
      {product?.hasTemplate ? <Tag>{t('shipment:has_template')}</Tag> : null}
    </Card>
  );
}
