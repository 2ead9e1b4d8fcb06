import { SendOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Table,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { orderShipBody, type OrderInfo } from '@shop/shared/api/order';
import { fieldErrorText, zodRule } from '../../components/form-rules.ts';
import { pickLocalized } from '../../components/localized.ts';
import { ApiError } from '../../lib/request.ts';
import { fetchChoices, fetchOrder, orderKeys, shipOrder } from './api.ts';
import { OrderMissing } from './detail-page.tsx';
import { LinkButton } from './link-button.tsx';
import { idParamOf, infoPath } from './paths.ts';
import { initialQuantities, latestShipDay, remainingOf, shipmentItems } from './ship-model.ts';
import { OrderTags } from './status-tags.tsx';
import { useOrderChange } from './use-order-action.ts';
import './order.css';

type Line = OrderInfo['lines'][number];
interface Values {
  providerId?: number;
  waybill: string;
  shippedOn: Dayjs | null;
  expectedBy: Dayjs | null;
  note: string;
  quantities: Record<number, number | null>;
}

function ShipForm({ order, lineId }: { order: OrderInfo; lineId: number }): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const [noLines, setNoLines] = useState(false);
  const choices = useQuery({ queryKey: orderKeys.choices, queryFn: fetchChoices, staleTime: 5 * 60_000 });
  const latest = latestShipDay();
  const start = useMemo(() => initialQuantities(order.lines, lineId), [order.lines, lineId]);
  const shippedOn = Form.useWatch('shippedOn', form);

  const ship = useOrderChange(shipOrder, {
    onSuccess: (saved) => {
      void message.success(t('order:ship.done', { number: saved.number }));
      void navigate(infoPath(saved.id));
    },
    onError: (error) => {
      setFailure(error.message);
      if (!(error instanceof ApiError)) return;
      const fields = error.fieldErrors.flatMap((e) => {
        const m = /^lines\.(\d+)\.quantity$/.exec(e.field);
        if (m) {
          const item = shipmentItems(order.lines, form.getFieldValue('quantities') ?? {})[Number(m[1])];
          return item
            ? [
                {
                  name: ['quantities', item.lineId] as never,
                  errors: [fieldErrorText(t, e.key, { max: e.params?.remaining, ...e.params })],
                },
              ]
            : [];
        }
        return ['providerId', 'waybill', 'shippedOn', 'expectedBy', 'note'].includes(e.field)
          ? [{ name: e.field as never, errors: [fieldErrorText(t, e.key, e.params)] }]
          : [];
      });
      form.setFields(fields);
    },
    // The order changed meanwhile: show it as it is now.
    failure: (error) => (error instanceof ApiError && error.status === 409 ? [orderKeys.info(order.id)] : []),
  });

  const submit = (v: Values) => {
    if (ship.isPending) return;
    const lines = shipmentItems(order.lines, v.quantities ?? {});
    setNoLines(lines.length === 0);
    if (!lines.length) return;
    const body = {
      orderId: order.id,
      providerId: v.providerId!,
      waybill: v.waybill.trim(),
      shippedOn: v.shippedOn!.format('YYYY-MM-DD'),
      ...(v.expectedBy ? { expectedBy: v.expectedBy.format('YYYY-MM-DD') } : {}),
      note: (v.note ?? '').trim(),
      lines,
    };
    const checked = orderShipBody.safeParse(body);
    if (!checked.success) return;
    setFailure(null);
    ship.mutate(checked.data);
  };

  const columns: TableColumnsType<Line> = [
    {
      title: t('order:field.product'),
      key: 'product',
      width: 240,
      render: (_: unknown, l) => (
        <div className="order-wrap">
          <div>{pickLocalized(l.name, i18n.language) || l.sku}</div>
          <div className="order-sub">{l.sku}</div>
        </div>
      ),
    },
    { title: t('order:field.quantity'), dataIndex: 'quantity', width: 90, align: 'right' },
    { title: t('order:field.shipped'), dataIndex: 'shippedQuantity', width: 90, align: 'right' },
    {
      title: t('order:ship.remaining'),
      key: 'remaining',
      width: 90,
      align: 'right',
      render: (_: unknown, l) => remainingOf(l),
    },
    {
      title: t('order:ship.this_package'),
      key: 'qty',
      width: 140,
      render: (_: unknown, l) => (
        <Form.Item
          name={['quantities', l.id]}
          className="order-line-quantity"
          rules={[
            {
              type: 'integer',
              min: 0,
              max: remainingOf(l),
              message: t('order:ship.qty_range', { max: remainingOf(l) }),
            },
          ]}
        >
          <InputNumber
            min={0}
            max={remainingOf(l)}
            precision={0}
            disabled={remainingOf(l) === 0}
            style={{ width: 110 }}
            aria-label={t('order:ship.qty_of', { sku: l.sku })}
            data-testid={`order-ship-qty-${l.id}`}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        waybill: '',
        note: '',
        shippedOn: dayjs(latest),
        expectedBy: null,
        quantities: start.quantities,
      }}
      onFinish={submit}
      onFinishFailed={({ values }) => setNoLines(shipmentItems(order.lines, values.quantities ?? {}).length === 0)}
      onValuesChange={(changed: Partial<Values>, all: Values) => {
        if (noLines && changed.quantities) setNoLines(shipmentItems(order.lines, all.quantities ?? {}).length === 0);
      }}
      className="order-ship-form"
      data-testid="order-ship-form"
    >
      <div className="order-form-grid">
        <Form.Item
          name="providerId"
          label={t('order:field.provider')}
          rules={[{ required: true, message: t('common:field_error.required') }]}
        >
          <Select
            loading={choices.isLoading}
            options={(choices.data?.providers ?? []).map((p) => ({ value: p.id, label: p.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('order:ship.choose_provider')}
            data-testid="order-ship-provider"
          />
        </Form.Item>
        <Form.Item
          name="waybill"
          label={t('order:field.waybill')}
          rules={[zodRule(orderShipBody.shape.waybill, t)]}
          required
          extra={t('order:ship.waybill_hint')}
        >
          <Input maxLength={60} autoComplete="off" data-testid="order-ship-waybill" />
        </Form.Item>
        <Form.Item
          name="shippedOn"
          label={t('order:field.shipped_on')}
          rules={[{ required: true, message: t('common:field_error.required') }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            allowClear={false}
            disabledDate={(d) => d.format('YYYY-MM-DD') > latest}
            data-testid="order-ship-date"
          />
        </Form.Item>
        <Form.Item name="expectedBy" label={t('order:field.expected_by')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => !!shippedOn && d.isBefore(shippedOn, 'day')} />
        </Form.Item>
      </div>
      <h3 className="order-section-heading">{t('order:ship.lines')}</h3>
      {lineId > 0 && !start.preselected ? (
        <Alert type="info" showIcon title={t('order:ship.line_not_open')} className="order-refusal" />
      ) : null}
      <Table<Line>
        rowKey="id"
        columns={columns}
        dataSource={order.lines}
        pagination={false}
        size="small"
        scroll={{ x: 660 }}
        data-testid="order-ship-lines"
      />
      {noLines ? (
        <div className="order-error" role="alert" data-testid="order-ship-no-lines">
          {t('order:ship.no_lines')}
        </div>
      ) : null}
      <Form.Item name="note" label={t('order:field.note')} style={{ marginTop: 16 }}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      {failure ? (
        <Alert
          type="error"
          showIcon
          className="order-refusal"
          title={t('order:ship.error_title')}
          description={failure}
          data-testid="order-ship-error"
        />
      ) : null}
      <div className="order-form-actions">
        <LinkButton to={infoPath(order.id)}>{t('common:action.cancel')}</LinkButton>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined />}
          loading={ship.isPending}
          data-testid="order-ship-submit"
        >
          {t('order:ship.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** /order/ship/:oid/:pid: one package of an order (:pid a line to ship alone, 0 for all lines). */
export function OrderShipPage(): ReactNode {
  const { t } = useTranslation(['order']);
  const params = useParams();
  const id = idParamOf(params.oid);
  const lineId = params.pid === '0' ? 0 : idParamOf(params.pid);
  const info = useQuery({
    queryKey: orderKeys.info(id ?? 0),
    queryFn: () => fetchOrder(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
  if (id === null || lineId === null) return <OrderMissing error={null} />;
  if (info.error && !info.data) return <OrderMissing error={info.error} onRetry={() => void info.refetch()} />;
  const order = info.data;
  if (!order)
    return (
      <section className="page-card" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  return (
    <section className="page-card" data-testid="order-ship-page">
      <div className="page-title-row">
        <h2 className="order-title">
          <span data-testid="order-number">{t('order:ship.title', { number: order.number })}</span>
          <OrderTags state={order.state} payStatus={order.payStatus} shipStatus={order.shipStatus} />
        </h2>
        <LinkButton to={infoPath(order.id)}>{t('order:back_to_order')}</LinkButton>
      </div>
      {order.actions.includes('ship') ? (
        <ShipForm key={`${order.id}:${order.version}`} order={order} lineId={lineId} />
      ) : (
        <Alert
          type="warning"
          showIcon
          title={t('order:ship.error_title')}
          description={t(order.payStatus === 'unpaid' ? 'order:ship.not_paid' : 'order:ship.closed')}
          data-testid="order-ship-closed"
        />
      )}
    </section>
  );
}
