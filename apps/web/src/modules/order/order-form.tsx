import { SaveOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  orderAddBody,
  orderEditBody,
  orderQuoteBody,
  type OrderCustomerChoice,
  type OrderInfo,
} from '@shop/shared/api/order';
import { fieldErrorText, issueKey } from '../../components/form-rules.ts';
import { pickLocalized } from '../../components/localized.ts';
import { ApiError } from '../../lib/request.ts';
import { addOrder, editOrder, orderKeys, quoteOrder, type OrderChoices, type PickMode } from './api.ts';
import { CustomerGroupNote, CustomerPicker } from './customer-picker.tsx';
import { AddressSection } from './address-section.tsx';
import {
  defaultAddress,
  draftBody,
  editBody,
  overStock,
  withQuoteStock,
  type FormLine,
  type OrderFormValues,
} from './form-model.ts';
import { LinesField } from './lines-field.tsx';
import { formatMoney } from '../../lib/money.ts';
import { MoneyInput } from '../../components/money-input.tsx';
import { infoPath, LIST_PATH } from './paths.ts';
import { QuotePanel } from './quote-panel.tsx';
import { useOrderChange } from './use-order-action.ts';
import { useDebounced } from './use-debounced.ts';

interface Props {
  mode: PickMode;
  /** the order being edited */
  order?: OrderInfo;
  initial: OrderFormValues;
  choices: OrderChoices;
  /** read the order again (after a stale-version refusal, when the user asks) */
  onReload?: () => void;
}

/** "lines.0.quantity" -> ['lines', 0, 'quantity'] */
const pathOf = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The add and edit form of an order: customer, address, currency, shipping, lines, adjustments; totals from the server.
 */
export function OrderForm({ mode, order, initial, choices, onReload }: Props): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const [customer, setCustomer] = useState<OrderCustomerChoice | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const watched = Form.useWatch((v: Partial<OrderFormValues>) => v, { form, preserve: true });
  // Before the fields register, the store is still empty: the initial values stand in.
  const values = {
    ...initial,
    ...watched,
    address: { ...initial.address, ...watched?.address },
    lines: watched?.lines ?? initial.lines,
  } as OrderFormValues;
  const currency = (mode === 'edit' ? order?.currency : values.currency) ?? null;
  const base = choices.currencies.find((c) => c.isBase)?.code ?? null;
  const language = i18n.language;

  // Live totals: the server prices the form once it stayed unchanged for a moment.
  const draft = draftBody(values);
  const body =
    mode === 'edit' && order
      ? { ...draft, orderId: order.id, customerId: order.customerId ?? 0, currency: order.currency }
      : draft;
  const settled = useDebounced(body, 400);
  const parsed = orderQuoteBody.safeParse(settled);
  const quote = useQuery({
    queryKey: orderKeys.quote(mode, settled),
    queryFn: () => quoteOrder(mode, parsed.data!),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 10_000,
  });
  const quoteData = parsed.success ? quote.data : undefined;
  const pricing = quote.isFetching || JSON.stringify(body) !== JSON.stringify(settled);

  // Live stock: each line takes the stock figure of the latest quote.
  useEffect(() => {
    if (!quote.data) return;
    const lines = (form.getFieldValue('lines') ?? []) as FormLine[];
    const next = withQuoteStock(lines, quote.data);
    if (next.some((l, i) => l.available !== lines[i]?.available)) {
      form.setFieldValue('lines', next);
      void form.validateFields(next.map((_, i) => ['lines', i, 'quantity'])).catch(() => undefined);
    }
  }, [quote.data, form]);

  const send = (payload: unknown, k: string) =>
    mode === 'edit' ? editOrder(payload as never, k) : addOrder(payload as never, k);
  const save = useOrderChange(send, {
    onSuccess: (saved) => {
      setConflict(null);
      setRefusal(null);
      void message.success(
        mode === 'edit'
          ? t('order:done.edit', { number: saved.number })
          : t('order:done.add', { number: saved.number }),
      );
      void navigate(infoPath(saved.id));
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (mode === 'edit' && error.status === 409 && error.fieldErrors.length === 0) {
        setConflict(error.message);
        return;
      }
      setRefusal(error.message);
      form.setFields(
        error.fieldErrors.map((e) => {
          const name = pathOf(e.field);
          const params = e.params ?? {};
          const text =
            name[0] === 'lines' && name[2] === 'quantity' && typeof params.available === 'number'
              ? t('order:line.over_stock', { count: params.available })
              : fieldErrorText(t, e.key, params);
          return { name: name as never, errors: [text] };
        }),
      );
    },
  });

  const submit = async () => {
    if (save.isPending) return;
    try {
      await form.validateFields();
    } catch {
      void message.warning(t('order:form_invalid'));
      return;
    }
    const v = form.getFieldsValue(true) as OrderFormValues;
    if (v.lines.some(overStock)) {
      void message.warning(t('order:form_invalid'));
      return;
    }
    const checked =
      mode === 'edit' && order ? orderEditBody.safeParse(editBody(v, order)) : orderAddBody.safeParse(draftBody(v));
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => {
          const { key: k, params } = issueKey(issue as unknown as Parameters<typeof issueKey>[0]);
          return { name: issue.path as never, errors: [fieldErrorText(t, k, params)] };
        }),
      );
      void message.warning(t('order:form_invalid'));
      return;
    }
    setRefusal(null);
    await save.mutateAsync(checked.data).catch(() => undefined);
  };

  const reload = () =>
    modal.confirm({
      title: t('order:conflict.reload_confirm'),
      okText: t('order:conflict.reload'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        setConflict(null);
        onReload?.();
      },
    });

  const currencyOptions = choices.currencies.map((c) => ({
    value: c.code,
    label: `${c.code} · ${c.name}${c.isBase ? '' : ` (${t('order:rate_short', { rate: c.rate })})`}`,
  }));
  // The template prices by the address and the goods: the quote shows what it costs.
  const shippingOptions = choices.shippingMethods.map((m) => ({ value: m.id, label: pickLocalized(m.name, language) }));

  return (
    <Form<OrderFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={() => void submit()}
      scrollToFirstError={{ block: 'center' }}
      className="order-form"
      data-testid="order-form"
    >
      <div className="order-form-layout">
        <div className="order-form-main">
          <fieldset className="order-fieldset">
            <legend>{t('order:section.customer')}</legend>
            {mode === 'add' ? (
              <>
                <Form.Item
                  name="customerId"
                  label={t('order:field.customer')}
                  rules={[{ required: true, message: t('common:field_error.required') }]}
                >
                  <CustomerPicker
                    onPick={(c) => {
                      setCustomer(c);
                      const address = c ? defaultAddress(c) : null;
                      if (address) form.setFieldValue('address', address);
                    }}
                  />
                </Form.Item>
                <CustomerGroupNote customer={customer} />
              </>
            ) : (
              <p className="order-fixed" data-testid="order-form-customer">
                <strong>{order?.customerName}</strong> <span className="order-sub">{order?.customerEmail}</span>
              </p>
            )}
          </fieldset>

          <AddressSection mode={mode} order={order} customer={customer} />

          <fieldset className="order-fieldset">
            <legend>{t('order:section.terms')}</legend>
            <div className="order-form-grid">
              {mode === 'add' ? (
                <Form.Item
                  name="currency"
                  label={t('order:field.currency')}
                  rules={[{ required: true, message: t('common:field_error.required') }]}
                >
                  <Select
                    options={currencyOptions}
                    data-testid="order-currency"
                    onChange={() => {
                      const v = form.getFieldsValue(['discount', 'payFee']) as Pick<
                        OrderFormValues,
                        'discount' | 'payFee'
                      >;
                      if (v.discount || v.payFee) void message.info(t('order:currency_changed'));
                      form.setFieldsValue({ discount: 0, payFee: 0 });
                    }}
                  />
                </Form.Item>
              ) : (
                <Form.Item label={t('order:field.currency')}>
                  <span className="order-fixed" data-testid="order-form-currency">
                    {order?.currency}
                  </span>
                </Form.Item>
              )}
              <Form.Item
                name="shippingMethodId"
                label={t('order:field.shipping_method')}
                rules={[{ required: true, message: t('common:field_error.required') }]}
              >
                <Select options={shippingOptions} data-testid="order-shipping-method" />
              </Form.Item>
            </div>
          </fieldset>

          <fieldset className="order-fieldset">
            <legend>{t('order:section.lines')}</legend>
            <LinesField mode={mode} quote={quoteData} />
          </fieldset>

          <fieldset className="order-fieldset">
            <legend>{t('order:section.adjustments')}</legend>
            <div className="order-form-grid">
              <Form.Item
                name="discount"
                label={t('order:field.manual_discount', { currency: currency ?? '' })}
                extra={t('order:hint.discount')}
              >
                <MoneyInput
                  currency={currency ?? 'USD'}
                  style={{ width: '100%' }}
                  disabled={!currency}
                  data-testid="order-discount"
                />
              </Form.Item>
              <Form.Item name="payFee" label={t('order:field.pay_fee', { currency: currency ?? '' })}>
                <MoneyInput
                  currency={currency ?? 'USD'}
                  style={{ width: '100%' }}
                  disabled={!currency}
                  data-testid="order-pay-fee"
                />
              </Form.Item>
              <Form.Item name="remark" label={t('order:field.remark')} className="order-form-wide">
                <Input.TextArea
                  maxLength={1000}
                  showCount
                  autoSize={{ minRows: 2, maxRows: 5 }}
                  data-testid="order-remark"
                />
              </Form.Item>
              {mode === 'edit' ? (
                <Form.Item name="reason" label={t('order:field.reason_optional')} className="order-form-wide">
                  <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
                </Form.Item>
              ) : null}
            </div>
          </fieldset>
        </div>
        <aside className="order-form-side">
          <QuotePanel
            quote={quoteData}
            loading={parsed.success && pricing}
            error={quote.error && parsed.success ? quote.error.message : null}
            incomplete={!orderQuoteBody.safeParse(body).success}
            baseCurrency={base}
          />
        </aside>
      </div>
      {refusal ? (
        <Alert type="error" showIcon title={refusal} className="order-refusal" data-testid="order-save-error" />
      ) : null}
      {conflict ? (
        <Alert
          type="error"
          showIcon
          className="order-refusal"
          data-testid="order-conflict"
          title={t('order:conflict.title')}
          description={
            <>
              <div>{conflict}</div>
              <div>{t('order:conflict.kept')}</div>
            </>
          }
          action={
            <Button size="small" danger onClick={reload} data-testid="order-conflict-reload">
              {t('order:conflict.reload')}
            </Button>
          }
        />
      ) : null}
      <div className="order-form-actions">
        {quoteData ? (
          <span className="order-form-total" aria-live="polite">
            {t('order:total.total')}{' '}
            <strong>{formatMoney(quoteData.totals.total, quoteData.currency, language)}</strong>
          </span>
        ) : null}
        <Button onClick={() => void navigate(order ? infoPath(order.id) : LIST_PATH)}>
          {t('common:action.cancel')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={save.isPending}
          data-testid="order-save"
        >
          {mode === 'edit' ? t('order:save_edit') : t('order:save_add')}
        </Button>
      </div>
    </Form>
  );
}
