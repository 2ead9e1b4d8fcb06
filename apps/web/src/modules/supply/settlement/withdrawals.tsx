import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountApi, type BalanceData, type WithdrawalRow } from '@shop/shared/api/supply-settlement';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { formatMoney, inputToMinor } from '../../../lib/money.ts';
import { notify } from '../../../lib/notify.ts';
import { amounts } from './api.ts';

const COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** Supplier users: a withdrawal from the available balance (refused while held or above it). */
export function WithdrawButton({ balance }: { balance: BalanceData }): ReactNode {
  const { t, i18n } = useTranslation(['settlement', 'common']);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ amount: string; note: string }>();
  const send = amounts.useChange('withdraw', {
    onSuccess: () => {
      notify.success(t('settlement:amount.withdraw_done'));
      setOpen(false);
    },
  });
  const most = formatMoney(balance.available, balance.currency, i18n.language);
  const submit = async () => {
    const v = await form.validateFields();
    const amount = inputToMinor(v.amount, balance.currency);
    if (!amount || amount <= 0) {
      form.setFields([{ name: 'amount', errors: [t('settlement:amount_invalid')] }]);
      return;
    }
    send.mutate({ amount, note: v.note ?? '' });
  };
  return (
    <>
      <Button
        type="primary"
        onClick={() => setOpen(true)}
        disabled={!!balance.heldReason}
        data-testid="amount-withdraw"
      >
        {t('settlement:amount.withdraw')}
      </Button>
      <Modal
        open={open}
        title={t('settlement:amount.withdraw')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        confirmLoading={send.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="amount"
            label={`${t('settlement:amount.withdraw_amount')} (≤ ${most})`}
            rules={[{ required: true, message: t('settlement:amount_invalid') }]}
          >
            <Input data-testid="amount-withdraw-amount" />
          </Form.Item>
          <Form.Item name="note" label={t('settlement:amount.withdraw_note')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Withdrawals, paged; staff approve (after a confirmation) or reject them with a reason. */
export function WithdrawalsTab({ supplierId }: { supplierId?: number }): ReactNode {
  const { t, i18n } = useTranslation(['settlement', 'common']);
  const can = useCan();
  const audits = can(amountApi.decide.permission);
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<WithdrawalRow | null>(null);
  const [reason, setReason] = useState('');
  const list = useQuery({
    queryKey: [...amounts.keys.all, 'withdrawals', supplierId ?? 0, page],
    queryFn: () => callApi(amountApi.withdrawals, { supplierId, page, pageSize: 20 }),
  });
  const decide = amounts.useChange('decide', {
    onSuccess: () => {
      notify.success(t('settlement:amount.decided'));
      setRejecting(null);
      setReason('');
    },
  });
  return (
    <>
      <Table<WithdrawalRow>
        size="small"
        rowKey="id"
        loading={list.isPending}
        locale={{ emptyText: t('settlement:amount.empty') }}
        dataSource={list.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('settlement:field.id'), dataIndex: 'id', width: 70 },
          { title: t('settlement:field.supplier'), dataIndex: 'supplierName', width: 180 },
          {
            title: t('settlement:field.amount'),
            key: 'amount',
            width: 130,
            align: 'right',
            render: (_: unknown, r) => formatMoney(r.amount, r.currency, i18n.language),
          },
          {
            title: t('settlement:field.status'),
            dataIndex: 'status',
            width: 110,
            render: (s: WithdrawalRow['status']) => <Tag color={COLORS[s]}>{t(`settlement:amount.wstatus.${s}`)}</Tag>,
          },
          { title: t('settlement:field.note'), dataIndex: 'note', render: (v: string) => v || '—' },
          { title: t('settlement:amount.reason'), dataIndex: 'reason', render: (v: string) => v || '—' },
          {
            title: t('settlement:amount.created'),
            dataIndex: 'createdAt',
            width: 150,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          ...(audits
            ? [
                {
                  title: t('common:actions'),
                  key: 'actions',
                  width: 170,
                  render: (_: unknown, r: WithdrawalRow) =>
                    r.status === 'pending' ? (
                      <Space>
                        <Popconfirm
                          title={t('settlement:amount.approve_confirm')}
                          onConfirm={() => decide.mutate({ id: r.id, decision: 'approve', version: r.version })}
                        >
                          <Button size="small" type="primary" data-testid={`withdrawal-approve-${r.id}`}>
                            {t('settlement:amount.approve')}
                          </Button>
                        </Popconfirm>
                        <Button size="small" danger onClick={() => setRejecting(r)}>
                          {t('settlement:amount.reject')}
                        </Button>
                      </Space>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={t('settlement:amount.reject')}
        onCancel={() => setRejecting(null)}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: decide.isPending }}
        onOk={() =>
          rejecting && decide.mutate({ id: rejecting.id, decision: 'reject', reason, version: rejecting.version })
        }
        destroyOnHidden
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('settlement:amount.reject_reason')}
        />
      </Modal>
    </>
  );
}
