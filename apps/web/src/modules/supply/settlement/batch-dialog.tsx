import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Modal, Popconfirm, Skeleton, Space, Table, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementApi, type LedgerRow, type SettlementInfo } from '@shop/shared/api/supply-settlement';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { downloadFile } from '../../../lib/download.ts';
import { formatMoney, inputToMinor } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { settlements } from './api.ts';
import { StatusTag } from './settlement-page.tsx';
import { showVoucherErrors, VoucherFacts, VoucherFields, type VoucherValues } from './voucher.tsx';

/** The lines of a batch, paged. */
function BatchLines({ id, currency }: { id: number; currency: string }): ReactNode {
  const { t, i18n } = useTranslation('settlement');
  const [page, setPage] = useState(1);
  const lines = useQuery({
    queryKey: [...settlements.keys.info(id), 'lines', page],
    queryFn: () => callApi(settlementApi.lines, { id, page, pageSize: 10 }),
  });
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  return (
    <Table<LedgerRow>
      size="small"
      rowKey="id"
      loading={lines.isPending}
      dataSource={lines.data?.list ?? []}
      pagination={{ current: page, pageSize: 10, total: lines.data?.total ?? 0, onChange: setPage }}
      columns={[
        { title: t('field.date'), dataIndex: 'occurredAt', width: 100, render: (v: string) => v.slice(0, 10) },
        { title: t('field.kind'), dataIndex: 'kind', width: 120, render: (k: string) => t(`kind.${k}`) },
        { title: t('field.note'), dataIndex: 'note' },
        { title: t('field.gross'), dataIndex: 'gross', align: 'right', render: money },
        { title: t('field.commission'), dataIndex: 'commission', align: 'right', render: money },
        { title: t('field.amount'), dataIndex: 'amount', align: 'right', render: money },
      ]}
    />
  );
}

function Facts({ info }: { info: SettlementInfo }): ReactNode {
  const { t, i18n } = useTranslation('settlement');
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, info.currency, i18n.language));
  const r = info.reconciliation;
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={t('field.supplier')}>{info.supplierName}</Descriptions.Item>
      <Descriptions.Item label={t('field.period')}>
        {info.period} ({info.periodFrom} – {info.periodTo})
      </Descriptions.Item>
      <Descriptions.Item label={t('field.status')}>
        <StatusTag status={info.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('field.total')}>
        <strong data-testid="settlement-total">{money(info.total)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('field.gross')}>{money(info.gross)}</Descriptions.Item>
      <Descriptions.Item label={t('field.commission')}>{money(info.commission)}</Descriptions.Item>
      <Descriptions.Item label={t('field.invoiced')}>
        {money(r.invoiced)} ({r.invoiceCount})
      </Descriptions.Item>
      <Descriptions.Item label={t('field.quantities')}>
        {r.shipped} / {r.ordered}
      </Descriptions.Item>
      <Descriptions.Item label={t('field.flags')} span={2}>
        {r.flags.length ? (
          r.flags.map((f) => (
            <Tag key={f} color="red" data-testid={`settlement-flag-${f}`}>
              {t(`flag.${f}`)}
            </Tag>
          ))
        ) : (
          <Tag color="green">{t('flag.none')}</Tag>
        )}
      </Descriptions.Item>
      {info.voucherRef || info.voucherFile ? (
        <Descriptions.Item label={t('field.voucher')} span={2}>
          <VoucherFacts row={info} />
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/**
 * One batch (`?action=view&id=N`): facts, reconciliation flags, lines, statement downloads; staff
 * mark a batch to be settled as settled with the voucher (a bank reference or a picture of the
 * voucher, and an amount equal to the total).
 */
export function BatchDialog(): ReactNode {
  const { t } = useTranslation(['settlement', 'common']);
  const dialog = useActionDialog();
  const can = useCan();
  const open = dialog.is('view');
  const id = open ? dialog.id : null;
  const [form] = Form.useForm<VoucherValues>();
  const info = useQuery({
    queryKey: settlements.keys.info(id ?? 0),
    queryFn: () => callApi(settlementApi.info, { id: id! }),
    enabled: id !== null,
  });
  const settle = settlements.useChange('settle', {
    onSuccess: () => {
      notify.success(t('settlement:settled_done'));
      dialog.close();
    },
    onError: (error) => showVoucherErrors(form, error),
  });
  const row = info.data;
  const settles = row?.status === 'to_be_settled' && can(settlementApi.settle.permission);
  const submit = async () => {
    // a refusal of the form's own rules shows on its fields
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const amount = inputToMinor(v.voucherAmount, row!.currency);
    if (amount == null) {
      form.setFields([{ name: 'voucherAmount', errors: [t('settlement:amount_invalid')] }]);
      return;
    }
    settle.mutate({
      id: row!.id,
      voucherRef: v.voucherRef ?? '',
      voucherFile: v.voucherFile?.[0],
      voucherAmount: amount,
      version: row!.version,
    });
  };
  const download = (format: 'csv' | 'pdf') =>
    row &&
    void downloadFile(settlementApi.statement, `statement-${row.id}-${row.period}.${format}`, { id: row.id, format });
  return (
    <Modal
      open={open}
      title={t('settlement:batch_title')}
      onCancel={dialog.close}
      width={900}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={() => download('csv')} disabled={!row} data-testid="settlement-csv">
            {t('settlement:statement_csv')}
          </Button>
          <Button onClick={() => download('pdf')} disabled={!row} data-testid="settlement-pdf">
            {t('settlement:statement_pdf')}
          </Button>
          <Button onClick={dialog.close}>{t('common:action.cancel')}</Button>
          {settles ? (
            <Popconfirm
              title={t('settlement:settle_confirm')}
              okText={t('settlement:settle')}
              cancelText={t('common:action.cancel')}
              onConfirm={() => void submit()}
            >
              <Button type="primary" loading={settle.isPending} data-testid="settlement-settle">
                {t('settlement:settle')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      }
    >
      {info.isPending && id !== null ? <Skeleton active /> : null}
      {info.isError ? <Alert type="error" showIcon title={t('settlement:load_failed')} /> : null}
      {row ? (
        <div data-testid="settlement-dialog">
          <Facts info={row} />
          {settles ? (
            <Form<VoucherValues> form={form} layout="vertical" style={{ marginTop: 16 }} preserve={false}>
              <VoucherFields form={form} />
            </Form>
          ) : null}
          <div style={{ marginTop: 16 }}>
            <BatchLines id={row.id} currency={row.currency} />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
