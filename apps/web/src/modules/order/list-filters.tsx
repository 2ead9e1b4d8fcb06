import { FilterOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Segmented, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_ORIGINS, ORDER_STATES, ORDER_VIEWS, PAY_STATUSES, SHIP_STATUSES } from '@shop/shared/api/order';
import { dayRange, rangeParams, textParams, type DayRange } from '../../components/filter-params.ts';
import { useUi } from '../../lib/ui-store.ts';
import type { OrderChoices } from './api.ts';
import { MoneyInput } from '../../components/money-input.tsx';

export const FILTER_KEYS = [
  'view',
  'keyword',
  'payStatus',
  'shipStatus',
  'state',
  'supplierId',
  'currency',
  'dateFrom',
  'dateTo',
  'amountMin',
  'amountMax',
  'origin',
] as const;
const ALL = 'all';

type Values = Record<string, unknown> & { range?: DayRange };

/** URL -> filter form (amounts stay minor units of the base currency; the money inputs show them). */
export function toForm(filters: Record<string, string>): Values {
  const { dateFrom, dateTo, supplierId, amountMin, amountMax, view, ...rest } = filters;
  const number = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined);
  return {
    ...rest,
    view: view ?? ALL,
    supplierId: number(supplierId),
    amountMin: number(amountMin),
    amountMax: number(amountMax),
    range: dayRange(dateFrom, dateTo),
  };
}

/** Filter form -> URL. */
export function fromForm(values: Values): Record<string, string> {
  const out = textParams(values, [
    'keyword',
    'payStatus',
    'shipStatus',
    'state',
    'currency',
    'supplierId',
    'amountMin',
    'amountMax',
    'origin',
  ]);
  if (typeof values.view === 'string' && values.view !== ALL) out.view = values.view;
  return { ...out, ...rangeParams(values.range) };
}

/** The saved views (All / Awaiting payment / Awaiting delivery): choosing one applies the filters at once. */
function ViewSwitch(): ReactNode {
  const { t } = useTranslation('order');
  const form = Form.useFormInstance();
  return (
    <Form.Item name="view" className="order-views">
      <Segmented
        aria-label={t('order:view.label')}
        data-testid="order-views"
        onChange={() => form.submit()}
        options={[
          { value: ALL, label: t('order:view.all') },
          ...ORDER_VIEWS.map((v) => ({ value: v, label: t(`order:view.${v}`) })),
        ]}
      />
    </Form.Item>
  );
}

interface Props {
  choices: OrderChoices | undefined;
  /** staff who may see suppliers: the supplier filter's names */
  suppliers: { id: number; name: string }[] | null;
  baseCurrency: string;
}

const EXTRA = [
  'payStatus',
  'shipStatus',
  'state',
  'supplierId',
  'currency',
  'range',
  'amountMin',
  'amountMax',
  'origin',
] as const;

export function OrderFilters({ choices, suppliers, baseCurrency }: Props): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const form = Form.useFormInstance();
  // On phones the filters beyond the search fold away behind one button (they stay in the form).
  const small = useUi().stage === 'small';
  const [open, setOpen] = useState(false);
  const values = Form.useWatch((v: Values) => v, form) ?? {};
  const used = EXTRA.filter((k) => {
    const v = values[k];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.some(Boolean));
  }).length;
  const hidden = small && !open;
  return (
    <>
      <ViewSwitch />
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('order:filter.keyword')}
          aria-label={t('order:filter.keyword')}
          style={{ width: 250 }}
          data-testid="order-filter-keyword"
        />
      </Form.Item>
      {small ? (
        <Form.Item>
          <Button
            icon={<FilterOutlined />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            data-testid="order-filter-more"
          >
            {open
              ? t('order:filter.fewer')
              : used
                ? t('order:filter.more_used', { count: used })
                : t('order:filter.more')}
          </Button>
        </Form.Item>
      ) : null}
      <Form.Item name="payStatus" hidden={hidden}>
        <Select
          allowClear
          placeholder={t('order:field.pay_status')}
          aria-label={t('order:field.pay_status')}
          style={{ width: 150 }}
          data-testid="order-filter-pay"
          options={PAY_STATUSES.map((s) => ({ value: s, label: t(`order:pay_status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="shipStatus" hidden={hidden}>
        <Select
          allowClear
          placeholder={t('order:field.ship_status')}
          aria-label={t('order:field.ship_status')}
          style={{ width: 160 }}
          options={SHIP_STATUSES.map((s) => ({ value: s, label: t(`order:ship_status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="state" hidden={hidden}>
        <Select
          allowClear
          placeholder={t('order:field.state')}
          aria-label={t('order:field.state')}
          style={{ width: 145 }}
          options={ORDER_STATES.map((s) => ({ value: s, label: t(`order:state.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="origin" hidden={hidden}>
        <Select
          allowClear
          placeholder={t('order:origin.label')}
          aria-label={t('order:origin.label')}
          style={{ width: 150 }}
          data-testid="order-filter-origin"
          options={ORDER_ORIGINS.map((o) => ({ value: o, label: t(`order:origin.${o}`) }))}
        />
      </Form.Item>
      {suppliers ? (
        <Form.Item name="supplierId" hidden={hidden}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('order:field.supplier')}
            aria-label={t('order:field.supplier')}
            style={{ width: 170 }}
            popupMatchSelectWidth={false}
            options={[
              { value: 0, label: t('order:platform_or_mixed') },
              ...suppliers.map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="currency" hidden={hidden}>
        <Select
          allowClear
          placeholder={t('order:filter.currency')}
          aria-label={t('order:field.currency')}
          style={{ width: 120 }}
          options={(choices?.currencies ?? []).map((c) => ({ value: c.code, label: c.code }))}
        />
      </Form.Item>
      <Form.Item name="range" hidden={hidden}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          aria-label={t('order:filter.created')}
          placeholder={[t('order:filter.date_from'), t('order:filter.date_to')]}
          style={{ width: 250 }}
        />
      </Form.Item>
      <Form.Item name="amountMin" hidden={hidden}>
        <MoneyInput
          currency={baseCurrency}
          placeholder={t('order:filter.amount_min', { currency: baseCurrency })}
          aria-label={t('order:filter.amount_min', { currency: baseCurrency })}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="amountMax" hidden={hidden}>
        <MoneyInput
          currency={baseCurrency}
          placeholder={t('order:filter.amount_max', { currency: baseCurrency })}
          aria-label={t('order:filter.amount_max', { currency: baseCurrency })}
          style={{ width: 140 }}
        />
      </Form.Item>
    </>
  );
}
