import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Select, Space, Statistic, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { supplierApi } from '@shop/shared/api/admin';
import { amountApi, type BalanceData, type LedgerRow } from '@shop/shared/api/supply-settlement';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { amounts } from './api.ts';
import { DisputeControl } from './dispute-control.tsx';
import { WithdrawalsTab, WithdrawButton } from './withdrawals.tsx';

function Buckets({ b }: { b: BalanceData }): ReactNode {
  const { t, i18n } = useTranslation('settlement');
  const money = (n: number) => formatMoney(n, b.currency, i18n.language);
  const cards: [string, number, string?][] = [
    ['available', b.available, '#3f8600'],
    ['pending', b.pending],
    ['held', b.held, b.held ? '#d48806' : undefined],
    ['negative', b.negative, b.negative ? '#cf1322' : undefined],
    ['requested', b.requested],
  ];
  return (
    <Row gutter={12}>
      {cards.map(([key, value, color]) => (
        <Col key={key} xs={12} md={8} lg={4}>
          <Card size="small" data-testid={`amount-${key}`}>
            <Statistic title={t(`amount.${key}`)} value={money(value)} valueStyle={color ? { color } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function LedgerTab({ supplierId }: { supplierId?: number }): ReactNode {
  const { t, i18n } = useTranslation('settlement');
  const [page, setPage] = useState(1);
  const lines = useQuery({
    queryKey: [...amounts.keys.all, 'ledger', supplierId ?? 0, page],
    queryFn: () => callApi(amountApi.ledger, { supplierId, page, pageSize: 20 }),
  });
  const money = (n: number, r: LedgerRow) => formatMoney(n, r.currency, i18n.language);
  return (
    <Table<LedgerRow>
      size="small"
      rowKey="id"
      loading={lines.isPending}
      locale={{ emptyText: t('amount.empty') }}
      dataSource={lines.data?.list ?? []}
      pagination={{
        current: page,
        pageSize: 20,
        total: lines.data?.total ?? 0,
        onChange: setPage,
        showTotal: (total) => `${total}`,
      }}
      columns={[
        { title: t('field.date'), dataIndex: 'occurredAt', width: 110, render: (v: string) => v.slice(0, 10) },
        { title: t('field.kind'), dataIndex: 'kind', width: 150, render: (k: string) => t(`kind.${k}`) },
        { title: t('field.note'), dataIndex: 'note' },
        { title: t('field.commission'), dataIndex: 'commission', width: 120, align: 'right', render: money },
        { title: t('field.amount'), dataIndex: 'amount', width: 130, align: 'right', render: money },
        {
          title: t('field.status'),
          dataIndex: 'settlementId',
          width: 110,
          render: (id: number | null) => (id ? `#${id}` : '—'),
        },
      ]}
    />
  );
}

/**
 * /supplier/amount: the balance split into available, pending, held (with the reason) and owed;
 * the ledger lines, paged; withdrawals (supplier users request them, staff audit them).
 */
export function AmountPage(): ReactNode {
  const { t } = useTranslation(['settlement', 'perm']);
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const staffPicks = can(supplierApi.options.permission);
  const supplierId = params.get('supplierId') ? Number(params.get('supplierId')) : undefined;
  const tab = params.get('tab') ?? 'ledger';
  const balance = useQuery({
    queryKey: [...amounts.keys.all, 'balance', supplierId ?? 0],
    queryFn: () => callApi(amountApi.balance, { supplierId }),
  });
  const suppliers = useQuery({
    queryKey: ['supplierOptions'],
    queryFn: () => callApi(supplierApi.options),
    enabled: staffPicks,
  });
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const b = balance.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="amount-page">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('perm:supply_settlement_footlist')}
        </Typography.Title>
        <Space>
          {staffPicks ? (
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('settlement:amount.all_suppliers')}
              style={{ width: 220 }}
              value={supplierId ? String(supplierId) : undefined}
              onChange={(v?: string) => set('supplierId', v)}
              options={(suppliers.data?.list ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              aria-label={t('settlement:amount.supplier')}
            />
          ) : null}
          {can(amountApi.dispute.permission) && b && supplierId ? (
            <DisputeControl balance={b} supplierId={supplierId} />
          ) : null}
          {can(amountApi.withdraw.permission) && b ? <WithdrawButton balance={b} /> : null}
        </Space>
      </Space>
      {b?.heldReason ? (
        <Alert
          type="warning"
          showIcon
          data-testid="amount-held-reason"
          title={t(`settlement:amount.held_reason.${b.heldReason}`, {
            until: b.heldUntil ? dayjs(b.heldUntil).format('YYYY-MM-DD') : '',
          })}
          description={
            // a bank hold is named first; an open dispute as well is named under it
            b.dispute && b.heldReason !== 'dispute'
              ? `${t('settlement:amount.held_reason.dispute')}: ${b.dispute}`
              : b.dispute || undefined
          }
        />
      ) : null}
      {b ? <Buckets b={b} /> : <Card loading />}
      <Tabs
        activeKey={tab}
        onChange={(k) => set('tab', k)}
        items={[
          { key: 'ledger', label: t('settlement:amount.tab_ledger'), children: <LedgerTab supplierId={supplierId} /> },
          {
            key: 'withdrawals',
            label: t('settlement:amount.tab_withdrawals'),
            children: <WithdrawalsTab supplierId={supplierId} />,
          },
        ]}
      />
    </Space>
  );
}
