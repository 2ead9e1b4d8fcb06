import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, InputNumber, Modal, Skeleton, Table } from 'antd';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEMAND_LIMITS, demandApi, type DemandResponseRow } from '@shop/shared/api/supply-demand';
import { MoneyInput } from '../../../components/money-input.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { demands, DEMAND_PATH, TENDER_PATH } from './api.ts';
import { StateTag, useMoney, when } from './parts.tsx';

interface Answer {
  price: number;
  quantity: number;
  leadDays: number;
  note: string;
}

/**
 * /supplier/bidsupplydemand?id=: a post with its answers (staff: all of them; a supplier: its
 * own, which it gives, changes or withdraws while the post is open).
 */
export function DemandInfoPage(): ReactNode {
  const { t, i18n } = useTranslation(['tender', 'common']);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const can = useCan();
  const supplier = can('supply_products_respond');
  const staff = can('supply_products_manage');
  const money = useMoney();
  const navigate = useNavigate();
  const [form] = Form.useForm<Answer>();
  const info = useQuery({
    queryKey: [...demands.keys.info(id), 'full'],
    queryFn: () => callApi(demandApi.info, { id }),
    enabled: id > 0,
  });
  const respond = demands.useChange('respond', { refresh: { success: [demands.keys.all] } });
  const withdraw = demands.useChange('withdraw');
  if (!id) return <Empty description={t('not_found')} />;
  if (info.isPending) return <Skeleton active />;
  const d = info.data;
  if (!d) return <Empty description={t('not_found')} />;
  const mine = d.responseList.find((r) => r.status === 'active');
  const open = d.status === 'open';
  const submit = (v: Answer) =>
    Modal.confirm({
      title: t('respond.confirm'),
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => respond.mutateAsync({ demandId: id, ...v, note: v.note ?? '' }),
    });
  return (
    <div data-testid="demand-info">
      <Card
        title={d.title}
        extra={
          <>
            <StateTag state={d.status} />
            <Button size="small" onClick={() => navigate(DEMAND_PATH)}>
              {t('back')}
            </Button>
          </>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('field.product')}>
            {d.productName ? d.productName[i18n.language as 'en'] || d.productName.en : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('field.spec')}>{d.spec || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.quantity')}>{d.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('field.target_price')}>{money(d.targetPrice)}</Descriptions.Item>
          <Descriptions.Item label={t('field.deadline')}>{when(d.deadline)}</Descriptions.Item>
          <Descriptions.Item label={t('field.warehouse')}>{d.warehouseName}</Descriptions.Item>
        </Descriptions>
        {staff && open && (
          <Button type="primary" onClick={() => navigate(`${TENDER_PATH}?action=add&demandId=${d.id}`)}>
            {t('demand.to_tender')}
          </Button>
        )}
      </Card>
      {supplier && open && (
        <Card title={mine ? t('respond.change') : t('respond.title')} style={{ marginTop: 16 }}>
          <Form
            form={form}
            layout="inline"
            onFinish={submit}
            initialValues={mine ?? { quantity: d.quantity, leadDays: 7, note: '' }}
            data-testid="respond-form"
          >
            <Form.Item name="price" label={t('field.price')} rules={[{ required: true }]}>
              <MoneyInput currency={defaultCurrency()} style={{ width: 140 }} data-testid="respond-price" />
            </Form.Item>
            <Form.Item name="quantity" label={t('field.quantity')} rules={[{ required: true }]}>
              <InputNumber min={1} max={DEMAND_LIMITS.quantityMax} precision={0} />
            </Form.Item>
            <Form.Item name="leadDays" label={t('field.lead_days')} rules={[{ required: true }]}>
              <InputNumber min={0} max={DEMAND_LIMITS.leadDaysMax} precision={0} />
            </Form.Item>
            <Form.Item name="note" label={t('field.note')} rules={[{ max: DEMAND_LIMITS.noteMax }]}>
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={respond.isPending} data-testid="respond-submit">
              {t('respond.submit')}
            </Button>
          </Form>
        </Card>
      )}
      <Card title={supplier ? t('respond.mine') : t('respond.all')} style={{ marginTop: 16 }}>
        {!open && supplier && <Alert type="info" showIcon message={t('respond.closed')} style={{ marginBottom: 8 }} />}
        <Table<DemandResponseRow>
          rowKey="id"
          size="small"
          dataSource={d.responseList}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('respond.empty') }}
          data-testid="response-list"
          columns={[
            { title: t('field.supplier'), dataIndex: 'supplierName' },
            { title: t('field.price'), render: (_, r) => money(r.price) },
            { title: t('field.quantity'), dataIndex: 'quantity' },
            { title: t('field.lead_days'), dataIndex: 'leadDays' },
            { title: t('field.note'), dataIndex: 'note' },
            {
              title: t('field.status'),
              render: (_, r) => <StateTag state={r.status === 'active' ? 'open' : r.status} />,
            },
            { title: t('field.updated'), render: (_, r) => when(r.updatedAt) },
            ...(supplier && open
              ? [
                  {
                    title: '',
                    render: (_: unknown, r: DemandResponseRow) =>
                      r.status === 'active' && (
                        <Button
                          size="small"
                          danger
                          onClick={() =>
                            Modal.confirm({
                              title: t('respond.withdraw_confirm'),
                              okButtonProps: { danger: true },
                              onOk: () => withdraw.mutateAsync({ id: r.id }),
                            })
                          }
                        >
                          {t('respond.withdraw')}
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </div>
  );
}
