import { PictureOutlined } from '@ant-design/icons';
import { Button, DatePicker, Popover, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_STATUSES, settlementApi, type SettlementRow } from '@shop/shared/api/supply-settlement';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { formatMoney } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { settlementScreen, settlements } from './api.ts';
import { BatchDialog } from './batch-dialog.tsx';
import { RatesDialog } from './rates-dialog.tsx';

const FILTER_KEYS = ['status', 'period'] as const;

/** The last twelve months, newest first, as YYYY-MM options. */
const months = () => Array.from({ length: 12 }, (_, i) => dayjs().subtract(i, 'month').format('YYYY-MM'));

export function StatusTag({ status }: { status: SettlementRow['status'] }): ReactNode {
  const { t } = useTranslation('settlement');
  return <Tag color={status === 'settled' ? 'green' : 'gold'}>{t(`settlement:status.${status}`)}</Tag>;
}

/** Staff: run the settlement of a month (earnings and reversals written first, then batched). */
function RunButton(): ReactNode {
  const { t } = useTranslation(['settlement', 'common']);
  const [period, setPeriod] = useState(dayjs().subtract(1, 'month'));
  const [open, setOpen] = useState(false);
  const run = settlements.useChange('run', {
    onSuccess: (r) => {
      setOpen(false);
      notify.success(t('settlement:run_done', { batches: r.batches, lines: r.lines, earnings: r.earnings }));
    },
  });
  const content = (
    <Space direction="vertical" style={{ maxWidth: 280 }}>
      <Typography.Text type="secondary">{t('settlement:run_cycles')}</Typography.Text>
      <DatePicker picker="month" value={period} onChange={(d) => d && setPeriod(d)} allowClear={false} />
      <Button
        type="primary"
        loading={run.isPending}
        onClick={() => run.mutate({ period: period.format('YYYY-MM') })}
        data-testid="settlement-run-confirm"
      >
        {t('settlement:run_confirm')}
      </Button>
    </Space>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title={t('settlement:run_title')}>
      <Button type="primary" data-testid="settlement-run">
        {t('settlement:run')}
      </Button>
    </Popover>
  );
}

/**
 * /supplier/settlement: settlement batches per supplier and month (staff: every supplier's, run a
 * month, settle with a voucher, commission rates; supplier users: their own, read only), each
 * opening its detail with lines, reconciliation and statements.
 */
export function SettlementPage(): ReactNode {
  const { t, i18n } = useTranslation(['settlement', 'common']);
  const dialog = useActionDialog();
  const can = useCan();
  const staff = can(settlementApi.settle.permission);
  const columns = [
    { title: t('settlement:field.id'), dataIndex: 'id', width: 70 },
    { title: t('settlement:field.supplier'), dataIndex: 'supplierName', width: 180 },
    {
      title: t('settlement:field.period'),
      key: 'period',
      width: 130,
      // a half or a week names its days under its key (a month is its own key)
      render: (_: unknown, r: SettlementRow) => (
        <>
          <div>{r.period}</div>
          {r.period.length > 7 && (
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {r.periodFrom.slice(5)} – {r.periodTo.slice(5)}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('settlement:field.total'),
      key: 'total',
      width: 140,
      align: 'right' as const,
      render: (_: unknown, r: SettlementRow) => formatMoney(r.total, r.currency, i18n.language),
    },
    { title: t('settlement:field.lines'), dataIndex: 'lineCount', width: 80 },
    {
      title: t('settlement:field.status'),
      key: 'status',
      width: 120,
      render: (_: unknown, r: SettlementRow) => <StatusTag status={r.status} />,
    },
    {
      title: t('settlement:field.voucher'),
      key: 'voucher',
      width: 160,
      render: (_: unknown, r: SettlementRow) => (
        <Space size={4}>
          {r.voucherFile ? <PictureOutlined title={t('settlement:field.voucherFile')} /> : null}
          {r.voucherRef || (r.voucherFile ? '' : '—')}
        </Space>
      ),
    },
    {
      title: t('settlement:field.settledAt'),
      dataIndex: 'settledAt',
      width: 160,
      render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—'),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 110,
      fixed: 'right' as const,
      render: (_: unknown, r: SettlementRow) => (
        <Button
          size="small"
          type={staff && r.status === 'to_be_settled' ? 'primary' : 'default'}
          onClick={() => dialog.open('view', r.id)}
          data-testid={`settlement-view-${r.id}`}
        >
          {staff && r.status === 'to_be_settled' ? t('settlement:settle') : t('settlement:view')}
        </Button>
      ),
    },
  ];
  const filters = (
    <>
      <SelectFilter
        name="status"
        placeholder={t('settlement:filter.status')}
        label={t('settlement:field.status')}
        width={150}
        options={SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`settlement:status.${s}`) }))}
      />
      <SelectFilter
        name="period"
        placeholder={t('settlement:filter.period')}
        label={t('settlement:filter.period')}
        width={130}
        options={months().map((m) => ({ value: m, label: m }))}
      />
    </>
  );
  const actions = staff ? (
    <Space>
      <RunButton />
      <Button onClick={() => dialog.open('rates')} data-testid="settlement-rates">
        {t('settlement:rates')}
      </Button>
    </Space>
  ) : null;
  return (
    <CrudListPage<SettlementRow>
      screen={settlementScreen}
      columns={columns}
      scrollX={1200}
      filters={filters}
      filterKeys={FILTER_KEYS}
      actions={actions}
    >
      <BatchDialog />
      {staff ? <RatesDialog /> : null}
    </CrudListPage>
  );
}
